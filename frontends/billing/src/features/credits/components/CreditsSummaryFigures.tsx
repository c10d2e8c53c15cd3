import { Col, Progress, Row, Statistic, Typography } from 'antd';
import type { CreditsSummary } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';

/** GET /credits/summary: the plan's credits, used this period, available now. */
export function CreditsSummaryFigures({ summary }: { summary: CreditsSummary }) {
  const usedPercent = summary.planTotal > 0 ? Math.min(100, Math.round((summary.used / summary.planTotal) * 100)) : 0;
  return (
    <div aria-label="Resumo de créditos">
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title="Do plano" value={summary.planTotal} formatter={(value) => formatNumber(Number(value))} />
        </Col>
        <Col span={8}>
          <Statistic title="Usados" value={summary.used} formatter={(value) => formatNumber(Number(value))} />
        </Col>
        <Col span={8}>
          <Statistic title="Disponíveis" value={summary.available} formatter={(value) => <span data-testid="credits-available">{formatNumber(Number(value))}</span>} />
        </Col>
      </Row>
      {summary.planTotal > 0 && (
        <>
          <Progress percent={usedPercent} status={usedPercent >= 100 ? 'exception' : usedPercent >= 80 ? 'normal' : 'success'} showInfo={false} />
          {usedPercent >= 80 && (
            <Typography.Text type={usedPercent >= 100 ? 'danger' : 'warning'}>
              {usedPercent >= 100 ? 'Você usou todos os créditos do plano neste período.' : `Você já usou ${usedPercent}% dos créditos do plano.`}
            </Typography.Text>
          )}
        </>
      )}
    </div>
  );
}

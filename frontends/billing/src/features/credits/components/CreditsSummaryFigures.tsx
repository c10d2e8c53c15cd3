import { Flex, Progress, Typography } from 'antd';
import type { CreditsSummary } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';

type Line = { label: string; sign: string; value: number; strong?: boolean };

/**
 * GET /credits/summary as a sum that adds up: the earlier balance (when there is one), plus the
 * plan's credits of the month, plus purchases, minus what was used, equals what is available.
 */
export function CreditsSummaryFigures({ summary }: { summary: CreditsSummary }) {
  const monthTotal = summary.carriedOver + summary.planTotal + summary.purchased;
  const usedPercent = monthTotal > 0 ? Math.min(100, Math.floor((summary.used / monthTotal) * 100)) : 0;
  const lines: Line[] = [
    ...(summary.carriedOver > 0 ? [{ label: 'Saldo anterior', sign: '', value: summary.carriedOver }] : []),
    { label: 'Do plano', sign: '+', value: summary.planTotal },
    { label: 'Comprados', sign: '+', value: summary.purchased },
    { label: 'Usados', sign: '−', value: summary.used },
    { label: 'Disponíveis', sign: '=', value: summary.available, strong: true },
  ];
  return (
    <Flex vertical gap={12}>
      <ul aria-label="Resumo de créditos" style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 420 }}>
        {lines.map((line) => (
          <li key={line.label} aria-label={line.label} style={{ display: 'flex', justifyContent: 'space-between', gap: 16, padding: '6px 0', borderTop: line.strong ? '1px solid rgba(128, 128, 128, 0.35)' : undefined }}>
            <Typography.Text type={line.strong ? undefined : 'secondary'} strong={line.strong}>
              {line.sign && <span aria-hidden style={{ display: 'inline-block', width: 16 }}>{line.sign}</span>} {line.label}
            </Typography.Text>
            <Typography.Text strong={line.strong} style={{ fontVariantNumeric: 'tabular-nums', fontSize: line.strong ? 20 : undefined }} data-testid={line.strong ? 'credits-available' : undefined}>
              {formatNumber(line.value)}
            </Typography.Text>
          </li>
        ))}
      </ul>
      {monthTotal > 0 && (
        <>
          <Progress percent={usedPercent} status={usedPercent >= 100 ? 'exception' : usedPercent >= 80 ? 'normal' : 'success'} showInfo={false} aria-label="Créditos usados neste mês" />
          {usedPercent >= 80 && (
            <Typography.Text type={usedPercent >= 100 ? 'danger' : 'warning'}>
              {usedPercent >= 100 ? 'Você usou todos os créditos deste mês.' : `Você já usou ${usedPercent}% dos créditos deste mês.`}
            </Typography.Text>
          )}
        </>
      )}
    </Flex>
  );
}

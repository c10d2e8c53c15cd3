import { CheckCircleOutlined, ClockCircleOutlined, MessageOutlined, SmileOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { formatBusinessDuration, type ServiceFigures } from '@balcao/contracts';
import { formatNumber, useIsMobile } from '@balcao/ui';
import { Card, Col, Flex, Row, Skeleton, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatAverage, formatPercent } from '../lib/report-format';

interface Figure {
  key: string;
  title: string;
  icon: ReactNode;
  value: string;
  detail: string;
}

function figuresOf(figures: ServiceFigures): Figure[] {
  const { firstResponse, resolution, sla, csat } = figures;
  return [
    { key: 'conversations', title: 'Atendimentos', icon: <MessageOutlined />, value: formatNumber(figures.conversations), detail: 'finalizados no período' },
    {
      key: 'first-response',
      title: '1ª resposta',
      icon: <ClockCircleOutlined />,
      value: formatBusinessDuration(firstResponse.medianSeconds),
      detail: firstResponse.count > 0 ? `mediana · p90 ${formatBusinessDuration(firstResponse.p90Seconds)}` : 'sem respostas de atendentes',
    },
    {
      key: 'resolution',
      title: 'Resolução',
      icon: <FieldTimeOutlined />,
      value: formatBusinessDuration(resolution.medianSeconds),
      detail: resolution.count > 0 ? `mediana · p90 ${formatBusinessDuration(resolution.p90Seconds)}` : 'sem atendimentos',
    },
    {
      key: 'sla',
      title: 'SLA cumprido',
      icon: <CheckCircleOutlined />,
      value: formatPercent(sla.metPercent),
      detail: sla.withPolicy > 0 ? `${formatNumber(sla.met)} de ${formatNumber(sla.withPolicy)} com política` : 'nenhum com política de SLA',
    },
    {
      key: 'csat',
      title: 'CSAT médio',
      icon: <SmileOutlined />,
      value: csat.average === null ? '—' : `${formatAverage(csat.average)} / 5`,
      detail: csat.responses === 1 ? '1 avaliação' : `${formatNumber(csat.responses)} avaliações`,
    },
  ];
}

/** The workspace's key figures of the period; times are business hours as messaging measured them. */
export function ReportCards({ figures, loading }: { figures: ServiceFigures; loading: boolean }) {
  const { token } = theme.useToken();
  // A phone shows two cards a row, without their icons, so the five fit in a screen and a half.
  const isMobile = useIsMobile();
  return (
    <Row gutter={[isMobile ? 8 : 16, isMobile ? 8 : 16]}>
      {figuresOf(figures).map((figure, index, all) => (
        <Col key={figure.key} xs={index === all.length - 1 ? 24 : 12} lg={8} xl={{ flex: '20%' }}>
          <Card size="small" style={{ height: '100%' }}>
            <Flex align="center" gap="middle">
              {!isMobile && <Flex
                align="center"
                justify="center"
                style={{ width: 44, height: 44, borderRadius: 12, background: token.colorPrimaryBg, color: token.colorPrimary, fontSize: 20, flex: 'none' }}
              >
                {figure.icon}
              </Flex>}
              <div style={{ minWidth: 0 }}>
                <Typography.Text type="secondary">{figure.title}</Typography.Text>
                {loading ? (
                  <Skeleton.Input active size="small" style={{ display: 'block' }} />
                ) : (
                  <>
                    <Typography.Title level={isMobile ? 4 : 3} style={{ margin: 0 }} data-testid={`report-${figure.key}`}>
                      {figure.value}
                    </Typography.Title>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {figure.detail}
                    </Typography.Text>
                  </>
                )}
              </div>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

import { ClockCircleOutlined, CustomerServiceOutlined, MessageOutlined, RobotOutlined } from '@ant-design/icons';
import type { CardsInfo } from '@balcao/contracts';
import { formatNumber } from '@balcao/ui';
import { Card, Col, Flex, Row, Skeleton, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Each card counts exactly one inbox tab, and opens it (SPEC-DECISIONS). */
const CARDS: Array<{ key: keyof CardsInfo; title: string; to: string; icon: ReactNode }> = [
  { key: 'conversasEmAndamento', title: 'Conversas em andamento', to: '/messages?status=OPEN', icon: <MessageOutlined /> },
  { key: 'aguardandoResposta', title: 'Aguardando atendimento', to: '/messages?status=WAITING_HUMAN', icon: <ClockCircleOutlined /> },
  { key: 'atendimentoPorIA', title: 'Atendimento por I.A', to: '/messages?status=ROBOT_INTERACTIVE', icon: <RobotOutlined /> },
  { key: 'atendimentoHumano', title: 'Atendimento humano', to: '/messages?status=HUMAN_INTERACTIVE', icon: <CustomerServiceOutlined /> },
];

/** The four metric cards (spec 2 §2.7): the workspace's conversations now, each a link to its tab. */
export function MetricCards({ cards, loading }: { cards: CardsInfo; loading: boolean }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Link to={card.to} aria-label={card.title} style={{ display: 'block', height: '100%' }}>
            <Card hoverable size="small" style={{ height: '100%' }}>
              <Flex align="center" gap="middle">
                <Flex
                  align="center"
                  justify="center"
                  style={{ width: 44, height: 44, borderRadius: 12, background: token.colorPrimaryBg, color: token.colorPrimary, fontSize: 20, flex: 'none' }}
                >
                  {card.icon}
                </Flex>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text type="secondary">{card.title}</Typography.Text>
                  {loading ? (
                    <Skeleton.Input active size="small" style={{ display: 'block' }} />
                  ) : (
                    <Typography.Title level={3} style={{ margin: 0 }} data-testid={`card-${card.key}`}>
                      {formatNumber(cards[card.key])}
                    </Typography.Title>
                  )}
                </div>
              </Flex>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

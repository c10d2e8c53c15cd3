import { Button, Card, Flex, List, Tag, Typography, theme } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { Plan } from '@balcao/contracts';
import { formatCurrency } from '@balcao/ui';

export interface PlanCardProps {
  plan: Plan;
  current: boolean;
  buttonLabel: string;
  /** None: the plan is only shown (the user does not manage the subscription). */
  onChoose?: () => void;
}

/** One plan: price, badges (Seu plano atual, discount, 12x sem juros), benefits and its button. */
export function PlanCard({ plan, current, buttonLabel, onChoose }: PlanCardProps) {
  const { token } = theme.useToken();
  const annual = plan.interval === 'annual';
  return (
    <Card
      aria-label={plan.title}
      style={{ height: '100%', borderColor: current ? token.colorPrimary : undefined, borderWidth: current ? 2 : 1 }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      <Flex gap={6} wrap style={{ minHeight: 22 }}>
        {current && <Tag color="blue">Seu plano atual</Tag>}
        {plan.discountPercent > 0 && <Tag color="green">{plan.discountPercent}% OFF</Tag>}
        {annual && plan.maxInstallments > 1 && <Tag>{plan.maxInstallments}x sem juros</Tag>}
      </Flex>
      <div style={{ minHeight: 76 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {plan.title}
        </Typography.Title>
        <Typography.Text type="secondary">{plan.description}</Typography.Text>
      </div>
      <div>
        <Typography.Text style={{ fontSize: 28, fontWeight: 700 }}>{formatCurrency(annual ? plan.averageMonthlyPriceCents : plan.priceCents)}</Typography.Text>
        <Typography.Text type="secondary">/mês</Typography.Text>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {annual ? `${formatCurrency(plan.priceCents)} por ano` : 'Cobrança mensal'}
          </Typography.Text>
        </div>
      </div>
      {onChoose && (
        <Button type={current ? 'default' : 'primary'} size="large" block disabled={current} onClick={onChoose}>
          {buttonLabel}
        </Button>
      )}
      <List
        size="small"
        split={false}
        dataSource={plan.benefits}
        renderItem={(benefit) => (
          <List.Item style={{ paddingInline: 0 }}>
            <Flex gap={8} align="start">
              {benefit.has ? <CheckOutlined style={{ color: token.colorSuccess, marginTop: 4 }} /> : <CloseOutlined style={{ color: token.colorTextQuaternary, marginTop: 4 }} />}
              <Typography.Text type={benefit.has ? undefined : 'secondary'} delete={!benefit.has}>
                {benefit.name}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

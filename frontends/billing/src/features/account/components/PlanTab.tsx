import { Button, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import type { SubscriptionDetails } from '@balcao/contracts';
import { formatCurrency, formatDate } from '@balcao/ui';
import { SavedCards } from '../../cards/components/SavedCards';
import { INTERVAL_LABELS } from '../../plans/lib/plan-labels';
import { CancelSubscriptionCard } from './CancelSubscriptionCard';
import { ReactivateCard } from './ReactivateCard';

/** Plano: the plan card, the Plano/Status/Investimento table, and for the Gestor cards (not on installment plans) and cancel or reactivate. */
export function PlanTab({ details, manages, onSeePlans }: { details: SubscriptionDetails; manages: boolean; onSeePlans: () => void }) {
  const first = details.transactions[0];
  const planEnd = details.planEndIn ? formatDate(details.planEndIn * 1000) : null;
  return (
    <Flex vertical gap={16}>
      {details.isCanceled && <ReactivateCard details={details} manages={manages} />}
      <Card>
        <Flex justify="space-between" align="start" gap={16} wrap>
          <Flex vertical gap={4}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {details.name}
            </Typography.Title>
            <Descriptions
              size="small"
              column={1}
              items={[
                details.interval && { key: 'interval', label: 'Recorrência', children: INTERVAL_LABELS[details.interval] },
                details.billingType && { key: 'method', label: 'Pagamento', children: details.billingType === 'PIX' ? 'PIX' : 'Cartão de crédito' },
                details.isInstallment && details.installmentCount && { key: 'installments', label: 'Parcelamento', children: `${details.installmentCount}x sem juros` },
                planEnd && { key: 'end', label: details.isCanceled ? 'Acesso até' : 'Próxima renovação', children: planEnd },
              ].filter((item): item is { key: string; label: string; children: string } => Boolean(item))}
            />
          </Flex>
          {manages && <Button onClick={onSeePlans}>Ver planos</Button>}
        </Flex>
      </Card>
      {first && (
        <Table
          rowKey="plan"
          pagination={false}
          size="small"
          dataSource={[{ plan: details.name, active: details.isActive, amount: first.amount }]}
          columns={[
            { key: 'plan', title: 'Plano', dataIndex: 'plan' },
            { key: 'status', title: 'Status', render: (_, row) => (row.active ? <Tag color="green">Ativo</Tag> : <Tag>Inativo</Tag>) },
            { key: 'amount', title: 'Investimento', render: (_, row) => formatCurrency(row.amount) },
          ]}
        />
      )}
      {manages && !details.isInstallment && <SavedCards />}
      {manages && !details.isCanceled && <CancelSubscriptionCard details={details} />}
    </Flex>
  );
}

import { Flex, Tabs, Typography } from 'antd';
import type { SubscriptionDetails } from '@balcao/contracts';
import { InvoicesTab } from './InvoicesTab';
import { PlanTab } from './PlanTab';

/** An active subscription: the heading and the Plano and Faturas tabs (spec 3 §2.2). */
export function SubscriptionOverview({ details, onSeePlans }: { details: SubscriptionDetails; onSeePlans: () => void }) {
  return (
    <Flex vertical gap={8}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Minha assinatura
        </Typography.Title>
        <Typography.Text type="secondary">Acompanhe o seu plano, as faturas e as formas de pagamento.</Typography.Text>
      </div>
      <Tabs
        items={[
          { key: 'plan', label: 'Plano', children: <PlanTab details={details} onSeePlans={onSeePlans} /> },
          { key: 'invoices', label: 'Faturas', children: <InvoicesTab /> },
        ]}
      />
    </Flex>
  );
}

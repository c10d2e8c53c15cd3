import { Flex, Tabs, Typography } from 'antd';
import type { SubscriptionDetails } from '@balcao/contracts';
import { InvoicesTab } from './InvoicesTab';
import { PlanTab } from './PlanTab';

/** An active subscription: the heading and the Plano and Faturas tabs (spec 3 §2.2); the invoices are the Gestor's. */
export function SubscriptionOverview({ details, manages, onSeePlans }: { details: SubscriptionDetails; manages: boolean; onSeePlans: () => void }) {
  return (
    <Flex vertical gap={8}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Minha assinatura
        </Typography.Title>
        <Typography.Text type="secondary">{manages ? 'Acompanhe o seu plano, as faturas e as formas de pagamento.' : 'Acompanhe o plano do escritório.'}</Typography.Text>
      </div>
      <Tabs
        items={[
          { key: 'plan', label: 'Plano', children: <PlanTab details={details} manages={manages} onSeePlans={onSeePlans} /> },
          ...(manages ? [{ key: 'invoices', label: 'Faturas', children: <InvoicesTab /> }] : []),
        ]}
      />
    </Flex>
  );
}

import { useState } from 'react';
import { Button, Flex, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Plan } from '@balcao/contracts';
import { LoadFailed } from '@balcao/ui';
import { ManagerOnlyNotice } from '../../account/components/ManagerOnlyNotice';
import { SubscriptionOverview } from '../../account/components/SubscriptionOverview';
import { Checkout } from '../../checkout/components/Checkout';
import { PlanPicker } from '../../plans/components/PlanPicker';
import { PlansAlert } from '../../plans/components/PlansAlert';
import { PlansFaq } from '../../plans/components/PlansFaq';
import { hasPaidSubscription } from '../../plans/lib/plan-labels';
import { usePlans, useSubscriptionDetails } from '../api/subscription';
import { PlanUsageCard } from '../../usage/components/PlanUsageCard';
import { useManagesBilling } from '../lib/use-manages-billing';
import { AccessClosedAlert } from './AccessClosedAlert';

/** /settings?tab=subscription: the plans (trial or inactive), the checkout, or the active subscription; a non-Gestor only sees them. */
export function SubscriptionSettings() {
  const manages = useManagesBilling();
  const details = useSubscriptionDetails();
  const plans = usePlans();
  const [choice, setChoice] = useState<Plan | null>(null);
  const [seePlans, setSeePlans] = useState(false);

  if (details.isLoading || plans.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (details.isError || plans.isError) {
    return (
      <LoadFailed
        message="Não foi possível carregar a sua assinatura."
        onRetry={() => {
          void details.refetch();
          void plans.refetch();
        }}
      />
    );
  }

  if (choice && manages) return <Checkout plan={choice} onBack={() => setChoice(null)} />;
  if (hasPaidSubscription(details.data) && !seePlans) {
    return (
      <Flex vertical gap={16}>
        {!manages && <ManagerOnlyNotice />}
        <SubscriptionOverview details={details.data!} manages={manages} onSeePlans={() => setSeePlans(true)} />
        <PlanUsageCard />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={24}>
      <AccessClosedAlert details={details.data} manages={manages} />
      {!manages && <ManagerOnlyNotice />}
      {seePlans && (
        <Button icon={<ArrowLeftOutlined />} onClick={() => setSeePlans(false)} style={{ alignSelf: 'flex-start' }}>
          Minha assinatura
        </Button>
      )}
      <PlansAlert />
      {!seePlans && <PlanUsageCard />}
      <PlanPicker plans={plans.data ?? []} details={details.data} onChoose={manages ? setChoice : undefined} />
      <PlansFaq />
    </Flex>
  );
}

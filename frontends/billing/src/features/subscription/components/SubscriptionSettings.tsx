import { useState } from 'react';
import { Button, Flex, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Plan } from '@balcao/contracts';
import { LoadFailed } from '@balcao/ui';
import { SubscriptionOverview } from '../../account/components/SubscriptionOverview';
import { Checkout } from '../../checkout/components/Checkout';
import { PlanPicker } from '../../plans/components/PlanPicker';
import { PlansAlert } from '../../plans/components/PlansAlert';
import { PlansFaq } from '../../plans/components/PlansFaq';
import { hasPaidSubscription } from '../../plans/lib/plan-labels';
import { usePlans, useSubscriptionDetails } from '../api/subscription';

/** /settings?tab=subscription: the plans (trial or inactive), the checkout, or the active subscription. */
export function SubscriptionSettings() {
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

  if (choice) return <Checkout plan={choice} onBack={() => setChoice(null)} />;
  if (hasPaidSubscription(details.data) && !seePlans) return <SubscriptionOverview details={details.data!} onSeePlans={() => setSeePlans(true)} />;

  return (
    <Flex vertical gap={24}>
      {seePlans && (
        <Button icon={<ArrowLeftOutlined />} onClick={() => setSeePlans(false)} style={{ alignSelf: 'flex-start' }}>
          Minha assinatura
        </Button>
      )}
      <PlansAlert />
      <PlanPicker plans={plans.data ?? []} details={details.data} onChoose={setChoice} />
      <PlansFaq />
    </Flex>
  );
}

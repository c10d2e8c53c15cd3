import { useState } from 'react';
import { Flex, Segmented, Typography } from 'antd';
import { HIDDEN_PLAN_NAME, type Plan, type PlanInterval, type SubscriptionDetails } from '@balcao/contracts';
import { hasPaidSubscription, INTERVAL_LABELS, isCurrentPlan, planButtonLabel, plansHeadline } from '../lib/plan-labels';
import { ChangePlanModal } from './ChangePlanModal';
import { PlanCard } from './PlanCard';
import { PlanCarousel } from './PlanCarousel';

/** The plans screen (spec 3 §2.2): headline, monthly/annual toggle (annual first), the cards; without `onChoose` (not the Gestor) no plan can be chosen. */
export function PlanPicker({ plans, details, onChoose }: { plans: readonly Plan[]; details: SubscriptionDetails | undefined; onChoose?: (plan: Plan) => void }) {
  const [interval, setInterval] = useState<PlanInterval>('annual');
  const [changing, setChanging] = useState<Plan | null>(null);
  const shown = plans.filter((plan) => plan.interval === interval && plan.title !== HIDDEN_PLAN_NAME);
  const headline = plansHeadline(details);

  const choose = (plan: Plan) => (hasPaidSubscription(details) ? setChanging(plan) : onChoose?.(plan));

  return (
    <Flex vertical gap={20} id="plans">
      {headline && (
        <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
          {headline}
        </Typography.Title>
      )}
      <Flex justify="center">
        <Segmented
          value={interval}
          onChange={(value) => setInterval(value as PlanInterval)}
          options={[
            { value: 'monthly', label: INTERVAL_LABELS.monthly },
            { value: 'annual', label: INTERVAL_LABELS.annual },
          ]}
          aria-label="Recorrência"
        />
      </Flex>
      {shown.length === 0 ? (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          Nenhum plano disponível nesta recorrência.
        </Typography.Text>
      ) : (
        <PlanCarousel count={shown.length}>
          {shown.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={isCurrentPlan(plan, details)} buttonLabel={planButtonLabel(plan, details, plans)} onChoose={onChoose && (() => choose(plan))} />
          ))}
        </PlanCarousel>
      )}
      <ChangePlanModal plan={changing} onClose={() => setChanging(null)} />
    </Flex>
  );
}

import { Card, Descriptions } from 'antd';
import { PIX_ANNUAL_DISCOUNT_PERCENT, type BillingType, type Plan } from '@balcao/contracts';
import { formatCurrency } from '@balcao/ui';
import { INTERVAL_LABELS } from '../../plans/lib/plan-labels';

/** What the chosen plan costs with this payment method: PIX on an annual plan has 5% off (spec 3 §9). */
export function checkoutAmount(plan: Plan, billingType: BillingType) {
  const pixDiscount = billingType === 'PIX' && plan.interval === 'annual';
  return { amount: pixDiscount ? plan.pixPriceCents : plan.priceCents, discountPercent: pixDiscount ? PIX_ANNUAL_DISCOUNT_PERCENT : 0 };
}

/** The summary of spec 3 §2.2: Plano, Recorrência, Desconto, Investimento. */
export function CheckoutSummary({ plan, billingType, installments }: { plan: Plan; billingType: BillingType; installments?: number }) {
  const { amount, discountPercent } = checkoutAmount(plan, billingType);
  const parcel = installments && installments > 1 ? ` (${installments}x de ${formatCurrency(Math.round(amount / installments))} sem juros)` : '';
  return (
    <Card size="small" title="Resumo" aria-label="Resumo do pedido">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'plan', label: 'Plano', children: plan.title },
          { key: 'interval', label: 'Recorrência', children: INTERVAL_LABELS[plan.interval] },
          { key: 'discount', label: 'Desconto', children: discountPercent ? `${discountPercent}%` : 'Sem desconto' },
          { key: 'amount', label: 'Investimento', children: `${formatCurrency(amount)}${parcel}` },
        ]}
      />
    </Card>
  );
}

import { z } from 'zod';

export const PLAN_INTERVALS = ['monthly', 'annual'] as const;
export const ZPlanInterval = z.enum(PLAN_INTERVALS);
export type PlanInterval = z.infer<typeof ZPlanInterval>;

/** The spec's four names in upgrade order (spec 3 §3); the current plan is matched by name. */
export const PLAN_NAMES = ['Plano Jovem Advogado', 'Plano Sociedade Jurídica', 'Plano Essencial', 'Plano Proficiente'] as const;
/** Sold by the team only: never listed, never sold by checkout. */
export const HIDDEN_PLAN_NAME = 'Plano Personalizado';

export const ZPlanBenefit = z.object({ name: z.string(), has: z.boolean() });

/**
 * `GET /api/subscription/plans` (an array, visible plans only, in upgrade order then monthly
 * before annual). Money is in integer cents (`priceCents`, `averageMonthlyPriceCents`); `price`
 * and `averageMonthlyPrice` are the spec's text form ('R$ 1.234,56').
 */
export const ZPlan = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  interval: ZPlanInterval,
  /** Position in the upgrade order (0 = first). */
  rank: z.number().int(),
  price: z.string(),
  priceCents: z.number().int(),
  averageMonthlyPrice: z.string(),
  averageMonthlyPriceCents: z.number().int(),
  /** The annual plan's saving against twelve monthly payments, in percent (0 for monthly). */
  discountPercent: z.number().int(),
  /** Price paid by PIX on an annual plan (5% off, spec 3 §9); equals priceCents for monthly. */
  pixPriceCents: z.number().int(),
  maxInstallments: z.number().int(),
  monthlyCredits: z.number().int(),
  benefits: z.array(ZPlanBenefit),
});
export type Plan = z.infer<typeof ZPlan>;
export const ZPlanList = z.array(ZPlan);

export const PIX_ANNUAL_DISCOUNT_PERCENT = 5;
export const MAX_INSTALLMENTS = 12;
export const TRIAL_DAYS = 7;
export const GUARANTEE_DAYS = 7;

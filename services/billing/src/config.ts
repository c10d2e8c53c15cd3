import { z } from 'zod';

const ZIdList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean));

const ZFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** Billing's own variables; which gateway they choose is decided by paymentsModeOf. */
export const billingConfigShape = {
  ASAAS_API_URL: z.string().url().default('https://api.asaas.com/v3'),
  ASAAS_API_KEY: z.string().optional(),
  /** The token Asaas sends in the `asaas-access-token` header of every webhook. */
  ASAAS_WEBHOOK_TOKEN: z.string().min(16).optional(),
  /**
   * The local payments sandbox (a stand-in gateway with its dev page). Unset: on outside
   * production while ASAAS_API_KEY is unset; in production only when set to true.
   */
  PAYMENTS_SANDBOX: ZFlag.optional(),
  /** Offices never gated by their subscription (SPEC-DECISIONS), comma-separated ids. */
  BILLING_EXEMPT_OFFICE_IDS: ZIdList,
  /** How often the period job (trial and plan expiry, renewals, monthly credits) runs. */
  BILLING_PERIOD_JOB_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
};

export const ZBillingConfig = z.object(billingConfigShape).superRefine((config, context) => {
  if (config.ASAAS_API_KEY && !config.ASAAS_WEBHOOK_TOKEN) context.addIssue({ code: 'custom', path: ['ASAAS_WEBHOOK_TOKEN'], message: 'required when ASAAS_API_KEY is set' });
});
export type BillingConfig = z.infer<typeof ZBillingConfig>;

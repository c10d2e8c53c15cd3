import { sql } from 'drizzle-orm';
import { PLAN_LIMIT_ERROR_CODE, planLimitMessage, type PlanLimitKey, type PlanUsage } from '@balcao/contracts';
import type { Database } from '../database';
import { AppError } from '../errors';
import { exemptOfficeIdsFromEnv } from './access-gate';
import { officePlanOf } from './office-access';

type Executor = Pick<Database, 'execute'>;

export const planLimitError = (key: PlanLimitKey, max: number) => new AppError(PLAN_LIMIT_ERROR_CODE, 403, planLimitMessage(key, max));

/**
 * The office's limit of `key` as billing last published it; null when there is none to apply: an
 * unlimited plan, an exempt office (BILLING_EXEMPT_OFFICE_IDS), or an office billing never
 * mentioned (billing may not be deployed, as the access gate assumes).
 */
export async function planLimitOf(db: Executor, schemaName: string, officeId: string, key: PlanLimitKey): Promise<number | null> {
  if (exemptOfficeIdsFromEnv().has(officeId)) return null;
  const plan = await officePlanOf(db, schemaName, officeId);
  return plan?.limits?.[key] ?? null;
}

/**
 * Call inside the transaction that creates the thing, before writing it: creations of one kind for
 * one office wait for each other (a transaction-scoped advisory lock), so two at once cannot both
 * see room for one; then refuses with a 403 naming the limit when the office already has `max`.
 */
export async function assertWithinPlanLimit(tx: Executor, options: { schemaName: string; officeId: string; key: PlanLimitKey; countExisting: () => Promise<number> }) {
  const { schemaName, officeId, key } = options;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`balcao:plan-limit:${schemaName}:${key}:${officeId}`}))`);
  const max = await planLimitOf(tx, schemaName, officeId, key);
  if (max === null) return;
  if ((await options.countExisting()) >= max) throw planLimitError(key, max);
}

/** The usage route's answer: what the office uses against its limit. */
export async function planUsageOf(db: Executor, options: { schemaName: string; officeId: string; key: PlanLimitKey; used: number }): Promise<PlanUsage> {
  return { limit: options.key, used: options.used, max: await planLimitOf(db, options.schemaName, options.officeId, options.key) };
}

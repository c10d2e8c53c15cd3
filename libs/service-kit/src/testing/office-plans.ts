import { billingEvents, type OfficeAccess, type PlanLimits } from '@balcao/contracts';
import type { Database } from '../database';
import { officePlanOf } from '../access/office-access';
import type { EventBus } from '../events/bus';
import { envelopeOf } from '../events/outbox';
import { waitFor } from './test-offices';

const versions = new Map<string, number>();

const sameLimits = (a: PlanLimits | null, b: PlanLimits | null) =>
  a === b || (a !== null && b !== null && (Object.keys(b) as Array<keyof PlanLimits>).every((key) => a[key] === b[key]));

/** The first plan's limits (spec 3 §9), what a trial gets. */
export const FIRST_PLAN_LIMITS: PlanLimits = { numbers: 1, users: 2, agents: 1, monthlyConsultations: 100, monthlyCredits: 300 };

/**
 * Publishes billing's `access.changed` for the office as billing would (its version one above the
 * last) and waits until the service's projection (`schemaName`) holds it.
 */
export async function publishOfficePlan(
  infra: { bus: EventBus },
  db: Pick<Database, 'execute'>,
  schemaName: string,
  officeId: string,
  access: Partial<OfficeAccess> = {},
) {
  const version = (versions.get(officeId) ?? 0) + 1;
  versions.set(officeId, version);
  const payload: OfficeAccess = {
    state: 'trial',
    accessUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    planEndIn: null,
    planId: null,
    subscriptionId: null,
    planName: 'Período de teste',
    limits: FIRST_PLAN_LIMITS,
    isCanceled: false,
    isOverdue: false,
    ...access,
    version,
  };
  await infra.bus.publish(envelopeOf(billingEvents.accessChanged, { officeId, payload }));
  await waitFor(`office plan of ${officeId} in ${schemaName}`, async () => {
    const plan = await officePlanOf(db, schemaName, officeId).catch(() => null);
    return plan !== null && plan.state === payload.state && plan.planName === payload.planName && sameLimits(plan.limits, payload.limits);
  });
}

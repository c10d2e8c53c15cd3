import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BILLING_MESSAGES, SUBSCRIPTION_INACTIVE_ERROR_CODE } from '@balcao/contracts';
import type { Database } from '../database';
import { AppError } from '../errors';
import type { EventBus } from '../events/bus';
import { isBlocked, officeAccessOf, startOfficeAccessProjection } from './office-access';

export const SUBSCRIPTION_INACTIVE_CODE = SUBSCRIPTION_INACTIVE_ERROR_CODE;
export const subscriptionInactiveError = () => new AppError(SUBSCRIPTION_INACTIVE_CODE, 402, BILLING_MESSAGES.subscriptionInactive);

/** `BILLING_EXEMPT_OFFICE_IDS`: offices never gated (SPEC-DECISIONS), comma-separated. */
export const exemptOfficeIdsFromEnv = (env: Record<string, string | undefined> = process.env) =>
  new Set((env.BILLING_EXEMPT_OFFICE_IDS ?? '').split(',').map((id) => id.trim()).filter(Boolean));

export interface AccessGateOptions {
  infra: { bus: EventBus };
  /** The service's database; the projection's table goes in `schemaName`. */
  db: Database;
  schemaName: string;
  /** Path prefixes an inactive office still reaches in this service (e.g. the realtime socket). */
  allow?: string[];
  exemptOfficeIds?: ReadonlySet<string>;
}

/**
 * Subscription gating on the server (ARCHITECTURE §4): every signed-in request of an office that
 * billing says is inactive answers 402, except the allowed paths. Exempt offices are never
 * gated, and neither is an office billing never mentioned (billing may not be deployed).
 * Register it at the top of a service plugin: it applies to the routes registered after it.
 */
export async function registerAccessGate(app: FastifyInstance, options: AccessGateOptions) {
  const projection = await startOfficeAccessProjection({ bus: options.infra.bus, db: options.db, schemaName: options.schemaName, consumer: options.schemaName });
  app.addHook('onClose', async () => projection.stop());
  const exempt = options.exemptOfficeIds ?? exemptOfficeIdsFromEnv();
  const allow = options.allow ?? [];
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const officeId = request.principal?.officeId;
    if (!officeId || exempt.has(officeId)) return;
    if (allow.some((prefix) => request.url.startsWith(prefix))) return;
    if (isBlocked(await officeAccessOf(options.db, options.schemaName, officeId))) throw subscriptionInactiveError();
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BILLING_MESSAGES, SUBSCRIPTION_INACTIVE_ERROR_CODE } from '@balcao/contracts';
import type { Database } from '../database';
import { AppError } from '../errors';
import type { EventBus } from '../events/bus';
import { SettledCache } from '../settled-cache';
import { isBlocked, officeAccessOf, startOfficeAccessProjection, type OfficeAccessRow } from './office-access';

export const SUBSCRIPTION_INACTIVE_CODE = SUBSCRIPTION_INACTIVE_ERROR_CODE;
export const subscriptionInactiveError = () => new AppError(SUBSCRIPTION_INACTIVE_CODE, 402, BILLING_MESSAGES.subscriptionInactive);

/** `BILLING_EXEMPT_OFFICE_IDS`: offices never gated (SPEC-DECISIONS), comma-separated. */
export const exemptOfficeIdsFromEnv = (env: Record<string, string | undefined> = process.env) =>
  new Set((env.BILLING_EXEMPT_OFFICE_IDS ?? '').split(',').map((id) => id.trim()).filter(Boolean));

/** How long a process trusts the office access it last read (a change reaches it by broadcast first). */
export const ACCESS_CACHE_MS = 2_000;

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
  // The office's access as this process last read it, for a short while: a change reaches every
  // replica by broadcast from the projection, so the gate costs no query on most requests.
  const accessOf = new SettledCache<OfficeAccessRow | null>(ACCESS_CACHE_MS);
  const projection = await startOfficeAccessProjection({
    bus: options.infra.bus,
    db: options.db,
    schemaName: options.schemaName,
    consumer: options.schemaName,
    onChange: (officeId) => accessOf.invalidate(officeId),
  });
  app.addHook('onClose', async () => projection.stop());
  const exempt = options.exemptOfficeIds ?? exemptOfficeIdsFromEnv();
  const allow = options.allow ?? [];
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const officeId = request.principal?.officeId;
    if (!officeId || exempt.has(officeId)) return;
    if (allow.some((prefix) => request.url.startsWith(prefix))) return;
    let access = accessOf.get(officeId);
    if (access === undefined) {
      access = await officeAccessOf(options.db, options.schemaName, officeId);
      accessOf.set(officeId, access);
    }
    if (isBlocked(access)) throw subscriptionInactiveError();
  });
}

import { sql } from 'drizzle-orm';
import { billingEvents, ZOfficeAccess, type PlanLimits } from '@balcao/contracts';
import type { Database } from '../database';
import type { EventBus, Subscription } from '../events/bus';

/** What a service's gate reads: the office's access as billing last published it. */
export interface OfficeAccessRow {
  state: 'trial' | 'active' | 'inactive';
  accessUntil: Date | null;
}

const quoted = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name: ${name}`);
  return `"${name}"`;
};

/**
 * The projection's table lives in the service's own schema and is created here (idempotent, under
 * a lock), so a service gets it without a migration of its own.
 */
export async function ensureOfficeAccessTable(db: Database, schemaName: string) {
  const table = `${quoted(schemaName)}.office_access`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('balcao:office-access'))`);
    await tx.execute(
      sql.raw(`create table if not exists ${table} (
        office_id uuid primary key,
        state text not null,
        access_until timestamptz,
        plan_end_in bigint,
        is_canceled boolean not null default false,
        is_overdue boolean not null default false,
        version integer not null,
        updated_at timestamptz not null default now()
      )`),
    );
    // The plan's name and limits came later (issue 37): added in place, so a service needs no migration.
    await tx.execute(
      sql.raw(`alter table ${table}
        add column if not exists plan_id text,
        add column if not exists subscription_id text,
        add column if not exists plan_name text,
        add column if not exists limits jsonb`),
    );
  });
}

/**
 * Keeps the service's copy of every office's access from billing's `access.changed` events. Each
 * carries a version per office: an older one arriving late (or redelivered) never wins.
 */
const OFFICE_ACCESS_CHANGED = 'office-access.changed';

/**
 * Keeps the service's copy of every office's access from billing's `access.changed` events. Each
 * carries a version per office: an older one arriving late (or redelivered) never wins.
 * `onChange` hears of every office whose access this service's projection changes, on every
 * replica (by broadcast), before the change is written.
 */
export async function startOfficeAccessProjection(options: { bus: EventBus; db: Database; schemaName: string; consumer: string; onChange?: (officeId: string) => void }): Promise<Subscription> {
  await ensureOfficeAccessTable(options.db, options.schemaName);
  const table = sql.raw(`${quoted(options.schemaName)}.office_access`);
  const { bus, onChange } = options;
  const listening = onChange ? await bus.onBroadcast?.(OFFICE_ACCESS_CHANGED, (data) => onChange((data as { officeId: string }).officeId)) : undefined;
  const consuming = await bus.subscribe({
    durable: `${options.consumer}-office-access`,
    types: [billingEvents.accessChanged.type],
    handler: async (event) => {
      const access = ZOfficeAccess.parse(event.payload);
      if (onChange) {
        onChange(event.officeId);
        await bus.broadcast?.(OFFICE_ACCESS_CHANGED, { officeId: event.officeId });
      }
      await options.db.execute(sql`
        insert into ${table} (office_id, state, access_until, plan_end_in, is_canceled, is_overdue, version, plan_id, subscription_id, plan_name, limits, updated_at)
        values (${event.officeId}, ${access.state}, ${access.accessUntil}, ${access.planEndIn}, ${access.isCanceled}, ${access.isOverdue}, ${access.version},
          ${access.planId}, ${access.subscriptionId}, ${access.planName}, ${access.limits ? JSON.stringify(access.limits) : null}::jsonb, now())
        on conflict (office_id) do update set
          state = excluded.state, access_until = excluded.access_until, plan_end_in = excluded.plan_end_in,
          is_canceled = excluded.is_canceled, is_overdue = excluded.is_overdue, version = excluded.version,
          plan_id = excluded.plan_id, subscription_id = excluded.subscription_id, plan_name = excluded.plan_name, limits = excluded.limits, updated_at = now()
        where ${table}.version < excluded.version`);
    },
  });
  return {
    stop: async () => {
      await listening?.stop();
      await consuming.stop();
    },
  };
}

export async function officeAccessOf(db: Database, schemaName: string, officeId: string): Promise<OfficeAccessRow | null> {
  const { rows } = (await db.execute(sql`select state, access_until from ${sql.raw(`${quoted(schemaName)}.office_access`)} where office_id = ${officeId}`)) as unknown as {
    rows: Array<{ state: OfficeAccessRow['state']; access_until: string | Date | null }>;
  };
  const row = rows[0];
  return row ? { state: row.state, accessUntil: row.access_until ? new Date(row.access_until) : null } : null;
}

/** Inactive, or past the end billing announced (a trial or a cancelled plan) even before billing says so. */
export const isBlocked = (access: OfficeAccessRow | null, now = new Date()) =>
  access !== null && (access.state === 'inactive' || (access.accessUntil !== null && access.accessUntil <= now));

/** The office's plan as billing last published it: what `/auth/me` shows and what the limits read. */
export interface OfficePlanRow extends OfficeAccessRow {
  planId: string | null;
  subscriptionId: string | null;
  planName: string | null;
  limits: PlanLimits | null;
}

export async function officePlanOf(db: Pick<Database, 'execute'>, schemaName: string, officeId: string): Promise<OfficePlanRow | null> {
  const { rows } = (await db.execute(
    sql`select state, access_until, plan_id, subscription_id, plan_name, limits from ${sql.raw(`${quoted(schemaName)}.office_access`)} where office_id = ${officeId}`,
  )) as unknown as {
    rows: Array<{ state: OfficeAccessRow['state']; access_until: string | Date | null; plan_id: string | null; subscription_id: string | null; plan_name: string | null; limits: PlanLimits | null }>;
  };
  const row = rows[0];
  if (!row) return null;
  return {
    state: row.state,
    accessUntil: row.access_until ? new Date(row.access_until) : null,
    planId: row.plan_id,
    subscriptionId: row.subscription_id,
    planName: row.plan_name,
    limits: row.limits,
  };
}

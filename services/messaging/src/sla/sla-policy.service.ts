import { eq } from 'drizzle-orm';
import { DEFAULT_SLA_POLICY, messagingEvents, type ActorOrigin, type SlaPolicy, type SlaPolicySettings, type UpdateSlaPolicyBody } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { eventOf, recordEvents, runCommand, type DataAccess, type Executor } from '../db/database';
import { changedFields } from '../shared/settings-changes';
import { assertMember } from '../shared/tenancy';
import { slaPolicies, type SlaPolicyRow } from './sla.tables';

const toDto = (row: SlaPolicyRow): SlaPolicy => ({
  inboxId: row.inboxId,
  enabled: row.enabled,
  firstResponseMinutes: row.firstResponseMinutes,
  nextResponseMinutes: row.nextResponseMinutes,
  updatedAt: row.updatedAt.toISOString(),
});

/** The policy in force: null when the workspace has none or it is off. */
export async function activeSlaPolicy(db: Executor, inboxId: string): Promise<SlaPolicyRow | null> {
  const [row] = await db.select().from(slaPolicies).where(eq(slaPolicies.inboxId, inboxId));
  return row?.enabled ? row : null;
}

export async function getSlaPolicy(data: DataAccess, principal: Principal, inboxId: string): Promise<SlaPolicy> {
  await assertMember(data.db, principal, inboxId);
  const [row] = await data.db.select().from(slaPolicies).where(eq(slaPolicies.inboxId, inboxId));
  return row ? toDto(row) : { inboxId, ...DEFAULT_SLA_POLICY, updatedAt: null };
}

/**
 * Saves the policy. A change is announced with the save: the audit log writes it, and the SLA
 * clock redates (or clears) the workspace's open conversations from it (sla-recompute.ts).
 */
export async function updateSlaPolicy(data: DataAccess, principal: Principal, body: UpdateSlaPolicyBody, origin: ActorOrigin): Promise<SlaPolicy> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const [before] = await tx.select().from(slaPolicies).where(eq(slaPolicies.inboxId, body.inboxId)).for('update');
    const values = { ...body, officeId: principal.officeId, updatedAt: new Date() };
    const [row] = await tx.insert(slaPolicies).values(values).onConflictDoUpdate({ target: slaPolicies.inboxId, set: values }).returning();
    const saved = toDto(row);
    const previous: SlaPolicySettings = before ?? DEFAULT_SLA_POLICY;
    const changes = changedFields<SlaPolicySettings>(previous, row, ['enabled', 'firstResponseMinutes', 'nextResponseMinutes']);
    if (changes.length > 0) {
      await recordEvents(tx, [eventOf(messagingEvents.slaPolicyUpdated, row, { settings: saved, changes, actorUserId: principal.userId, origin })]);
    }
    return saved;
  });
}

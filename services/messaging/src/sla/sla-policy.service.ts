import { eq } from 'drizzle-orm';
import { DEFAULT_SLA_POLICY, type SlaPolicy, type UpdateSlaPolicyBody } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { runCommand, type DataAccess, type Executor } from '../db/database';
import { assertMember } from '../shared/tenancy';
import { clearSlaClocks } from './sla-clock';
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

export async function updateSlaPolicy(data: DataAccess, principal: Principal, body: UpdateSlaPolicyBody): Promise<SlaPolicy> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const values = { ...body, officeId: principal.officeId, updatedAt: new Date() };
    const [row] = await tx.insert(slaPolicies).values(values).onConflictDoUpdate({ target: slaPolicies.inboxId, set: values }).returning();
    await clearSlaClocks(tx, body.inboxId);
    return toDto(row);
  });
}

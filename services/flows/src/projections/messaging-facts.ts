import { eq, sql } from 'drizzle-orm';
import type { ConversationSummary, Integration } from '@balcao/contracts';
import type { FlowsTx } from '../db/database';
import { conversations, devices } from '../db/schema';

/** Which flow and agent a device runs (newest fact wins). */
export async function projectDevice(tx: FlowsTx, officeId: string, integration: Integration, seenAt: Date) {
  const row = { id: integration.id, officeId, inboxId: integration.inboxId, flowId: integration.flowId, agentId: integration.agentId, seenAt };
  await tx.insert(devices).values(row).onConflictDoUpdate({ target: devices.id, set: row, setWhere: sql`${devices.seenAt} <= ${seenAt}` });
}

/** A conversation's status and client as its newest summary tells them. */
export async function projectConversation(tx: FlowsTx, officeId: string, summary: ConversationSummary, seenAt: Date) {
  const row = {
    id: summary.id,
    officeId,
    inboxId: summary.inboxId,
    integrationId: summary.integrationId,
    status: summary.status,
    personName: summary.person.name,
    phoneNumber: summary.person.phoneNumber,
    seenAt,
  };
  // Sent when called, so it can go out with the statements around it.
  await tx.insert(conversations).values(row).onConflictDoUpdate({ target: conversations.id, set: row, setWhere: sql`${conversations.seenAt} <= ${seenAt}` }).execute();
}

export async function forgetConversation(tx: FlowsTx, id: string) {
  await tx.delete(conversations).where(eq(conversations.id, id));
}

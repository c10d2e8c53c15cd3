import { eq, sql } from 'drizzle-orm';
import type { ConversationSummary, Integration } from '@balcao/contracts';
import { runPrepared } from '@balcao/service-kit';
import type { FlowsTx } from '../db/database';
import { conversations, devices } from '../db/schema';

/** Which flow and agent a device runs (newest fact wins). */
export async function projectDevice(tx: FlowsTx, officeId: string, integration: Integration, seenAt: Date) {
  const row = { id: integration.id, officeId, inboxId: integration.inboxId, flowId: integration.flowId, agentId: integration.agentId, seenAt };
  await tx.insert(devices).values(row).onConflictDoUpdate({ target: devices.id, set: row, setWhere: sql`${devices.seenAt} <= ${seenAt}` });
}

const PROJECT_CONVERSATION = `
  insert into flows.conversations as c (id, office_id, inbox_id, integration_id, status, person_name, phone_number, seen_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8)
  on conflict (id) do update set office_id = excluded.office_id, inbox_id = excluded.inbox_id, integration_id = excluded.integration_id,
    status = excluded.status, person_name = excluded.person_name, phone_number = excluded.phone_number, seen_at = excluded.seen_at
  where c.seen_at <= excluded.seen_at`;

/** A conversation's status and client as its newest summary tells them (an older fact changes nothing). */
export async function projectConversation(tx: FlowsTx, officeId: string, summary: ConversationSummary, seenAt: Date) {
  // Sent when called, so it can go out with the statements around it; prepared, as it comes with every client message.
  await runPrepared(tx, PROJECT_CONVERSATION, [summary.id, officeId, summary.inboxId, summary.integrationId, summary.status, summary.person.name, summary.person.phoneNumber, seenAt]);
}

export async function forgetConversation(tx: FlowsTx, id: string) {
  await tx.delete(conversations).where(eq(conversations.id, id));
}

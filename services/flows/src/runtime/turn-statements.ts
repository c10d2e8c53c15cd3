import { rowFromJson, runPrepared } from '@balcao/service-kit';
import type { FlowsTx } from '../db/database';
import { conversations, devices, flows, flowSessions, type FlowSessionRow } from '../db/schema';

/**
 * The statements of every client message's turn, as prepared SQL (ARCHITECTURE §5, hot paths):
 * PostgreSQL plans each once per connection and no query builder runs per message. Each is
 * sent when called, so it can go out with the statements around it.
 */

/** The session's row, locked for this turn (the timers take it too); nothing read. */
export function lockSessionRow(tx: FlowsTx, conversationId: string) {
  return runPrepared(tx, 'select 1 from flows.flow_sessions where conversation_id = $1 for update', [conversationId]);
}

// A flow runs only in its own office and workspace (the conversation's): the flow a device or a
// session names in another's (a link forged past messaging) is not read, only told apart from a
// deleted one.
const LOAD_TURN = `
  select to_jsonb(c) as conversation, to_jsonb(d) as device, to_jsonb(s) as session, to_jsonb(f) as flow,
    case when f.id is null and named.id is not null and exists (select 1 from flows.flows x where x.id = named.id) then named.id end as foreign_flow_id
  from flows.conversations c
    left join flows.devices d on d.id = c.integration_id
    left join flows.flow_sessions s on s.conversation_id = c.id
    cross join lateral (select coalesce(s.flow_id, d.flow_id) as id) named
    left join flows.flows f on f.id = named.id and f.office_id = c.office_id and f.inbox_id = c.inbox_id
  where c.id = $1`;

type Json = Record<string, unknown>;

/**
 * What a client's message needs: the conversation, its device, its session and the flow to run
 * (none when the conversation is unknown); `foreignFlowId` when the flow named is of another
 * office or workspace.
 */
export async function loadTurn(tx: FlowsTx, conversationId: string) {
  const { rows } = await runPrepared<{ conversation: Json; device: Json | null; session: Json | null; flow: Json | null; foreign_flow_id: string | null }>(tx, LOAD_TURN, [
    conversationId,
  ]);
  const [row] = rows;
  if (!row) return undefined;
  return {
    conversation: rowFromJson(conversations, row.conversation),
    device: row.device && rowFromJson(devices, row.device),
    session: row.session && rowFromJson(flowSessions, row.session),
    flow: row.flow && rowFromJson(flows, row.flow),
    foreignFlowId: row.foreign_flow_id,
  };
}
export type LoadedTurn = NonNullable<Awaited<ReturnType<typeof loadTurn>>>;

const STORE_SESSION = `
  insert into flows.flow_sessions as s (conversation_id, office_id, inbox_id, flow_id, state, timeout_at, lookup_case_number, lookup_step_id,
    lookup_claimed_at, updated_at)
  values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, null, $9)
  on conflict (conversation_id) do update set office_id = excluded.office_id, inbox_id = excluded.inbox_id, flow_id = excluded.flow_id,
    state = excluded.state, timeout_at = excluded.timeout_at, lookup_case_number = excluded.lookup_case_number,
    lookup_step_id = excluded.lookup_step_id, lookup_claimed_at = null, updated_at = excluded.updated_at`;

/** A turn's session, new or replacing the one before (a lookup to run is unclaimed). */
export function storeSession(
  tx: FlowsTx,
  session: Pick<FlowSessionRow, 'conversationId' | 'officeId' | 'inboxId' | 'flowId' | 'state' | 'timeoutAt' | 'lookupCaseNumber' | 'lookupStepId' | 'updatedAt'>,
) {
  return runPrepared(tx, STORE_SESSION, [
    session.conversationId,
    session.officeId,
    session.inboxId,
    session.flowId,
    JSON.stringify(session.state),
    session.timeoutAt,
    session.lookupCaseNumber,
    session.lookupStepId,
    session.updatedAt,
  ]);
}

import type { ConversationSummary, Message } from '@balcao/contracts';
import { rowFromJson, runPrepared } from '@balcao/service-kit';
import type { AnsweringAgent } from '../answering/answer-turn';
import type { FaqEntry } from '../answering/faq-answerer';
import type { AgentsTx } from '../db/database';
import { agents, agentSessions, runtimeConversations, type AgentRow, type AgentSessionRow } from '../db/schema';

/**
 * The statements of every client message's turn and every answer, as prepared SQL (ARCHITECTURE
 * §5, hot paths): PostgreSQL plans each once per connection and no query builder runs per
 * message. Each is sent when called, so it goes out with the statements around it.
 */

type Json = Record<string, unknown>;

const STORE_CONVERSATION = `
  with stored as (
    insert into agents.conversations as c (id, office_id, inbox_id, integration_id, status, person_name, seen_at)
    values ($1, $2, $3, $4, $5, $6, $7)
    on conflict (id) do update set office_id = excluded.office_id, inbox_id = excluded.inbox_id, integration_id = excluded.integration_id,
      status = excluded.status, person_name = excluded.person_name, seen_at = excluded.seen_at
    where c.seen_at <= excluded.seen_at
    returning c.*
  )
  select to_jsonb(stored) as conversation from stored
  union all
  select to_jsonb(c) from agents.conversations c where c.id = $1 and not exists (select 1 from stored)`;

/** What messaging says of a conversation, unless a newer fact was stored already; answers the conversation as it now stands. */
export async function storeConversation(tx: AgentsTx, officeId: string, summary: ConversationSummary, seenAt: Date) {
  const values = [summary.id, officeId, summary.inboxId, summary.integrationId, summary.status, summary.person.name, seenAt];
  const { rows } = await runPrepared<{ conversation: Json }>(tx, STORE_CONVERSATION, values);
  return rows[0] && rowFromJson(runtimeConversations, rows[0].conversation);
}

/**
 * Whether a fact stored here after `since` says the robot holds the conversation: a client's
 * message whose event saw it held by a person is then the robot's to answer after all.
 */
export async function robotHoldsSince(db: Pick<AgentsTx, 'execute'>, conversationId: string, since: Date) {
  const { rows } = await runPrepared(db, "select 1 from agents.conversations c where c.id = $1 and c.status = 'ROBOT_INTERACTIVE' and c.seen_at > $2", [conversationId, since]);
  return rows.length > 0;
}

/** The conversation as this service knows it (none before messaging's first fact of it). */
export async function loadConversation(tx: AgentsTx, conversationId: string) {
  const { rows } = await runPrepared<{ conversation: Json }>(tx, 'select to_jsonb(c) as conversation from agents.conversations c where c.id = $1', [conversationId]);
  return rows[0] && rowFromJson(runtimeConversations, rows[0].conversation);
}

/** A person took it over, or it ended: the session ends, unless a newer fact of the conversation was stored. */
export function endSessionUnlessNewer(tx: AgentsTx, conversationId: string, seenAt: Date) {
  return runPrepared(
    tx,
    `delete from agents.agent_sessions s where s.conversation_id = $1
       and not exists (select 1 from agents.conversations c where c.id = $1 and c.seen_at > $2)`,
    [conversationId, seenAt],
  );
}

/** The client messages that came before their conversation was known, taken to run now. */
export async function takeEarlyMessages(tx: AgentsTx, conversationId: string) {
  const { rows } = await runPrepared<{ event_id: string; message: Message }>(
    tx,
    'delete from agents.early_messages where conversation_id = $1 returning event_id, message',
    [conversationId],
  );
  return rows.map((row) => ({ eventId: row.event_id, message: row.message }));
}

// The device's agent answers only in its own office and workspace (the conversation's): another's
// link (forged past messaging) reads none of that agent's settings or trainings.
const ANSWERING_CONTEXT = `
  select scope.ok as in_scope, a.id as agent_id, case when scope.ok then to_jsonb(a) end as agent, m.price,
    coalesce((select json_agg(json_build_object('id', t.id, 'question', t.question, 'answer', t.answer) order by t.created_at, t.id)
      from agents.trainings t where scope.ok and t.agent_id = a.id and t.is_active), '[]'::json) as trainings,
    (select oc.available from agents.office_credits oc where oc.office_id = c.office_id) as credits
  from agents.conversations c
    join agents.integrations i on i.id = c.integration_id
    join agents.agents a on a.id = i.agent_id
    cross join lateral (select a.office_id = c.office_id and a.inbox_id = c.inbox_id as ok) scope
    left join agents.agent_models m on m.id = a.agent_model_id
  where c.id = $1`;

/** What answering a conversation's client needs: its device's agent, what it answers from, and whether the office has credits left. */
export interface AnsweringContext {
  agent: AgentRow;
  subject: AnsweringAgent | null;
  noCredits: boolean;
}

/** The device links an agent of another office or workspace: nothing of it is read, only its id (for the log). */
export interface ForeignAgent {
  foreignAgentId: string;
}

/**
 * What answering the conversation's client needs: its device's agent with its active trainings
 * and price, and whether the office has credits left (billing's last word; an office billing
 * never mentioned has). None when the device runs no agent; ForeignAgent when it links one of
 * another office or workspace.
 */
export async function loadAnsweringContext(tx: AgentsTx, conversationId: string): Promise<AnsweringContext | ForeignAgent | undefined> {
  const { rows } = await runPrepared<{ in_scope: boolean; agent_id: string; agent: Json | null; price: number | null; trainings: FaqEntry[]; credits: number | null }>(
    tx,
    ANSWERING_CONTEXT,
    [conversationId],
  );
  const [row] = rows;
  if (!row) return undefined;
  if (!row.in_scope || !row.agent) return { foreignAgentId: row.agent_id };
  const agent = rowFromJson(agents, row.agent);
  const subject: AnsweringAgent | null = row.price === null ? null : { agent, trainings: row.trainings, price: row.price };
  return { agent, subject, noCredits: row.credits !== null && row.credits <= 0 };
}

/** The conversation's session, locked for this turn (the timers take it too). */
export async function lockSession(tx: AgentsTx, conversationId: string) {
  const { rows } = await runPrepared<{ session: Json }>(tx, 'select to_jsonb(s) as session from agents.agent_sessions s where s.conversation_id = $1 for update', [conversationId]);
  return rows[0] && rowFromJson(agentSessions, rows[0].session);
}

const STORE_SESSION = `
  insert into agents.agent_sessions as s (conversation_id, office_id, inbox_id, agent_id, history, answer_due_at, idle_due_at, idle_step, updated_at, claimed_at, claimed_count)
  values ($1, $2, $3, $4, $5::jsonb, $6, null, 0, $7, $8, $9)
  on conflict (conversation_id) do update set office_id = excluded.office_id, inbox_id = excluded.inbox_id, agent_id = excluded.agent_id,
    history = excluded.history, answer_due_at = excluded.answer_due_at, idle_due_at = null, idle_step = 0, updated_at = excluded.updated_at,
    claimed_at = case when $10 then excluded.claimed_at else s.claimed_at end,
    claimed_count = case when $10 then excluded.claimed_count else s.claimed_count end`;

/** A client's turn: the session's history and due time, claimed by this replica when `claimed` says so (else the claim stays as it was). */
export function storeSession(
  tx: AgentsTx,
  session: Pick<AgentSessionRow, 'conversationId' | 'officeId' | 'inboxId' | 'agentId' | 'history' | 'answerDueAt' | 'updatedAt'>,
  claimed: { claimedAt: Date; claimedCount: number } | null,
) {
  return runPrepared(tx, STORE_SESSION, [
    session.conversationId,
    session.officeId,
    session.inboxId,
    session.agentId,
    JSON.stringify(session.history),
    session.answerDueAt,
    session.updatedAt,
    claimed?.claimedAt ?? null,
    claimed?.claimedCount ?? null,
    claimed !== null,
  ]);
}

const CLAIMED_SESSIONS = `
  select to_jsonb(s) as session, to_jsonb(a) as agent, to_jsonb(c) as conversation
  from agents.agent_sessions s
    left join agents.agents a on a.id = s.agent_id and a.office_id = s.office_id and a.inbox_id = s.inbox_id
    left join agents.conversations c on c.id = s.conversation_id
  where s.conversation_id = any($1::uuid[])
  order by s.conversation_id
  for update of s`;

/** The sessions of these conversations, locked, each with its agent (none unless of the session's office and workspace) and conversation as they are now. */
export async function lockClaimedSessions(tx: AgentsTx, conversationIds: string[]) {
  const { rows } = await runPrepared<{ session: Json; agent: Json | null; conversation: Json | null }>(tx, CLAIMED_SESSIONS, [conversationIds]);
  return rows.map((row) => ({
    session: rowFromJson(agentSessions, row.session),
    agent: row.agent && rowFromJson(agents, row.agent),
    conversation: row.conversation && rowFromJson(runtimeConversations, row.conversation),
  }));
}

/** Sessions whose agent stopped (it handed over, it is gone, no credits): they end. */
export function endSessions(tx: AgentsTx, conversationIds: string[]) {
  return runPrepared(tx, 'delete from agents.agent_sessions where conversation_id = any($1::uuid[])', [conversationIds]);
}

/** Each answered session's next state: its history with the answer, and when its next turn or idle action is due. */
export function storeAnsweredSessions(
  tx: AgentsTx,
  next: Array<{ conversation_id: string; history: unknown[]; answer_due_at: string | null; idle_due_at: string | null }>,
) {
  return runPrepared(
    tx,
    `update agents.agent_sessions s set history = next.history, claimed_at = null, claimed_count = null,
       answer_due_at = next.answer_due_at, idle_due_at = next.idle_due_at, idle_step = 0, updated_at = now()
     from jsonb_to_recordset($1::jsonb) as next(conversation_id uuid, history jsonb, answer_due_at timestamptz, idle_due_at timestamptz)
     where s.conversation_id = next.conversation_id`,
    [JSON.stringify(next)],
  );
}

import { index, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChatTurnMessage, ConversationStatus, Message } from '@balcao/contracts';
import { agentsSchema, createdAtColumn } from './agents-schema';

/** A conversation's device, status and client, from messaging's events: whether the agent still runs it. */
export const runtimeConversations = agentsSchema.table('conversations', {
  id: uuid('id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  inboxId: uuid('inbox_id').notNull(),
  integrationId: uuid('integration_id').notNull(),
  status: text('status').$type<ConversationStatus>().notNull(),
  personName: text('person_name'),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
export type RuntimeConversationRow = typeof runtimeConversations.$inferSelect;

/**
 * A client's message that arrived before its conversation did (the bus orders each event
 * type, not types between them): it runs once the conversation is known.
 */
export const earlyMessages = agentsSchema.table('early_messages', {
  eventId: uuid('event_id').primaryKey(),
  conversationId: uuid('conversation_id').notNull(),
  message: jsonb('message').$type<Message>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An agent's conversation with a client. `answerDueAt`: the client's turn waits this long
 * (responseDelaySeconds) gathering their messages; `claimedAt`/`claimedCount`: a worker is
 * answering the first `claimedCount` messages (taken again when a crash left it);
 * `idleDueAt`/`idleStep`: the next idle action and how many already fired.
 */
export const agentSessions = agentsSchema.table(
  'agent_sessions',
  {
    conversationId: uuid('conversation_id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    agentId: uuid('agent_id').notNull(),
    history: jsonb('history').$type<ChatTurnMessage[]>().notNull(),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedCount: integer('claimed_count'),
    idleDueAt: timestamp('idle_due_at', { withTimezone: true }),
    idleStep: integer('idle_step').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_sessions_answer_due_idx').on(table.answerDueAt), index('agent_sessions_idle_due_idx').on(table.idleDueAt)],
);
export type AgentSessionRow = typeof agentSessions.$inferSelect;

/**
 * The office's AI-credit balance as billing last told it (`version` orders its events). An office
 * billing never mentioned is not in it, and its agents answer.
 */
export const officeCredits = agentsSchema.table('office_credits', {
  officeId: uuid('office_id').primaryKey(),
  available: integer('available').notNull(),
  version: integer('version').notNull(),
});

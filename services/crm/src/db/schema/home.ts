import { bigint, boolean, date, index, integer, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CaseLookup, ConversationStatus } from '@balcao/contracts';
import { crmSchema } from './crm-schema';

/**
 * The home dashboard's projection (spec 2 §2.7), fed only by events. Every row is keyed by the
 * fact it records and `version_at` is the occurredAt of the newest event applied, so a
 * redelivered or late event changes nothing. Rebuilt from the stream by rebuild-home.cli.ts.
 * The migration adds INCLUDE columns to the dashboard's indexes (drizzle cannot say it) so
 * the reads are index-only scans.
 */
export const homeConversations = crmSchema.table(
  'home_conversations',
  {
    id: uuid('id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    personId: uuid('person_id'),
    personName: text('person_name'),
    phoneNumber: text('phone_number'),
    userName: text('user_name'),
    status: text('status').$type<ConversationStatus>(),
    /** The last message is the client's: the office owes an answer. */
    awaitingReply: boolean('awaiting_reply').notNull().default(false),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }),
    versionAt: timestamp('version_at', { withTimezone: true }).notNull(),
    /** A tombstone, so a late summary does not bring a deleted conversation back. */
    deleted: boolean('deleted').notNull().default(false),
  },
  (table) => [
    index('home_conversations_activity_idx').on(table.inboxId, table.lastActivityAt),
    index('home_conversations_created_idx').on(table.inboxId, table.createdAt),
  ],
);

/** One row per message (what answer times are computed from, per conversation). */
export const homeMessages = crmSchema.table(
  'home_messages',
  {
    id: uuid('id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    conversationId: uuid('conversation_id').notNull(),
    inbound: boolean('inbound').notNull(),
    /** An attendant's or an AI agent's message (a flow's automated text does not answer). */
    isReply: boolean('is_reply').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('home_messages_conversation_idx').on(table.conversationId, table.at)],
);

/** Messages per workspace and day (Brazil), counted once per message id. */
export const homeMessageDays = crmSchema.table(
  'home_message_days',
  {
    inboxId: uuid('inbox_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    officeId: uuid('office_id').notNull(),
    messages: integer('messages').notNull(),
  },
  (table) => [primaryKey({ name: 'home_message_days_pk', columns: [table.inboxId, table.day] })],
);

/**
 * Conversations started per workspace and day (Brazil): 'Atendimentos Realizados' sums these, so a
 * period never counts conversations. A conversation is counted when its row is first written
 * (with its start) and taken back when it is deleted.
 */
export const homeConversationDays = crmSchema.table(
  'home_conversation_days',
  {
    inboxId: uuid('inbox_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    officeId: uuid('office_id').notNull(),
    started: integer('started').notNull(),
  },
  (table) => [primaryKey({ name: 'home_conversation_days_pk', columns: [table.inboxId, table.day] })],
);

/** A client's message (the first of a waiting run) and the office's first reply to it. */
export const homeAnswers = crmSchema.table(
  'home_answers',
  {
    conversationId: uuid('conversation_id').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    seconds: integer('seconds').notNull(),
  },
  (table) => [
    primaryKey({ name: 'home_answers_pk', columns: [table.conversationId, table.askedAt] }),
    index('home_answers_inbox_idx').on(table.inboxId, table.answeredAt),
  ],
);

/**
 * Answers per workspace and day (Brazil), kept with the answers: what the dashboard sums, so a
 * period's figures never scan the answers. `conversations` counts each conversation once per day.
 */
export const homeAnswerDays = crmSchema.table(
  'home_answer_days',
  {
    inboxId: uuid('inbox_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    officeId: uuid('office_id').notNull(),
    answers: integer('answers').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
    conversations: integer('conversations').notNull(),
  },
  (table) => [primaryKey({ name: 'home_answer_days_pk', columns: [table.inboxId, table.day] })],
);

export const homeLeads = crmSchema.table(
  'home_leads',
  {
    id: uuid('id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }),
    /** The legal area (a custom field or a tag named for it), null when none is set. */
    area: text('area'),
    versionAt: timestamp('version_at', { withTimezone: true }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (table) => [index('home_leads_created_idx').on(table.inboxId, table.createdAt)],
);

/** Court-case lookups of clients (flows' and agents' events): 'Consultas recentes'. */
export const homeCaseLookups = crmSchema.table(
  'home_case_lookups',
  {
    id: uuid('id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    conversationId: uuid('conversation_id'),
    personName: text('person_name'),
    phoneNumber: text('phone_number'),
    caseNumber: text('case_number').notNull(),
    status: text('status').$type<CaseLookup['status']>().notNull(),
    tribunal: text('tribunal'),
    summary: text('summary'),
    source: text('source').$type<CaseLookup['source']>().notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('home_case_lookups_inbox_idx').on(table.inboxId, table.searchedAt)],
);

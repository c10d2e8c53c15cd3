import { index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FlowColor, FlowContent, FlowSessionState } from '@balcao/contracts';
import { createdAtColumn, flowsSchema, idColumn, updatedAtColumn } from './flows-schema';

/** A service flow of a workspace: its steps are one JSON document, saved whole by the editor. */
export const flows = flowsSchema.table(
  'flows',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').$type<FlowColor>().notNull(),
    content: jsonb('content').$type<FlowContent>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('flows_inbox_idx').on(table.inboxId, table.createdAt)],
);
export type FlowRow = typeof flows.$inferSelect;

/**
 * Where one conversation stands in its flow. `timeoutAt` is when the waiting step gives up
 * (the timer fires it even if the client never writes); `lookupCaseNumber` marks a court-case
 * lookup to run (kept until its result is applied; `lookupClaimedAt` is when a worker took it, so a lookup a crash cut off is taken again).
 */
export const flowSessions = flowsSchema.table(
  'flow_sessions',
  {
    conversationId: uuid('conversation_id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    flowId: uuid('flow_id').notNull(),
    state: jsonb('state').$type<FlowSessionState>().notNull(),
    timeoutAt: timestamp('timeout_at', { withTimezone: true }),
    lookupCaseNumber: text('lookup_case_number'),
    lookupStepId: text('lookup_step_id'),
    lookupClaimedAt: timestamp('lookup_claimed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('flow_sessions_timeout_idx').on(table.timeoutAt),
    index('flow_sessions_lookup_idx').on(table.lookupClaimedAt),
  ],
);
export type FlowSessionRow = typeof flowSessions.$inferSelect;

/** Every court-case lookup a flow made: the dashboard's 'Consultas recentes'. */
export const caseLookups = flowsSchema.table(
  'case_lookups',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    conversationId: uuid('conversation_id'),
    personName: text('person_name'),
    phoneNumber: text('phone_number'),
    caseNumber: text('case_number').notNull(),
    status: text('status').notNull(),
    tribunal: text('tribunal'),
    summary: text('summary'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('case_lookups_inbox_idx').on(table.inboxId, table.createdAt)],
);


/**
 * Court-case consultations an office made in one calendar month (São Paulo), flows' and agents'
 * together: the plan's monthly limit is counted here (agents reserve theirs over request/reply).
 */
export const caseConsultationMonths = flowsSchema.table(
  'case_consultation_months',
  {
    officeId: uuid('office_id').notNull(),
    /** 'YYYY-MM' in America/Sao_Paulo. */
    month: text('month').notNull(),
    used: integer('used').notNull().default(0),
    /** When a consultation was first refused this month (the managers are told once). */
    exhaustedAt: timestamp('exhausted_at', { withTimezone: true }),
    updatedAt: updatedAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.officeId, table.month] })],
);

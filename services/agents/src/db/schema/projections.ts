import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agentsSchema } from './agents-schema';

/**
 * messaging's devices and the agent each runs, fed by its integration events (ARCHITECTURE §2):
 * an agent is active while a device links it. `seen_at` keeps the newest event's facts.
 */
export const integrations = agentsSchema.table(
  'integrations',
  {
    id: uuid('id').primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    name: text('name').notNull(),
    agentId: uuid('agent_id'),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('integrations_agent_idx').on(table.agentId)],
);
export type IntegrationRow = typeof integrations.$inferSelect;

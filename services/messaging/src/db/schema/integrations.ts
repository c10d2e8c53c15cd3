import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IntegrationStatus } from '@balcao/contracts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { messagingSchema } from './messaging-schema';

/** A device: one WhatsApp number linked to a workspace (spec 1 §3). */
export const integrations = messagingSchema.table(
  'integrations',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    name: text('name').notNull(),
    channel: text('channel').$type<'LITE_WHATSAPP'>().notNull(),
    status: text('status').$type<IntegrationStatus>().notNull().default('pending'),
    phoneNumber: text('phone_number'),
    /** Other services' records (flows, crm, agents): referenced by id, never joined. */
    flowId: uuid('flow_id'),
    funnelId: uuid('funnel_id'),
    agentId: uuid('agent_id'),
    qrCode: text('qr_code'),
    /** When the user last asked for a QR code: a new one is refused for 120 s after it. */
    qrCodeIssuedAt: timestamp('qr_code_issued_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('integrations_inbox_created_idx').on(table.inboxId, table.createdAt)],
);

export type IntegrationRow = typeof integrations.$inferSelect;

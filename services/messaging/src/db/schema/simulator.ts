import { sql } from 'drizzle-orm';
import { bigserial, boolean, customType, index, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { IntegrationStatus, MessageStatus, MessageType } from '@balcao/contracts';
import { createdAtColumn } from './columns';
import { messagingSchema } from './messaging-schema';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The simulator's side of a device: its pairing and the phone number it got (kept across restarts). */
export const simulatorDevices = messagingSchema.table(
  'simulator_devices',
  {
    integrationId: uuid('integration_id').primaryKey(),
    status: text('status').$type<IntegrationStatus>().notNull(),
    qrCode: text('qr_code'),
    phoneNumber: text('phone_number'),
    /** sha256 of the secret of the phone that scanned the QR code; a new QR code clears it. */
    phoneTokenHash: text('phone_token_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('simulator_devices_qr_unique').on(table.qrCode).where(sql`qr_code is not null`),
    index('simulator_devices_phone_idx').on(table.phoneTokenHash).where(sql`phone_token_hash is not null`),
  ],
);

/** What each simulated client phone sent to and received from a device. */
export const simulatorMessages = messagingSchema.table(
  'simulator_messages',
  {
    integrationId: uuid('integration_id').notNull(),
    id: text('id').notNull(),
    /** Arrival order of the chat (ids are the provider's, not time-ordered). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    phone: text('phone').notNull(),
    sender: text('sender').$type<'phone' | 'office'>().notNull(),
    senderName: text('sender_name'),
    type: text('type').$type<MessageType>().notNull(),
    text: text('text'),
    caption: text('caption'),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    status: text('status').$type<MessageStatus>(),
    /** The office deleted it for everyone. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    quotedId: text('quoted_id'),
    reactionToId: text('reaction_to_id'),
    /**
     * A phone's message not yet handed to the office: the replica driving the device could not be
     * reached, so the phone keeps it (as WhatsApp's server does for an offline linked device)
     * until the device's next holder delivers it, in order.
     */
    awaitingDelivery: boolean('awaiting_delivery').notNull().default(false),
    /** The file of such a message, kept only until it is delivered. */
    keptFile: bytea('kept_file'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.integrationId, table.id] }),
    index('simulator_messages_chat_idx').on(table.integrationId, table.phone, table.seq),
    index('simulator_messages_awaiting_idx').on(table.integrationId, table.seq).where(sql`awaiting_delivery`),
  ],
);

import { sql } from 'drizzle-orm';
import { customType, index, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messagingSchema } from '../../db/schema/messaging-schema';

/**
 * A jsonb column handled as JSON text, because the text is written with Baileys' BufferJSON
 * replacer. (Drizzle's own jsonb re-parses string values it reads back, which turns a stored
 * "5521998765432" into a number.) pg hands jsonb over already parsed.
 */
const jsonText = customType<{ data: string; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (json) => json,
  fromDriver: (value) => JSON.stringify(value),
});

/**
 * Baileys session keys of each WhatsApp device (integration): the `creds` row plus one row per
 * signal key (`<type>-<id>`, e.g. `pre-key-12`, `session-5511…`, `lid-mapping-…_reverse`).
 * Values are JSON written with Baileys' BufferJSON replacer, so byte fields survive as base64.
 */
export const baileysAuthState = messagingSchema.table(
  'baileys_auth_state',
  {
    integrationId: uuid('integration_id').notNull(),
    key: text('key').notNull(),
    value: jsonText('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'baileys_auth_state_pk', columns: [table.integrationId, table.key] }),
    // The resume loop lists paired devices every few seconds; keep it off the key rows.
    index('baileys_auth_state_creds_idx').on(table.integrationId).where(sql`"key" = 'creds'`),
  ],
);

export type BaileysAuthStateRow = typeof baileysAuthState.$inferSelect;

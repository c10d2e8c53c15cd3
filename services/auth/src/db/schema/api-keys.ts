import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSchema } from './auth-schema';
import { offices } from './offices';
import { users } from './users';

/**
 * An office's API keys (issue 41). Only the SHA-256 of the key is kept: the key carries 256 random
 * bits, so a fast hash cannot be brute-forced and a slow password hash would only slow every call.
 */
export const apiKeys = authSchema.table(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `conversas:read`, `crm:write`… (API_KEY_SCOPES). */
    scopes: text('scopes').array().notNull(),
    /** The workspaces the key reaches; null reaches every workspace of the office, also later ones. */
    inboxIds: uuid('inbox_ids').array(),
    /** Hex SHA-256 of the whole key. */
    secretHash: text('secret_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so the list still says who created it after that user is removed. */
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('api_keys_office_created_idx').on(table.officeId, table.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

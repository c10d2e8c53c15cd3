import { index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSchema } from './auth-schema';
import { offices } from './offices';
import { users } from './users';

/** One-time password-reset links; only the SHA-256 of the token is kept. */
export const passwordResets = authSchema.table(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/** The onboarding WhatsApp code in flight, one per office. */
export const phoneVerifications = authSchema.table('phone_verifications', {
  officeId: uuid('office_id')
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

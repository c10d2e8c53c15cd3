import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_NOTIFICATION_SOUND } from '@balcao/contracts';
import { v7 as uuidv7 } from 'uuid';
import { authSchema } from './auth-schema';
import { inboxes } from './inboxes';
import { offices } from './offices';
import { roles } from './roles';

export const users = authSchema.table(
  'users',
  {
    id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Stored lower-case; unique across the platform. */
    email: text('email').notNull(),
    contact: text('contact'),
    document: text('document'),
    imageUrl: text('image_url'),
    passwordHash: text('password_hash').notNull(),
    /** Raised when the password changes (or the office is archived): tokens of an older version are refused. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Empty string means the sound is disabled. */
    notificationSound: text('notification_sound').notNull().default(DEFAULT_NOTIFICATION_SOUND),
    lastInboxUsed: uuid('last_inbox_used').references(() => inboxes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_email_unique_idx').on(sql`lower(${table.email})`),
    index('users_office_name_idx').on(table.officeId, table.name),
    index('users_role_id_idx').on(table.roleId),
  ],
);

/** Which workspaces a user belongs to. */
export const userInboxes = authSchema.table(
  'user_inboxes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inboxId: uuid('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.inboxId] }), index('user_inboxes_inbox_id_idx').on(table.inboxId)],
);

export type UserRow = typeof users.$inferSelect;

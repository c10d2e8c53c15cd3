import { boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { authSchema } from './auth-schema';

export const offices = authSchema.table('offices', {
  id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
  name: text('name').notNull(),
  email: text('email'),
  /** Digits with the 55 country code. */
  phoneNumber: text('phone_number'),
  isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
  inOnboarding: boolean('in_onboarding').notNull().default(true),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type OfficeRow = typeof offices.$inferSelect;

import { boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssignmentMode } from '@balcao/contracts';
import { messagingSchema } from './messaging-schema';

/**
 * A workspace's auto-assignment (issue 40 §2) and rating window; no row reads as off, the
 * default capacity and the 24 h window. `lastAssignedUserId` is where round-robin resumes.
 */
export const assignmentSettings = messagingSchema.table('assignment_settings', {
  inboxId: uuid('inbox_id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  mode: text('mode').$type<AssignmentMode>().notNull().default('off'),
  capacity: integer('capacity').notNull(),
  ratingWindowHours: integer('rating_window_hours').notNull(),
  lastAssignedUserId: uuid('last_assigned_user_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AssignmentSettingsRow = typeof assignmentSettings.$inferSelect;

/** The user's own 'Disponível / Ausente' switch; no row reads as available. Presence (Redis) stays the truth for 'online'. */
export const userAvailability = messagingSchema.table('user_availability', {
  userId: uuid('user_id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  available: boolean('available').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

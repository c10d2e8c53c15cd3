import { sql } from 'drizzle-orm';
import { boolean, index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { authSchema } from './auth-schema';
import { offices } from './offices';

/** Profiles ('Times'): named sets of permission codes. */
export const roles = authSchema.table(
  'roles',
  {
    id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The office's 'Gestor' profile: never edited nor deleted. */
    isProtected: boolean('is_protected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('roles_office_id_idx').on(table.officeId, table.createdAt),
    uniqueIndex('roles_office_name_unique_idx').on(table.officeId, sql`lower(${table.name})`),
  ],
);

export type RoleRow = typeof roles.$inferSelect;

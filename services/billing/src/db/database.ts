import { fileURLToPath } from 'node:url';
import { commandsFor, openServiceDatabase, type CommandData, type Database, type DatabaseConnection, type Transaction } from '@balcao/service-kit';
import * as schema from './schema';
import { outbox } from './schema';

export type BillingDatabase = Database<typeof schema>;
export type BillingTx = Transaction<typeof schema>;
/** Reads work the same inside a command's transaction or straight on the pool. */
export type Executor = BillingDatabase | BillingTx;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function openBillingDatabase(connection: DatabaseConnection): Promise<BillingDatabase> {
  return openServiceDatabase(connection, { schemaName: 'billing', migrationsFolder: MIGRATIONS_FOLDER, tables: schema });
}

/** What every feature's logic is given: the database and the relay that publishes committed events. */
export type DataAccess = CommandData<typeof schema>;

export const { runCommand, recordEvents } = commandsFor<typeof schema>(outbox);
export { eventOf, isUniqueViolation, type PendingEvent } from '@balcao/service-kit';

import { fileURLToPath } from 'node:url';
import { commandsFor, openServiceDatabase, type CommandData, type Database, type DatabaseConnection, type Transaction } from '@balcao/service-kit';
import * as schema from './schema';
import { outbox } from './schema';

export type AgentsDatabase = Database<typeof schema>;
export type AgentsTx = Transaction<typeof schema>;
/** Reads work the same inside a command's transaction or straight on the pool. */
export type Executor = AgentsDatabase | AgentsTx;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function openAgentsDatabase(connection: DatabaseConnection): Promise<AgentsDatabase> {
  return openServiceDatabase(connection, { schemaName: 'agents', migrationsFolder: MIGRATIONS_FOLDER, tables: schema });
}

/** What every feature's logic is given: the database and the relay that publishes committed events. */
export type DataAccess = CommandData<typeof schema>;

export const { runCommand, recordEvents } = commandsFor<typeof schema>(outbox);
export { eventOf, isUniqueViolation, type PendingEvent } from '@balcao/service-kit';

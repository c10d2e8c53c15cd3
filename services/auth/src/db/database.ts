import { eq } from 'drizzle-orm';
import { addToOutbox, type Database, type EventInput, type Transaction } from '@balcao/service-kit';
import { authEvents, type EventDefinition } from '@balcao/contracts';
import type { z } from 'zod';
import { apiKeys, auditLog, handledEvents, inboxes, offices, outbox, passwordResets, phoneVerifications, roles, userInboxes, users } from './schema';

/** auth's Postgres schema: its tables and its projection of billing's access events (office_access). */
export const AUTH_SCHEMA = 'auth';

export const tables = { offices, inboxes, roles, users, userInboxes, passwordResets, phoneVerifications, apiKeys, auditLog, outbox, handledEvents };

export type AuthDatabase = Database<typeof tables>;
export type AuthTx = Transaction<typeof tables>;
/** Reads work the same inside a command's transaction or straight on the pool. */
export type Executor = AuthDatabase | AuthTx;

/** What every feature's logic is given: the database, the relay to wake after a commit, and the sessions to re-read when users change. */
export interface DataAccess {
  db: AuthDatabase;
  relay: { wake(): void };
  sessions: { forget(userId: string): void };
}

/** The users whose events a command's transaction wrote: their cached session state is stale once it commits. */
const changedUsers = new WeakMap<AuthTx, Set<string>>();

/** One command = one transaction; the events it wrote are published right after the commit. */
export async function runCommand<T>(data: DataAccess, work: (tx: AuthTx) => Promise<T>): Promise<T> {
  const changed = new Set<string>();
  const result = await data.db.transaction(async (tx) => {
    changedUsers.set(tx, changed);
    return work(tx);
  });
  for (const userId of changed) data.sessions.forget(userId);
  data.relay.wake();
  return result;
}

export function recordEvent<TType extends string, TPayload extends z.ZodType>(
  tx: AuthTx,
  definition: EventDefinition<TType, TPayload>,
  input: EventInput<z.infer<TPayload>>,
) {
  if (definition.type === authEvents.userUpdated.type || definition.type === authEvents.userDeleted.type)
    changedUsers.get(tx)?.add((input.payload as { id: string }).id);
  return addToOutbox(tx, outbox, definition, input);
}

export { isUniqueViolation } from '@balcao/service-kit';

/**
 * Serialises the commands of one office that check a count before changing it (the last
 * Gestor, the last workspace), so two concurrent requests cannot both pass the check.
 */
export async function lockOffice(tx: AuthTx, officeId: string) {
  await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, officeId)).for('update');
}

import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { KeyValueStore, Principal } from '@balcao/service-kit';

/** Long enough to open the socket after asking; short enough that a logged URL is useless. */
export const REALTIME_TICKET_TTL_SECONDS = 30;

/** 32 random bytes, base64url. */
const TICKET_SHAPE = /^[\w-]{43}$/;

/** The store keeps a hash: whoever reads the store's keys cannot open a socket with them. */
const keyOf = (ticket: string) => `realtime-ticket:${createHash('sha256').update(ticket).digest('base64url')}`;

/** Who asked the ticket, as their token said at that moment. */
const ZTicketHolder = z.object({
  userId: z.string(),
  officeId: z.string(),
  roleId: z.string(),
  permissions: z.array(z.string()),
  isManager: z.boolean(),
  /** The token's session version (a password change raises the user's), for the session check. */
  sessionVersion: z.number().int().optional(),
});
export type TicketHolder = Principal & { sessionVersion?: number };

/** A one-use ticket for the socket, kept in the shared store so any replica accepts it. */
export async function issueRealtimeTicket(store: KeyValueStore, holder: TicketHolder, ttlSeconds: number): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await store.set(keyOf(ticket), JSON.stringify(ZTicketHolder.parse(holder)), ttlSeconds);
  return ticket;
}

/**
 * The one place a socket's principal is built: from its ticket, taken once (a used, expired,
 * unknown or forged ticket gives null). A store that does not answer throws.
 */
export async function socketPrincipalOf(store: KeyValueStore, ticket: string | undefined): Promise<TicketHolder | null> {
  if (ticket === undefined || !TICKET_SHAPE.test(ticket)) return null;
  const stored = await store.take(keyOf(ticket));
  if (stored === null) return null;
  const holder = ZTicketHolder.safeParse(JSON.parse(stored));
  return holder.success ? Object.freeze(holder.data) : null;
}

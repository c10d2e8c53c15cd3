import { z } from 'zod';

export const REALTIME_TICKET_PATH = '/api/realtime/ticket';

/**
 * `POST /api/realtime/ticket` (Bearer): a one-use ticket that opens the realtime socket
 * (`/api/realtime?ticket=…`) within `expiresIn` seconds. The session's long-lived token never
 * travels in the socket's URL, which proxies and access logs keep.
 */
export const ZRealtimeTicket = z.object({ ticket: z.string(), expiresIn: z.number().int().positive() });
export type RealtimeTicket = z.infer<typeof ZRealtimeTicket>;

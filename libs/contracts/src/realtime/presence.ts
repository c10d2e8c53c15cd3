import { z } from 'zod';

/** `GET /api/presence?inboxId`: members of the workspace with the app open now (notifications service). */
export const ZPresenceQuery = z.object({ inboxId: z.string({ error: 'O campo é obrigatório' }).min(1, 'O campo é obrigatório') });
export type PresenceQuery = z.infer<typeof ZPresenceQuery>;

export const ZPresenceResponse = z.object({ online: z.array(z.object({ userId: z.string(), name: z.string() })) });
export type PresenceResponse = z.infer<typeof ZPresenceResponse>;

import { z } from 'zod';
import { messages } from '../common/zod-pt-br';

export const ZInbox = z.object({ id: z.string(), name: z.string(), officeId: z.string(), createdAt: z.string() });
export type Inbox = z.infer<typeof ZInbox>;

export const ZInboxBody = z.object({
  name: z.string({ error: messages.required }).trim().min(1, messages.required).max(80),
  /** The spec's payload carries it; the token's office is what counts. */
  officeId: z.string().optional(),
});
export type InboxBody = z.infer<typeof ZInboxBody>;

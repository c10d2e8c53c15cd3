import { and, eq, ne } from 'drizzle-orm';
import type { MessageDirection } from '@balcao/contracts';
import type { MessagingTx } from '../db/database';
import { messages } from '../db/schema';

/**
 * Each side of a chat has one live reaction per message (as in WhatsApp): a new one, or an
 * empty one that removes it, retires the previous.
 */
export async function retirePreviousReactions(tx: MessagingTx, reaction: { id: string; reactionMessageId: string; direction: MessageDirection }) {
  await tx
    .update(messages)
    .set({ isDeleted: true })
    .where(
      and(
        eq(messages.reactionMessageId, reaction.reactionMessageId),
        eq(messages.direction, reaction.direction),
        eq(messages.isDeleted, false),
        ne(messages.id, reaction.id),
      ),
    );
}

import { sql } from 'drizzle-orm';
import { authEvents, DEFAULT_FAST_MESSAGES } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import type { MessagingDatabase } from '../db/database';
import { fastMessages, handledEvents } from '../db/schema';

/**
 * Every new workspace starts with the predefined quick replies (spec 1 §9). A durable consumer
 * of auth's inboxCreated: the handled-events record makes a redelivery change nothing, and the
 * unique template key per workspace keeps it so even if that record were lost.
 */
export function startTemplateSeeding(options: { bus: EventBus; db: MessagingDatabase }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    handledTable: handledEvents,
    consumer: 'messaging-quick-reply-templates',
    events: [authEvents.inboxCreated],
    handle: async (tx, event) => {
      await tx
        .insert(fastMessages)
        .values(
          DEFAULT_FAST_MESSAGES.map((template) => ({
            officeId: event.officeId,
            inboxId: event.payload.id,
            title: template.title,
            content: template.content,
            templateKey: template.key,
          })),
        )
        .onConflictDoNothing({ target: [fastMessages.inboxId, fastMessages.templateKey], where: sql`template_key is not null` });
    },
  });
}

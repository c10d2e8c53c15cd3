import { and, eq } from 'drizzle-orm';
import { flowsEvents, messagingEvents } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import { eventOf, recordEvents, type MessagingDatabase, type MessagingTx } from '../db/database';
import { handledEvents, integrations } from '../db/schema';
import type { IntegrationDirectory } from './integration-directory';
import { toIntegration } from './integrations.repository';

/** A deleted flow stops running on the devices that had it (their flowId clears, and the change is announced). */
export function startDeletedFlows(options: { bus: EventBus; db: MessagingDatabase; relay: { wake(): void }; directory: IntegrationDirectory }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    relay: options.relay,
    handledTable: handledEvents,
    consumer: 'messaging-deleted-flows',
    events: [flowsEvents.flowDeleted],
    handle: async (tx, event) => {
      const updated = await (tx as MessagingTx)
        .update(integrations)
        .set({ flowId: null, updatedAt: new Date() })
        .where(and(eq(integrations.flowId, event.payload.id), eq(integrations.officeId, event.officeId)))
        .returning();
      await recordEvents(
        tx as MessagingTx,
        updated.map((row) => eventOf(messagingEvents.integrationUpdated, row, { integration: toIntegration(row) })),
      );
      for (const row of updated) options.directory.invalidate(row.id);
    },
  });
}

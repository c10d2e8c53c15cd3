import { and, eq } from 'drizzle-orm';
import { agentsEvents, flowsEvents, messagingEvents } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import { eventOf, recordEvents, type MessagingDatabase, type MessagingTx } from '../db/database';
import { handledEvents, integrations } from '../db/schema';
import type { IntegrationDirectory } from './integration-directory';
import { toIntegration } from './integrations.repository';

/**
 * A deleted flow or AI agent stops running on the devices that had it: their flowId or agentId
 * clears, and the change is announced.
 */
export function startDeletedRobots(options: { bus: EventBus; db: MessagingDatabase; relay: { wake(): void }; directory: IntegrationDirectory }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    relay: options.relay,
    handledTable: handledEvents,
    consumer: 'messaging-deleted-robots',
    events: [flowsEvents.flowDeleted, agentsEvents.agentDeleted],
    handle: async (tx, event) => {
      const isFlow = event.type === flowsEvents.flowDeleted.type;
      const link = isFlow ? integrations.flowId : integrations.agentId;
      const updated = await (tx as MessagingTx)
        .update(integrations)
        .set({ ...(isFlow ? { flowId: null } : { agentId: null }), updatedAt: new Date() })
        .where(and(eq(link, event.payload.id), eq(integrations.officeId, event.officeId)))
        .returning();
      await recordEvents(
        tx as MessagingTx,
        updated.map((row) => eventOf(messagingEvents.integrationUpdated, row, { integration: toIntegration(row) })),
      );
      for (const row of updated) options.directory.invalidate(row.id);
    },
  });
}

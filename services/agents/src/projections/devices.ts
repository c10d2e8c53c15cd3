import { eq, sql } from 'drizzle-orm';
import { authEvents, messagingEvents } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import type { AgentsDatabase } from '../db/database';
import { agents, handledEvents, integrations } from '../db/schema';

/**
 * The agents service's copy of messaging's devices and the agent each runs: linking a device is
 * messaging's PATCH /integration/{id} {agentId}, learnt back here (an agent is active while a
 * device links it). A deleted workspace takes its agents with it.
 */
export function startDevicesProjection(options: { bus: EventBus; db: AgentsDatabase }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    handledTable: handledEvents,
    consumer: 'agents-devices',
    events: [messagingEvents.integrationCreated, messagingEvents.integrationUpdated, authEvents.inboxDeleted],
    handle: async (tx, event) => {
      if (event.type === authEvents.inboxDeleted.type) {
        const { id } = event.payload as { id: string };
        await tx.delete(integrations).where(eq(integrations.inboxId, id));
        await tx.delete(agents).where(eq(agents.inboxId, id));
        return;
      }
      const { integration } = event.payload as { integration: { id: string; inboxId: string; name: string; agentId: string | null } };
      const seenAt = new Date(event.occurredAt);
      const row = { id: integration.id, officeId: event.officeId, inboxId: integration.inboxId, name: integration.name, agentId: integration.agentId, seenAt };
      // Events of one device may arrive out of order across redeliveries: keep the newest.
      await tx.insert(integrations).values(row).onConflictDoUpdate({ target: integrations.id, set: row, setWhere: sql`${integrations.seenAt} <= ${seenAt}` });
    },
  });
}

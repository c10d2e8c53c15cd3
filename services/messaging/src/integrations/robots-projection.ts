import { sql } from 'drizzle-orm';
import { agentsEvents, flowsEvents } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import type { MessagingDatabase, MessagingTx } from '../db/database';
import { handledEvents, robots, type RobotKind } from '../db/schema';

const CREATED_OR_UPDATED = new Map<string, RobotKind>([
  [flowsEvents.flowCreated.type, 'flow'],
  [flowsEvents.flowUpdated.type, 'flow'],
  [agentsEvents.agentCreated.type, 'agent'],
  [agentsEvents.agentUpdated.type, 'agent'],
]);

/**
 * Keeps `robots`: which office and workspace each flow and AI agent belongs to, and which were
 * deleted, so a device is linked only to a robot of its own workspace (robot-links.ts).
 */
export function startRobotsProjection(options: { bus: EventBus; db: MessagingDatabase }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    handledTable: handledEvents,
    consumer: 'messaging-robots',
    events: [flowsEvents.flowCreated, flowsEvents.flowUpdated, flowsEvents.flowDeleted, agentsEvents.agentCreated, agentsEvents.agentUpdated, agentsEvents.agentDeleted],
    handle: async (tx, event) => {
      const kind = CREATED_OR_UPDATED.get(event.type);
      if (kind) {
        const ref = 'flow' in event.payload ? event.payload.flow : (event.payload as { agent: { id: string; inboxId: string } }).agent;
        // A tombstone stays: the deletion may have been heard first.
        await (tx as MessagingTx)
          .insert(robots)
          .values({ kind, id: ref.id, officeId: event.officeId, inboxId: ref.inboxId })
          .onConflictDoUpdate({
            target: [robots.kind, robots.id],
            set: { officeId: event.officeId, inboxId: ref.inboxId, updatedAt: new Date() },
            setWhere: sql`not ${robots.deleted}`,
          });
        return;
      }
      const deletedKind: RobotKind = event.type === flowsEvents.flowDeleted.type ? 'flow' : 'agent';
      const { id } = event.payload as { id: string };
      await (tx as MessagingTx)
        .insert(robots)
        .values({ kind: deletedKind, id, officeId: event.officeId, inboxId: event.inboxId ?? null, deleted: true })
        .onConflictDoUpdate({ target: [robots.kind, robots.id], set: { deleted: true, updatedAt: new Date() } });
    },
  });
}

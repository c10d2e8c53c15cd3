import { crmEvents, type EventDefinition, type EventEnvelope, type FunnelCardUpdate } from '@balcao/contracts';
import type { z } from 'zod';
import type { RealtimeEventInput } from './realtime-event';

type FramedEnvelope = EventEnvelope<string, unknown>;
type Definition = EventDefinition<string, z.ZodType>;
const isEvent = <D extends Definition>(definition: D, event: FramedEnvelope): event is EventEnvelope<D['type'], z.infer<D['payload']>> => event.type === definition.type;

/** The crm facts the open boards hear about, as `funnel:card:update` to the funnel's workspace. */
export const crmFramedEvents = [
  crmEvents.leadCreated,
  crmEvents.leadUpdated,
  crmEvents.leadMoved,
  crmEvents.leadsDeleted,
  crmEvents.columnsChanged,
  crmEvents.columnsDeleted,
];

function cardUpdateOf(event: FramedEnvelope): FunnelCardUpdate | null {
  if (isEvent(crmEvents.leadCreated, event) || isEvent(crmEvents.leadUpdated, event)) {
    const { lead } = event.payload;
    return { action: event.type === crmEvents.leadCreated.type ? 'created' : 'updated', funnelId: lead.funnelId, leadIds: [lead.id], lead };
  }
  if (isEvent(crmEvents.leadMoved, event)) {
    const { lead, fromColumnId } = event.payload;
    return { action: 'moved', funnelId: lead.funnelId, leadIds: [lead.id], lead, fromColumnId };
  }
  if (isEvent(crmEvents.leadsDeleted, event)) return { action: 'deleted', funnelId: event.payload.funnelId, leadIds: event.payload.ids };
  if (isEvent(crmEvents.columnsChanged, event)) return { action: 'columns-changed', funnelId: event.payload.funnelId, leadIds: [] };
  if (isEvent(crmEvents.columnsDeleted, event)) {
    const { funnelId, moves } = event.payload;
    return { action: 'columns-changed', funnelId, leadIds: moves.flatMap((move) => move.leadIds) };
  }
  return null;
}

/** A crm event's frame; one whose workspace is unknown yields none (it could only be routed too widely). */
export function crmFramesFor(event: FramedEnvelope, inboxId: string | null): RealtimeEventInput[] {
  const data = cardUpdateOf(event);
  if (!data || !inboxId) return [];
  return [{ officeId: event.officeId, inboxId, conversationId: null, userId: null, event: 'funnel:card:update', data }];
}

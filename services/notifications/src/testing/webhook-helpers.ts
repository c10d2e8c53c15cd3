import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import type { Infra } from '@balcao/service-kit';
import { WEBHOOKS_CONSUMER } from '../webhooks/webhooks.consumer';
import { addMember, queryRows, signToken, waitUntil } from './test-app';

/** A Gestor (isManager in the token, as auth signs it) of a new office, and an attendant of it. */
export async function officeWithManager(infra: Infra, officeId: string, inboxId: string) {
  const manager = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Dra. Ana Souza', isManager: true });
  const attendant = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Caio Atendente', isManager: false });
  await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.member_access where user_id = $1 and is_manager', [manager.id])).length === 1);
  return {
    manager: { ...manager, token: signToken({ sub: manager.id, officeId, isManager: true }) },
    attendant,
  };
}

/** Calls the service as a browser would; answers the status and the parsed body. */
export function apiOf(baseUrl: string) {
  return async <T = any>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

/**
 * Publishes a domain event at a chosen time and waits until the webhooks consumer handled it, as
 * a service's outbox relay publishing a conversation's facts one after another.
 */
export async function emit<TType extends string, TPayload extends z.ZodType>(
  infra: Infra,
  definition: EventDefinition<TType, TPayload>,
  input: { officeId: string; inboxId?: string; occurredAt: Date; payload: z.input<TPayload> },
): Promise<EventEnvelope<TType, z.infer<TPayload>>> {
  const event = {
    id: uuidv7(),
    type: definition.type,
    occurredAt: input.occurredAt.toISOString(),
    officeId: input.officeId,
    ...(input.inboxId ? { inboxId: input.inboxId } : {}),
    payload: definition.payload.parse(input.payload),
  };
  await infra.bus.publish(event);
  await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.handled_events where event_id = $1 and consumer = $2', [event.id, WEBHOOKS_CONSUMER])).length === 1);
  return event;
}

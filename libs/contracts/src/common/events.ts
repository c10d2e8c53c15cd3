import { z } from 'zod';

/** Envelope of every domain event on the bus (ARCHITECTURE §5). */
export interface EventEnvelope<TType extends string = string, TPayload = unknown> {
  id: string;
  type: TType;
  occurredAt: string;
  officeId: string;
  inboxId?: string;
  payload: TPayload;
}

export interface EventDefinition<TType extends string, TPayload extends z.ZodType> {
  type: TType;
  version: number;
  payload: TPayload;
}

export const defineEvent = <TType extends string, TPayload extends z.ZodType>(
  type: TType,
  payload: TPayload,
  version = 1,
): EventDefinition<TType, TPayload> => ({ type, version, payload });

/**
 * Who did a fact, for the audit log (issue 41): the signed-in user's id, in the payload of the
 * events a person's command publishes. Optional: absent in events written before it was added
 * and in the platform's own facts.
 */
export const ZActorUserId = z.string().optional();

/** The most of a browser's user agent an event carries (the audit log keeps as much). */
export const ACTOR_USER_AGENT_MAX = 400;

/**
 * Where a person's command came from, for the audit log's 'from where': the client's address and
 * browser as the service that took the request saw them. Optional, like ZActorUserId.
 */
export const ZActorOrigin = z
  .object({ ip: z.string().nullable(), userAgent: z.string().max(ACTOR_USER_AGENT_MAX).nullable() })
  .optional();
export type ActorOrigin = NonNullable<z.infer<typeof ZActorOrigin>>;

/** `balcao.auth.user.created` → the NATS subject (prefix allows isolated test streams). */
export const subjectOf = (type: string, prefix = '') => (prefix ? `${prefix}.${type}` : type);

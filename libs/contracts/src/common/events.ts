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

/** `balcao.auth.user.created` → the NATS subject (prefix allows isolated test streams). */
export const subjectOf = (type: string, prefix = '') => (prefix ? `${prefix}.${type}` : type);

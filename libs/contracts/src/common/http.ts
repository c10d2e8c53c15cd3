import { z } from 'zod';

/** Error body of every API error (ARCHITECTURE §3). `message` is pt-BR. */
export const ZApiError = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  description: z.string().optional(),
  field: z.string().optional(),
  requestId: z.string(),
});
export type ApiError = z.infer<typeof ZApiError>;

export const ZId = z.uuid({ error: 'Identificador inválido' });
export const ZIdParams = z.object({ id: ZId });
export type IdParams = z.infer<typeof ZIdParams>;

/** Query booleans arrive as strings. */
export const ZQueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(99999).default(50),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

/** Paged lists answer both counts with the same value (SPEC-DECISIONS). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    totalItems: z.number().int(),
    totalResults: z.number().int(),
    totalPages: z.number().int(),
  });
export type Paged<T> = { data: T[]; totalItems: number; totalResults: number; totalPages: number };

export const ZOk = z.object({ success: z.literal(true) });
export type Ok = z.infer<typeof ZOk>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

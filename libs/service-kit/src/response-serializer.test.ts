import { describe, expect, it } from 'vitest';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as Parameters<typeof zodSerializerCompiler>[0];
const fast = createResponseSerializerCompiler({ crossCheck: false });
const checked = createResponseSerializerCompiler({ crossCheck: true });
const zodWrites = (schema: z.ZodType, data: unknown) => (zodSerializerCompiler(route(schema)) as (data: unknown) => string)(data);

const ZItem = z.object({
  id: z.string(),
  note: z.string().optional(),
  // A property named like the JSON Schema keywords the compiler rewrites.
  required: z.boolean(),
  anyOf: z.number().int(),
  owner: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  kind: z.enum(['a', 'b']).nullable(),
  tags: z.array(z.object({ id: z.string() })),
  extra: z.record(z.string(), z.number()),
});

describe('responses written by fast-json-stringify', () => {
  it('writes what zod writes, byte for byte: its properties in order, optional ones where they fall, unknown ones dropped', () => {
    const write = fast(route(ZItem));
    const items = [
      { id: '1', note: 'com "aspas"\n', required: true, anyOf: 3, owner: { id: 'u', name: null, secret: 'x' }, kind: null, tags: [{ id: 't', hidden: 1 }], extra: { b: 2, a: 1 }, password: 'nunca' },
      { id: '2', required: false, anyOf: 0, owner: null, kind: 'b', tags: [], extra: {} },
    ];
    for (const item of items) expect(write(item)).toBe(zodWrites(ZItem, item));
    expect(write(items[0])).not.toContain('nunca');
    // Written by fast-json-stringify, not zod (which refuses a number where a string goes).
    expect(write({ ...items[1], id: 1 })).toContain('"id":"1"');
  });

  it('keeps zod for a schema JSON Schema cannot express (a Date), and under cross-check refuses an answer the two would write differently', () => {
    const ZWhen = z.object({ at: z.date() });
    expect(fast(route(ZWhen))({ at: new Date('2026-01-02T03:04:05.000Z') })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
    // zod refuses a number where a string goes; fast-json-stringify alone would write "1".
    expect(() => checked(route(z.object({ id: z.string() })))({ id: 1 })).toThrow();
  });
});

import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;
type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];
type Serializer = (data: unknown) => string;

/**
 * zod's JSON Schema of a response as fast-json-stringify reads it best. A value that may be null
 * (zod writes `anyOf: [schema, {type: 'null'}]`, which fast-json-stringify checks against each
 * branch with a validator on every call) is the schema with `nullable: true`. No property is
 * `required`: fast-json-stringify writes required ones before the others, and the answers keep
 * the schema's order, as zod's did (TypeScript sees that required properties are there).
 */
function forFastJson(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forFastJson);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = { ...(schema as JsonSchema) };
  // An array of names: the keyword, not a property called 'required' in a `properties` map.
  if (Array.isArray(node.required)) delete node.required;
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const nonNull = branches.filter((branch) => !(branch.type === 'null' && Object.keys(branch).length === 1));
    if (nonNull.length === 1 && typeof nonNull[0]!.type === 'string') {
      const { anyOf: _, ...siblings } = node;
      return forFastJson({ ...siblings, ...nonNull[0], nullable: true });
    }
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, forFastJson(value)]));
}

/** fast-json-stringify's serializer for a zod schema, or undefined where zod's JSON Schema cannot say the same (transforms, dates, codecs). */
function fastSerializerOf(schema: $ZodType): Serializer | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as JsonSchema;
    return fastJson(forFastJson(json) as Parameters<typeof fastJson>[0]) as Serializer;
  } catch {
    return undefined;
  }
}

/**
 * Responses written by fast-json-stringify from each route's zod response schema, compiled once
 * per schema: the properties the schema names, in its order, nothing else (as zod's parse strips
 * the rest). zod's check of every answer plus JSON.stringify were 5-17% of a screen read's CPU.
 * Routes whose schema JSON Schema cannot express (transforms, dates, codecs) keep zod's serializer.
 * With `crossCheck` (under vitest), every answer is also written by zod's serializer and the two
 * must be equal byte for byte: each service's tests check that nothing changed in what it answers.
 */
export function createResponseSerializerCompiler(options: { crossCheck: boolean }) {
  const fastOf = new WeakMap<object, Serializer | null>();
  return (route: RouteSchema): Serializer => {
    const zodSerializer = zodSerializerCompiler(route) as Serializer;
    const given = route.schema as unknown;
    // fastify-type-provider-zod takes a zod schema, or one under `properties`.
    const schema = given instanceof $ZodType ? given : (given as { properties?: unknown })?.properties;
    if (!(schema instanceof $ZodType)) return zodSerializer;
    let fast = fastOf.get(schema);
    if (fast === undefined) fastOf.set(schema, (fast = fastSerializerOf(schema) ?? null));
    if (!fast) return zodSerializer;
    if (!options.crossCheck) return fast;
    const written = fast;
    return (data) => {
      const expected = zodSerializer(data);
      const answer = written(data);
      if (answer !== expected) throw new Error(`${route.method} ${route.url}: fast-json-stringify wrote ${answer}, zod ${expected}`);
      return answer;
    };
  };
}

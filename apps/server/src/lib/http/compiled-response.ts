import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialization compiled from a route's zod schema (issue 19, decision 0007): the schema's
 * JSON Schema drives fast-json-stringify, which writes only the schema's fields, each by its known type,
 * instead of walking every value through zod and then JSON.stringify. For a page of 20 merchant cards
 * that was the largest single cost of a search on the server (see decision 0007, "Issue 19").
 *
 * What it relies on: the data already has the schema's shape (the route builds it from typed code).
 * fast-json-stringify writes what the schema says, so a value of the wrong type is coerced rather than
 * refused; that is why `validate` keeps zod's check in development and tests (RESPONSE_VALIDATION), and
 * why a test holds the compiled output equal to zod's on real answers.
 */

type JsonSchema = Record<string, unknown>;

/** The output JSON Schema of a zod schema, in the shapes fast-json-stringify writes fastest. */
export function serializationSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  return simplify(json) as JsonSchema;
}

/**
 * zod writes `T | null` as `anyOf: [T, { type: 'null' }]`, which fast-json-stringify can only decide
 * by running a validator on every value; `nullable: true` on T says the same and is a null check.
 * A union of literals of one type (`z.union([z.literal(2), z.literal(3)])`) is written as that type:
 * the serializer writes the value either way, and the literals are zod's to check.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const simplified = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, simplify(value)]));
  const { anyOf, ...rest } = simplified as JsonSchema & { anyOf?: JsonSchema[] };
  if (!anyOf) return simplified;
  const notNull = anyOf.filter((branch) => branch.type !== 'null');
  const nullable = notNull.length < anyOf.length;
  const single = notNull.length === 1 ? notNull[0] : literalsOfOneType(notNull);
  if (!single) return simplified;
  return { ...rest, ...single, ...(nullable ? { nullable: true } : {}) };
}

function literalsOfOneType(branches: JsonSchema[]): JsonSchema | null {
  const types = new Set(branches.map((branch) => ('const' in branch ? jsonType(branch.const) : null)));
  const [type] = types;
  return types.size === 1 && type ? { type } : null;
}

function jsonType(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value;
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return null;
}

/** A function writing data of the zod schema's output type as JSON, compiled once. */
export function compileResponseSerializer<T>(schema: z.ZodType<T>): (data: T) => string {
  return fastJson(serializationSchema(schema)) as (data: T) => string;
}

/**
 * A Fastify serializer compiler for routes whose response schemas are zod objects: writes through the
 * compiled serializer, and with `validate` first checks the answer against the zod schema, failing the
 * way fastify-type-provider-zod's compiler does (a 500 naming the route) so contract drift shows in tests.
 */
export function compiledSerializerCompiler({ validate }: { validate: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema: routeSchema, method, url }) => {
    const schema = zodSchemaOf(routeSchema);
    const write = compileResponseSerializer(schema);
    if (!validate) return (data: unknown) => write(data);
    return (data: unknown) => {
      const checked = z.safeEncode(schema, data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return write(checked.data);
    };
  };
}

/** The zod schema of a response, given bare or, as Fastify may hand it, under `properties`. */
function zodSchemaOf(routeSchema: unknown): z.ZodType {
  if (routeSchema instanceof z.ZodType) return routeSchema;
  const inner = (routeSchema as { properties?: unknown } | null)?.properties;
  if (inner instanceof z.ZodType) return inner;
  throw new TypeError('compiledSerializerCompiler needs a zod response schema');
}

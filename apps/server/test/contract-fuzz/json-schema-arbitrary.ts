import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas (2020-12) the OpenAPI document carries (plugins/openapi.ts emits them
 * from the routes' zod contracts). Only the keywords those schemas use are read; an unknown schema generates any
 * JSON value. `validValue` aims inside the schema (a refinement zod checks but JSON Schema cannot say may still
 * refuse it); `invalidValue` breaks exactly one thing and says where (`path`), so a test can ask the 400 to name it.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

export interface SchemaOptions {
  /**
   * Querystring and path parameters: every value travels as text, so a wrong JSON type cannot be sent there (only
   * text that does not parse as the type), and valid values are generated as the text that parses.
   */
  text?: boolean;
  /** Path parameters: leaving one out changes the route, so "missing required" is no break to generate. */
  keepRequired?: boolean;
}

/** One broken value: where the break is (property names from the root) and what kind it is. */
export interface Invalid {
  value: unknown;
  path: string[];
  mutation: string;
}

/** Strings longer than this are generated only to break a maxLength: a body stays small enough to send fast. */
const LONGEST_GENERATED = 64;
const EXTRA_PROPERTY = 'unexpectedFuzzField';

function typesOf(schema: JsonSchema): string[] | undefined {
  if (schema.type === undefined) return undefined;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A regular expression of the schema's pattern (JSON Schema patterns are ECMA-262 with Unicode). */
function patternOf(schema: JsonSchema): RegExp | undefined {
  if (schema.pattern === undefined) return undefined;
  try {
    return new RegExp(schema.pattern, 'u');
  } catch {
    return new RegExp(schema.pattern);
  }
}

function lengthFits(schema: JsonSchema, text: string): boolean {
  // zod (and JSON Schema) count code points.
  const length = [...text].length;
  return length >= (schema.minLength ?? 0) && length <= (schema.maxLength ?? Infinity);
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? LONGEST_GENERATED, Math.max(LONGEST_GENERATED, minLength));
  const pattern = patternOf(schema);
  if (pattern) {
    const matching = fc.stringMatching(pattern).filter((text) => lengthFits(schema, text) && pattern.test(text));
    return matching;
  }
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'email':
      // Plain addresses zod's email check accepts (fc.emailAddress allows forms zod refuses).
      return fc
        .tuple(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.stringMatching(/^[a-z]{1,12}$/))
        .map(([local, domain]) => `${local}@${domain}.example`)
        .filter((text) => lengthFits(schema, text));
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'uri':
      return fc.webUrl().filter((text) => lengthFits(schema, text));
    default:
      return fc.string({ unit: 'grapheme', minLength, maxLength }).filter((text) => lengthFits(schema, text));
  }
}

function numberBounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : 1e-6;
  let min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1e6);
  let max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1e6);
  // Wide safe-integer bounds (zod's int) are narrowed: the edges are still tried by the out-of-range mutation.
  min = Math.max(min, -1e9);
  max = Math.min(max, 1e9);
  return integer ? { min: Math.ceil(min), max: Math.floor(max) } : { min, max };
}

function validOfType(schema: JsonSchema, type: string, options: SchemaOptions): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer': {
      const { min, max } = numberBounds(schema, true);
      return fc.integer({ min, max }).map((n) => (options.text ? String(n) : n));
    }
    case 'number': {
      const { min, max } = numberBounds(schema, false);
      return fc
        .double({ min, max, noNaN: true, noDefaultInfinity: true })
        .map((n) => (Object.is(n, -0) ? 0 : n))
        .map((n) => (options.text ? String(n) : n));
    }
    case 'boolean':
      return fc.boolean().map((b) => (options.text ? String(b) : b));
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? validValue(schema.items, options) : fc.jsonValue();
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(item, { minLength, maxLength });
    }
    case 'object':
      return validObject(schema, options);
    default:
      return fc.jsonValue();
  }
}

function validObject(schema: JsonSchema, options: SchemaOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0 && typeof schema.additionalProperties === 'object') {
    // A record (z.record): keys from propertyNames, values from additionalProperties.
    const key = schema.propertyNames ? (validValue(schema.propertyNames) as fc.Arbitrary<string>) : fc.string();
    return fc.dictionary(key, validValue(schema.additionalProperties, options), { maxKeys: 4 });
  }
  const record = Object.fromEntries(names.map((name) => [name, validValue(properties[name]!, options)]));
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in record) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** Values the schema accepts. */
export function validValue(schema: JsonSchema, options: SchemaOptions = {}): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum).map((v) => (options.text ? String(v) : v));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => validValue(branch, options)));
  const types = typesOf(schema);
  if (!types) return fc.jsonValue();
  return fc.oneof(...types.map((type) => validOfType({ ...schema, type }, type, options)));
}

/** Every JSON type a schema accepts (undefined: any). */
function acceptedTypes(schema: JsonSchema): Set<string> | undefined {
  if (schema.const !== undefined || schema.enum) {
    const values = schema.const !== undefined ? [schema.const] : schema.enum!;
    return new Set(values.map((v) => (v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v)));
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = new Set<string>();
    for (const branch of branches) {
      const types = acceptedTypes(branch);
      if (!types) return undefined;
      types.forEach((type) => all.add(type));
    }
    return all;
  }
  const types = typesOf(schema);
  return types ? new Set(types) : undefined;
}

/** A JSON value of each type, to break a schema with a type it does not accept. */
const SAMPLE_OF_TYPE: Record<string, unknown> = {
  string: 'fuzz',
  integer: 7,
  number: 7.5,
  boolean: true,
  null: null,
  array: [1, 'two'],
  object: { fuzz: 1 },
};

const wrong = (value: unknown, mutation: string, path: string[] = []): Invalid => ({ value, path, mutation });

function wrongType(schema: JsonSchema, options: SchemaOptions): Array<fc.Arbitrary<Invalid>> {
  const accepted = acceptedTypes(schema);
  if (!accepted) return [];
  if (accepted.has('number')) accepted.add('integer');
  if (options.text) {
    // Only text can be sent: text that parses as no accepted type (a string schema accepts any text).
    if (accepted.has('string')) return [];
    return [fc.constant(wrong('not-a-value', 'wrong type'))];
  }
  const candidates = Object.keys(SAMPLE_OF_TYPE).filter((type) => !accepted.has(type));
  return candidates.length > 0
    ? [fc.constantFrom(...candidates).map((type) => wrong(SAMPLE_OF_TYPE[type], `wrong type (${type})`))]
    : [];
}

function invalidString(schema: JsonSchema): Array<fc.Arbitrary<Invalid>> {
  const out: Array<fc.Arbitrary<Invalid>> = [];
  if (schema.maxLength !== undefined) {
    out.push(
      fc.integer({ min: 1, max: 64 }).map((extra) => wrong('x'.repeat(schema.maxLength! + extra), 'oversized string')),
    );
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    out.push(fc.constant(wrong('x'.repeat(schema.minLength - 1), 'string too short')));
  }
  const pattern = patternOf(schema);
  if (pattern) {
    const breaking = fc
      .oneof(fc.constantFrom('', ' ', '\u0000', '../..', '<script>', '💥'), fc.string({ maxLength: 12 }))
      .filter((text) => !pattern.test(text));
    out.push(breaking.map((text) => wrong(text, 'pattern mismatch')));
  } else if (schema.format !== undefined) {
    out.push(fc.constantFrom('not-a-' + schema.format, '2024-13-45T99:99', '@@').map((t) => wrong(t, 'bad format')));
  }
  return out;
}

function invalidNumber(schema: JsonSchema, integer: boolean, options: SchemaOptions): Array<fc.Arbitrary<Invalid>> {
  const out: Array<fc.Arbitrary<Invalid>> = [];
  const shown = (n: number) => (options.text ? String(n) : n);
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  // Beyond a safe-integer bound JavaScript cannot write a smaller or larger number: no range to break there.
  if (low !== undefined && low > -Number.MAX_SAFE_INTEGER) {
    const below = schema.minimum !== undefined ? low - (integer ? 1 : 0.5) : low;
    out.push(fc.constant(wrong(shown(below), 'below minimum')));
  }
  if (high !== undefined && high < Number.MAX_SAFE_INTEGER) {
    const above = schema.maximum !== undefined ? high + (integer ? 1 : 0.5) : high;
    out.push(fc.constant(wrong(shown(above), 'above maximum')));
  }
  if (integer) {
    const { min, max } = numberBounds(schema, true);
    if (max > min) out.push(fc.constant(wrong(shown(min + 0.5), 'not an integer')));
  }
  return out;
}

function invalidArray(schema: JsonSchema, options: SchemaOptions): Array<fc.Arbitrary<Invalid>> {
  const out: Array<fc.Arbitrary<Invalid>> = [];
  const item = schema.items ? validValue(schema.items, options) : fc.jsonValue();
  if (schema.maxItems !== undefined) {
    out.push(
      fc
        .array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 })
        .map((items) => wrong(items, 'too many items')),
    );
  }
  if (schema.minItems !== undefined && schema.minItems > 0) {
    out.push(
      fc
        .array(item, { minLength: schema.minItems - 1, maxLength: schema.minItems - 1 })
        .map((items) => wrong(items, 'too few items')),
    );
  }
  const brokenItem = schema.items ? invalidValue(schema.items, options) : undefined;
  if (brokenItem) {
    const minLength = schema.minItems ?? 0;
    out.push(
      fc
        .tuple(fc.array(item, { minLength: Math.max(0, minLength - 1), maxLength: minLength }), brokenItem)
        .map(([items, broken]) =>
          wrong([...items, broken.value], broken.mutation, [String(items.length), ...broken.path]),
        ),
    );
  }
  return out;
}

function invalidObject(schema: JsonSchema, options: SchemaOptions): Array<fc.Arbitrary<Invalid>> {
  const out: Array<fc.Arbitrary<Invalid>> = [];
  const valid = validObject(schema, options);
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((name) => name in properties);
  if (required.length > 0 && !options.keepRequired) {
    out.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([object, name]) => {
        const rest = { ...object };
        delete rest[name];
        return wrong(rest, 'missing required', [name]);
      }),
    );
  }
  if (schema.additionalProperties === false) {
    out.push(valid.map((object) => wrong({ ...object, [EXTRA_PROPERTY]: 'x' }, 'extra property')));
  }
  const breakable = Object.entries(properties).flatMap(([name, property]) => {
    const broken = invalidValue(property, options);
    return broken ? [{ name, broken }] : [];
  });
  if (breakable.length > 0) {
    out.push(
      fc
        .tuple(valid, fc.oneof(...breakable.map(({ name, broken }) => broken.map((b) => ({ name, b })))))
        .map(([object, { name, b }]) => wrong({ ...object, [name]: b.value }, b.mutation, [name, ...b.path])),
    );
  }
  return out;
}

/**
 * An object broken in one of its members (never as a whole): what a querystring or path can send, where the
 * object itself is always there.
 */
export function invalidMember(schema: JsonSchema, options: SchemaOptions = {}): fc.Arbitrary<Invalid> | undefined {
  const out = invalidObject(schema, options);
  return out.length > 0 ? fc.oneof(...out) : undefined;
}

/**
 * Values the schema refuses, each broken in one place (wrong type, missing required property, out of range,
 * extra property where none is allowed, oversized string…), or undefined when nothing can break it (any JSON, or
 * any text where only text can be sent).
 */
export function invalidValue(schema: JsonSchema, options: SchemaOptions = {}): fc.Arbitrary<Invalid> | undefined {
  const out: Array<fc.Arbitrary<Invalid>> = [...wrongType(schema, options)];
  if (schema.enum || schema.const !== undefined) {
    const accepted = schema.enum ?? [schema.const];
    if (accepted.every((v) => typeof v === 'string')) {
      out.push(fc.constant(wrong('not-one-of-the-values', 'not in enum')));
    }
  } else if (!schema.anyOf && !schema.oneOf) {
    // Inside anyOf only a wrong type is sure to break every branch; a single type breaks in its own ways too.
    const types = typesOf(schema) ?? [];
    if (types.length === 1) {
      const [type] = types;
      if (type === 'string') out.push(...invalidString(schema));
      if (type === 'integer' || type === 'number') out.push(...invalidNumber(schema, type === 'integer', options));
      if (type === 'array') out.push(...invalidArray(schema, options));
      if (type === 'object') out.push(...invalidObject(schema, options));
    }
  }
  return out.length > 0 ? fc.oneof(...out) : undefined;
}

// fast-check arbitraries from the contract's zod schemas (zod-fast-check is not installed): the
// schema goes through zod's own JSON Schema export, and the JSON Schema becomes an arbitrary.
// Property tests use it to send bodies that pass validation and reach the handlers, not only
// bodies that stop at the validator.
import fc from 'fast-check';
import { z, type ZodType } from 'zod';

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
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
}

/** Arrays and strings stay small: the point is shapes that reach the handler, not volume. */
const MAX_ITEMS = 4;
const MAX_STRING = 64;
const MAX_DEPTH = 6;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      const matching = fc.stringMatching(pattern);
      const { minLength = 0, maxLength } = schema;
      return matching.filter((value) => value.length >= minLength && (maxLength === undefined || value.length <= maxLength));
    } catch {
      // A pattern JavaScript cannot read: any string of the right length, which the validator refuses.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('9999-12-31') }).map((date) => date.toISOString());
  if (schema.format === 'date') return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('9999-12-31') }).map((date) => date.toISOString().slice(0, 10));
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING)) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1e12);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : 1e12);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An intersection of object schemas as one: their properties and required keys together. */
function mergeAll(parts: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    const resolved = part.allOf ? mergeAll(part.allOf) : part;
    Object.assign(merged.properties!, resolved.properties);
    merged.required!.push(...(resolved.required ?? []));
  }
  return merged;
}

function fromJsonSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => fromJsonSchema(choice, depth + 1)));
  if (schema.allOf?.length) return fromJsonSchema(mergeAll(schema.allOf), depth + 1);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => fromJsonSchema({ ...schema, type }, depth)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const item = schema.items ? fromJsonSchema(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = (schema.required ?? []).filter((key) => key in properties);
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fromJsonSchema(value, depth + 1)]));
      return fc.record(model, { requiredKeys: required });
    }
    default:
      // No type (z.unknown, z.any): any small JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values shaped by `schema` (its input side): most pass it, and each reaches what lies behind it. */
export function arbitraryFromSchema(schema: ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, 0);
}

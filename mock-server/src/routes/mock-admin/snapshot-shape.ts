/**
 * The shape of a session's state, learnt from the seeded state itself, so a snapshot file can be
 * checked without a hand-written schema per slice: a slice another engineer adds to MockState is
 * checked as soon as it has a seed. It is a check of kinds, not of meaning: every slice present,
 * each value of the kind the seed has there (null only where the seed holds one: state writes
 * "none" so in a few fields, and nowhere else),
 * the fields every seeded item has present, and no key that could reach a prototype.
 */
export type Shape =
  | { kind: 'any' }
  /** Nothing seen there yet (an empty list's item, a null): anything fits, and it merges as nothing. */
  | { kind: 'unseen' }
  | { kind: 'string' | 'number' | 'boolean' }
  /** `nullItems`: some seeded list there held a null, so a null item fits. */
  | { kind: 'array'; item: Shape; nullItems: boolean }
  /** `nullable`: fields some seeded item held null in (`mediaLibrary` of a link without a picture). */
  | { kind: 'object'; fields: Map<string, Shape>; required: Set<string>; nullable: Set<string> }
  /** An object keyed by ids (`"100001"`): new ids are free, each value has the values' shape. */
  | { kind: 'record'; value: Shape };

const ANY: Shape = { kind: 'any' };
const UNSEEN: Shape = { kind: 'unseen' };
/** Keys that name or reach a prototype: refused wherever they appear. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const ID_KEY = /^\d+$/;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function merge(a: Shape, b: Shape): Shape {
  if (a.kind === 'unseen') return b;
  if (b.kind === 'unseen') return a;
  if (a.kind === 'any' || b.kind === 'any' || a.kind !== b.kind) return ANY;
  if (a.kind === 'array' && b.kind === 'array') return { kind: 'array', item: merge(a.item, b.item), nullItems: a.nullItems || b.nullItems };
  if (a.kind === 'record' && b.kind === 'record') return { kind: 'record', value: merge(a.value, b.value) };
  if (a.kind === 'object' && b.kind === 'object') {
    const fields = new Map(a.fields);
    for (const [key, shape] of b.fields) fields.set(key, fields.has(key) ? merge(fields.get(key)!, shape) : shape);
    return { kind: 'object', fields, required: new Set([...a.required].filter((key) => b.required.has(key))), nullable: new Set([...a.nullable, ...b.nullable]) };
  }
  return a;
}

const mergeAll = (shapes: Shape[]): Shape => shapes.reduce(merge, UNSEEN);

/**
 * The shape of a seeded value: what a snapshot of the same server must look like there. `maps`
 * names the paths (`state.accounts.tokens`) of objects keyed by generated strings rather than
 * field names: each is a record whose values take the shape of the values seen there.
 */
export function shapeOf(value: unknown, maps: ReadonlySet<string> = new Set(), path = 'state'): Shape {
  if (value === null || value === undefined) return UNSEEN;
  if (Array.isArray(value)) return { kind: 'array', item: mergeAll(value.map((item) => shapeOf(item, maps, `${path}[]`))), nullItems: value.some((item) => item === null || item === undefined) };
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (maps.has(path) || (entries.length > 0 && entries.every(([key]) => ID_KEY.test(key)))) {
      return { kind: 'record', value: mergeAll(entries.map(([, inner]) => shapeOf(inner, maps, `${path}{}`))) };
    }
    const fields = new Map(entries.map(([key, inner]) => [key, shapeOf(inner, maps, at(path, key))]));
    // A field the seed writes as null is still written: code and the contract read it as null, never as missing.
    const required = new Set(entries.filter(([, inner]) => inner !== undefined).map(([key]) => key));
    const nullable = new Set(entries.filter(([, inner]) => inner === null || inner === undefined).map(([key]) => key));
    return { kind: 'object', fields, required, nullable };
  }
  const kind = typeof value;
  return kind === 'string' || kind === 'number' || kind === 'boolean' ? { kind } : ANY;
}

const at = (path: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);

/** The first key that reaches a prototype, anywhere in the value; walks with its own stack. */
function forbiddenKey(value: unknown, path: string): string | undefined {
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [item, where] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (Array.isArray(item)) {
      item.forEach((inner, i) => stack.push([inner, `${where}[${i}]`]));
      continue;
    }
    for (const key of Object.keys(item)) {
      if (FORBIDDEN_KEYS.has(key)) return `${at(where, key)}: the key "${key}" is not accepted`;
      stack.push([(item as Record<string, unknown>)[key], at(where, key)]);
    }
  }
  return undefined;
}

/**
 * A null fits only where the seed (or an example entry) holds one: a field the state writes as
 * "none" (`mediaLibrary` of a link without a picture, `settledAt` of an open bet), a value not
 * seen yet. Elsewhere code reads into it (`state.config` set to null answered every call with a
 * 500, an account's `locale` set to null broke its login).
 */
function nullProblem(shape: Shape, path: string): string | undefined {
  if (shape.kind === 'any' || shape.kind === 'unseen') return undefined;
  return `${path}: cannot be null`;
}

function mismatch(value: unknown, shape: Shape, path: string): string | undefined {
  if (value === null) return nullProblem(shape, path);
  if (shape.kind === 'any' || shape.kind === 'unseen') return undefined;
  const kind = kindOf(value);
  const expected = shape.kind === 'record' ? 'object' : shape.kind;
  if (kind !== expected) return `${path}: expected ${expected === 'array' ? 'an array' : `a ${expected}`}, got ${kind === 'array' ? 'an array' : kind}`;
  if (kind === 'number' && !Number.isFinite(value)) return `${path}: expected a finite number`;
  if (shape.kind === 'array') {
    const items = value as unknown[];
    for (let i = 0; i < items.length; i++) {
      // A null where a thing was (getMarquee answered 500 after `marquee[2]` was set to null).
      // No list of the state holds a null where the seed has none, seen items or not (`wins.recent` set to [null] broke getCustomerPoints).
      if (items[i] === null && !shape.nullItems) return `${path}[${i}]: an item of this list cannot be null`;
      const problem = mismatch(items[i], shape.item, `${path}[${i}]`);
      if (problem) return problem;
    }
  } else if (shape.kind === 'record') {
    for (const [key, inner] of Object.entries(value as object)) {
      const problem = mismatch(inner, shape.value, at(path, key));
      if (problem) return problem;
    }
  } else if (shape.kind === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of shape.required) {
      if (!Object.hasOwn(record, key) || record[key] === undefined) return `${at(path, key)}: missing`;
    }
    for (const [key, inner] of Object.entries(record)) {
      const field = shape.fields.get(key);
      if (inner === null && shape.nullable.has(key)) continue;
      const problem = field ? mismatch(inner, field, at(path, key)) : undefined;
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * Where a session state read from a file first differs from the seeded state's shape, or
 * undefined when it fits: exactly the seed's slices, each of its kind, no prototype keys.
 */
export function stateProblem(state: Record<string, unknown>, seeded: Record<string, unknown>, shape: Shape): string | undefined {
  const forbidden = forbiddenKey(state, 'state');
  if (forbidden) return forbidden;
  const missing = Object.keys(seeded).find((slice) => !Object.hasOwn(state, slice));
  if (missing !== undefined) return `${at('state', missing)}: missing (a snapshot holds every slice: ${Object.keys(seeded).join(', ')})`;
  const unknown = Object.keys(state).find((slice) => !Object.hasOwn(seeded, slice));
  if (unknown !== undefined) return `${at('state', unknown)}: not a slice of this server's state`;
  return mismatch(state, shape, 'state');
}

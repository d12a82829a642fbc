import type { z } from 'zod';
import { adminContract, type OperationDef, type OperationId } from '../contract.ts';

/** What QA arms with POST /__mock/scenarios (and what preset files hold): the contract's body. */
export const ScenarioInput = adminContract.ArmScenarioBody;
export type ScenarioInput = z.output<typeof ScenarioInput>;
/** A scenario as written (a request body, a preset file's entry), before defaults. */
export type ScenarioRequest = z.input<typeof ScenarioInput>;

export interface Scenario extends ScenarioInput {
  id: string;
  operationId: ScenarioTarget;
  /** Answers left; Infinity when armed with times 0 (until cleared). */
  remaining: number;
  /** How many calls it answered. */
  fired: number;
  /** The latest calls to its operation that its `match` turned away, newest first. */
  nearMisses: NearMiss[];
}

/** A call that came to the scenario's operation but did not match, and where it differed. */
export interface NearMiss {
  time: number;
  /** The first place the call differs from `match`, e.g. `body.purpose: expected 5, got 3`. */
  mismatch: string;
}

export const NEAR_MISSES_KEPT = 5;

/**
 * Beside operationIds, a scenario may target every operation (`*`) or every operation that needs
 * a logged-in player (`@player`): presets such as kicked-elsewhere use them.
 */
export type ScenarioTarget = OperationId | '*' | '@player';
export const WILDCARD_TARGETS: readonly string[] = ['*', '@player'];

/** Armed scenarios of a session, by target so a request looks up only its own. */
export interface ScenarioStore {
  byOperation: Map<ScenarioTarget, Scenario[]>;
  /** Count of armed scenarios: the hot path skips all scenario work when it is 0. */
  armed: number;
  /**
   * Scenarios whose times are used up, in the order they were spent: listed (remaining 0, with
   * what they fired) until cleared, so QA can still see that one answered; they answer nothing more.
   */
  spent: Scenario[];
  nextId: number;
}

/** Spent scenarios kept for the list; past this the oldest spent goes. */
export const SPENT_KEPT = 100;

export function createScenarioStore(): ScenarioStore {
  return { byOperation: new Map(), armed: 0, spent: [], nextId: 1 };
}

export function clearScenarios(store: ScenarioStore): void {
  store.byOperation.clear();
  store.armed = 0;
  store.spent = [];
}

/** An operationId, or "METHOD /path" in OpenAPI form (`/x/{id}`) or concrete form (`/x/42`). */
export function resolveOperation(operations: readonly OperationDef[], name: string): OperationDef | undefined {
  const byId = operations.find((op) => op.operationId === name);
  if (byId) return byId;
  const match = /^(GET|POST|PUT|DELETE)\s+(\/\S*)$/i.exec(name.trim());
  if (!match) return undefined;
  const method = match[1]!.toUpperCase();
  const path = match[2]!.split('?')[0]!;
  return operations.find((op) => {
    if (op.method !== method) return false;
    if (op.path === path) return true;
    const pattern = new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}

export function armScenario(store: ScenarioStore, operationId: ScenarioTarget, input: ScenarioInput): Scenario {
  const scenario: Scenario = {
    ...input,
    id: `sc-${store.nextId++}`,
    operationId,
    remaining: input.times === 0 ? Infinity : input.times,
    fired: 0,
    nearMisses: [],
  };
  const list = store.byOperation.get(operationId);
  if (list) list.push(scenario);
  else store.byOperation.set(operationId, [scenario]);
  store.armed++;
  return scenario;
}

export function disarmScenario(store: ScenarioStore, id: string): boolean {
  const spent = store.spent.findIndex((s) => s.id === id);
  if (spent !== -1) {
    store.spent.splice(spent, 1);
    return true;
  }
  for (const [operationId, list] of store.byOperation) {
    const index = list.findIndex((s) => s.id === id);
    if (index === -1) continue;
    list.splice(index, 1);
    if (list.length === 0) store.byOperation.delete(operationId);
    store.armed--;
    return true;
  }
  return false;
}

/** Armed and spent scenarios in the order they were armed; `armedOnly` leaves the spent out (a snapshot's). */
export function listScenarios(store: ScenarioStore, { armedOnly = false } = {}) {
  const out = [];
  const lists = [...store.byOperation.values(), ...(armedOnly ? [] : [store.spent])];
  for (const list of lists) {
    for (const { remaining, nearMisses, ...scenario } of list) {
      out.push({
        ...scenario,
        remaining: remaining === Infinity ? null : remaining,
        nearMisses: nearMisses.map((miss) => ({ time: new Date(miss.time).toISOString(), mismatch: miss.mismatch })),
      });
    }
  }
  return out.sort((a, b) => Number(a.id.slice(3)) - Number(b.id.slice(3)));
}

const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/**
 * Where `value` stops matching `pattern`, or undefined when it matches. Objects match by subset
 * (every key of the pattern, deeply; other keys are free), arrays by containment (every item of
 * the pattern matches some item of the value, in any order), anything else by equality.
 */
export function mismatchOf(value: unknown, pattern: unknown, at = 'body'): string | undefined {
  if (pattern === value) return undefined;
  if (Array.isArray(pattern)) {
    if (!Array.isArray(value)) return `${at}: expected an array, got ${show(value)}`;
    for (const item of pattern) {
      if (!value.some((candidate) => mismatchOf(candidate, item) === undefined)) return `${at}: no item matches ${show(item)}`;
    }
    return undefined;
  }
  if (pattern && typeof pattern === 'object') {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return `${at}: expected an object, got ${show(value)}`;
    const record = value as Record<string, unknown>;
    for (const [key, inner] of Object.entries(pattern)) {
      const differs = mismatchOf(Object.hasOwn(record, key) ? record[key] : undefined, inner, `${at}.${key}`);
      if (differs !== undefined) return differs;
    }
    return undefined;
  }
  return `${at}: expected ${show(pattern)}, got ${show(value)}`;
}

function takeFrom(store: ScenarioStore, target: ScenarioTarget, subject: unknown, at: number): Scenario | undefined {
  const list = store.byOperation.get(target);
  if (!list) return undefined;
  for (let i = 0; i < list.length; i++) {
    const scenario = list[i]!;
    if (scenario.match) {
      const mismatch = mismatchOf(subject, scenario.match);
      if (mismatch !== undefined) {
        scenario.nearMisses.unshift({ time: at, mismatch });
        if (scenario.nearMisses.length > NEAR_MISSES_KEPT) scenario.nearMisses.pop();
        continue;
      }
    }
    scenario.fired++;
    if (--scenario.remaining <= 0) {
      list.splice(i, 1);
      if (list.length === 0) store.byOperation.delete(target);
      store.armed--;
      store.spent.push(scenario);
      if (store.spent.length > SPENT_KEPT) store.spent.shift();
    }
    return scenario;
  }
  return undefined;
}

/**
 * The first armed scenario for this call whose match fits `subject` (the body, or the query of
 * a GET); the operation's own scenarios come before wildcards. Uses up one of its times.
 */
export function takeScenario(store: ScenarioStore, op: OperationDef, subject: unknown, at: number): Scenario | undefined {
  return (
    takeFrom(store, op.operationId, subject, at) ??
    (op.auth === 'player' ? takeFrom(store, '@player', subject, at) : undefined) ??
    takeFrom(store, '*', subject, at)
  );
}

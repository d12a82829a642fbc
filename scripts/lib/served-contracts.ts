/**
 * The two OpenAPI documents the mock server serves for clients generated elsewhere
 * (generated/served/): the control API (GET /__mock/openapi.json) as bundled, and the player API
 * (GET /__mock/player-openapi.json): every service's document in one, with what the envelope's
 * failures are declared on each operation, so a client generated from it reads every answer the
 * server gives: HTTP 200 is the operation's success envelope or the ErrorEnvelope of a business
 * code, HTTP 400 the ErrorEnvelope of a request that breaks the contract, HTTP 413 that of a body
 * over the limit, HTTP 401 (operations
 * that need a player) the ErrorEnvelope of "not logged in"; and what the mock server's own guards
 * answer before any operation (403 another website's Origin or Host, 429 all mock sessions busy).
 */
import { bundle } from './contract-files.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
const ERROR_ENVELOPE: JsonObject = { $ref: './components.yaml#/components/schemas/ErrorEnvelope' };

const failure = (description: string): JsonObject => ({ description, content: { 'application/json': { schema: ERROR_ENVELOPE } } });

/** Whether an operation needs the bearer token (its own `security` names a scheme). */
const needsPlayer = (op: JsonObject) => Array.isArray(op.security) && op.security.some((requirement) => isObject(requirement) && Object.keys(requirement).length > 0);

/** The operation's responses with the envelope's failures declared beside its success. */
function withFailures(op: JsonObject, where: string): JsonObject {
  const responses = isObject(op.responses) ? op.responses : {};
  const ok = responses['200'];
  const content = isObject(ok) && isObject(ok.content) ? ok.content : undefined;
  const json = content && isObject(content['application/json']) ? content['application/json'] : undefined;
  if (!isObject(ok) || !json || json.schema === undefined) throw new Error(`${where}: no application/json answer for HTTP 200`);
  const out: JsonObject = {
    ...responses,
    '200': {
      ...ok,
      description: `${String(ok.description ?? '')} A business failure answers HTTP 200 too, as an ErrorEnvelope with its code.`.trim(),
      content: { ...content, 'application/json': { ...json, schema: { anyOf: [json.schema, ERROR_ENVELOPE] } } },
    },
    '400': failure('The request breaks the contract (a field, a body that is not JSON, a mock session name that breaks the rule): ErrorEnvelope code 400, msg naming the field.'),
    '413': failure('The body is over the limit (1 MB; a chat message 3 MB): ErrorEnvelope code 413, msg saying the limit.'),
    '403': failure("The mock server's guard: the request's Origin or Host is another website's (see MOCK_ALLOWED_HOSTS)."),
    '429': {
      ...failure('The mock server holds as many sessions as it may and none is idle: a new mock session name waits (Retry-After seconds).'),
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    },
  };
  if (needsPlayer(op)) out['401'] = failure('No live access token: ErrorEnvelope code 401.');
  return out;
}

function mergeNamed(into: JsonObject, from: JsonObject, where: string, what: string): void {
  for (const [name, value] of Object.entries(from)) {
    if (into[name] !== undefined && JSON.stringify(into[name]) !== JSON.stringify(value)) throw new Error(`${where}: ${what} ${name} differs from another document's`);
    into[name] = value;
  }
}

/** The player API in one document: `documents` are the services' bundles (lib/contract-files.ts). */
export function playerContract(documents: readonly { source: string; doc: JsonObject }[], shared: JsonObject): JsonObject {
  const paths: JsonObject = {};
  const components: JsonObject = {};
  const tags: JsonObject[] = [];
  for (const { source, doc } of documents) {
    for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
      if (!isObject(item)) continue;
      const target = (isObject(paths[path]) ? paths[path] : (paths[path] = {})) as JsonObject;
      for (const [key, value] of Object.entries(item)) {
        if (target[key] !== undefined) throw new Error(`${source}: ${key.toUpperCase()} ${path} is in another document too`);
        target[key] = (METHODS as readonly string[]).includes(key) && isObject(value) ? { ...value, responses: withFailures(value, `${source} ${key.toUpperCase()} ${path}`) } : value;
      }
    }
    for (const [section, entries] of Object.entries(isObject(doc.components) ? doc.components : {})) {
      if (!isObject(entries)) continue;
      mergeNamed((isObject(components[section]) ? components[section] : (components[section] = {})) as JsonObject, entries, source, `components.${section}`);
    }
    for (const tag of Array.isArray(doc.tags) ? doc.tags : []) {
      if (isObject(tag) && !tags.some((t) => t.name === tag.name)) tags.push(tag);
    }
  }
  const merged: JsonObject = {
    openapi: '3.1.0',
    info: {
      title: 'Casino JP player API',
      version: '1.0.0',
      description:
        'Every service the site calls (auth, phoenix, throne, rex, cms) in one document, as the mock server serves it. ' +
        'Every answer is the envelope {code, success, data, msg}: a success with code 200, a business failure as an ErrorEnvelope ' +
        'with its code (HTTP 200; 401 for "not logged in"; 400 for a request that breaks the contract). `x-error-codes` lists the ' +
        "business codes an operation may answer besides the common ones; GET /__mock/codes has every code's messages.",
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components,
  };
  return bundle(merged, shared, 'the player API');
}

/**
 * The control API as bundled, with the body limit's 413 (its TooLarge response) declared on every
 * operation but GET: any of them may be sent a body, and one over the limit is refused so.
 */
export function controlContract(doc: JsonObject): JsonObject {
  const paths: JsonObject = {};
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([key, op]) => {
        if (!(METHODS as readonly string[]).includes(key) || key === 'get' || !isObject(op)) return [key, op];
        const responses = isObject(op.responses) ? op.responses : {};
        return [key, responses['413'] === undefined ? { ...op, responses: { ...responses, '413': { $ref: '#/components/responses/TooLarge' } } } : op];
      }),
    );
  }
  return { ...doc, paths };
}

/**
 * What an operation of the contract says about itself besides its schemas, read in one place for
 * the generator (generated/operations.ts) and orval's config (the React Query hooks):
 * - `security`: whether the call needs the player's token;
 * - `x-query: true`: a POST that only reads, which the site caches as a query, not a mutation.
 */

export const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** A parsed YAML or JSON object; only the keys read here are looked at. */
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface OperationEntry {
  path: string;
  method: (typeof METHODS)[number];
  op: JsonObject;
}

/** Every operation of a document, in the document's order. */
export function operationsOf(doc: JsonObject): OperationEntry[] {
  const paths = isObject(doc.paths) ? doc.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    isObject(item) ? METHODS.flatMap((method) => (isObject(item[method]) ? [{ path, method, op: item[method] as JsonObject }] : [])) : [],
  );
}

/**
 * Whether an operation needs the player's token, from its own `security` (the one place that says
 * so): `[]` is open, `- bearerAuth: []` needs the token, and a list with `{}` besides takes a token
 * when there is one (logout), so it is open too. Every scheme named must be declared in the
 * document's components.securitySchemes.
 */
export function authOf(doc: JsonObject, op: JsonObject, where: string): 'player' | 'public' {
  const security = op.security;
  if (!Array.isArray(security)) throw new Error(`${where} declares no security (write \`security: []\` for an open call, \`security: [bearerAuth: []]\` for a player's)`);
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  for (const requirement of security) {
    if (!isObject(requirement)) throw new Error(`${where}: security lists ${JSON.stringify(requirement)}, not a requirement object`);
    const unknown = Object.keys(requirement).filter((name) => !(name in schemes));
    if (unknown.length > 0) throw new Error(`${where}: security names ${unknown.join(', ')}, which the document's components.securitySchemes do not declare`);
  }
  return security.length > 0 && security.every((s) => isObject(s) && Object.keys(s).length > 0) ? 'player' : 'public';
}

/**
 * The operationIds marked `x-query: true`. Only a POST takes the mark (a GET is a query already)
 * and only as `true`: anything else is a mistake in the contract, not a silent "no".
 */
export function queryOperationIds(doc: JsonObject, where: string): string[] {
  return operationsOf(doc).flatMap(({ path, method, op }) => {
    const mark = op['x-query'];
    if (mark === undefined) return [];
    const id = typeof op.operationId === 'string' ? op.operationId : `${method} ${path}`;
    if (mark !== true) throw new Error(`${where} ${id}: x-query is ${JSON.stringify(mark)}; write x-query: true or leave it out`);
    if (method !== 'post') throw new Error(`${where} ${id}: x-query marks a POST that only reads; a ${method.toUpperCase()} needs no mark`);
    return [id];
  });
}

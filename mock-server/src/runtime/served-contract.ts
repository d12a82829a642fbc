// The two documents the server serves (GET /__mock/openapi.json, GET /__mock/player-openapi.json;
// written by `npm run generate` into generated/served/), and answers and requests held against
// them by a validator no one here wrote (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it), the way
// an outside client generated from them reads them: the status declared, the media type declared,
// the body valid against the declared schema, the declared headers present. Under
// --validate-responses every answer is held (contract-check.ts), in proxy mode every request and
// answer of the real backend (proxy.ts), and the tests hold every control call's answers.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
// ajv-formats is CommonJS: under Node's ESM its default import is the module, the plugin its `default`.
const addFormats = ajvFormats.default;

const DOCUMENT_ID = 'https://mock.invalid/openapi.json';
/** A JSON pointer's segment: `/` and `~` escaped. */
const segment = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

let documents: { control: Json; player: Json } | undefined;

/** The served documents, read once from generated/served/. */
export function servedDocuments(): { control: Json; player: Json } {
  const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../generated/served/${name}.json`, import.meta.url), 'utf8')) as Json;
  documents ??= { control: read('control-api'), player: read('player-api') };
  return documents;
}

/** An answer as a check reads it. */
export interface CheckedAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  /** The body as sent (text). */
  body: string;
}

/** A request as a check reads it. */
export interface CheckedRequest {
  query: Record<string, unknown>;
  params: Record<string, unknown>;
  /** The parsed JSON body, or undefined when none came. */
  body: unknown;
}

export interface ServedContract {
  /** Whether the document has this operation (`path` in OpenAPI form, `/x/{id}`). */
  has(method: string, path: string): boolean;
  /** What is wrong with this answer of `method path`, or nothing. */
  problems(method: string, path: string, response: CheckedAnswer): string[];
  /** What is wrong with this request for `method path`: its parameters and its JSON body. */
  requestProblems(method: string, path: string, request: CheckedRequest): string[];
}

export function servedContract(document: Json): ServedContract {
  // OpenAPI's own keywords (example, description on a $ref) are not JSON Schema's: not an error here.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  // Query and path parameters arrive as text: read them as the schema's type, as a client's server would.
  const params = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, coerceTypes: true });
  for (const instance of [ajv, params]) {
    addFormats(instance);
    instance.addSchema({ ...document, $id: DOCUMENT_ID });
  }
  const compiled = new Map<string, ValidateFunction | undefined>();
  const schemaAt = (instance: Ajv2020, pointer: string) => {
    const key = `${instance === params ? 'p' : 'b'}${pointer}`;
    if (!compiled.has(key)) compiled.set(key, instance.getSchema(`${DOCUMENT_ID}#${pointer}`));
    return compiled.get(key);
  };
  const at = (pointer: string): unknown => {
    let node: unknown = document;
    for (const part of pointer.split('/').slice(1)) node = isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return node;
  };
  /** The node at `pointer`, its $ref followed once, with the pointer it ended at. */
  const resolved = (pointer: string): { pointer: string; node: unknown } => {
    const node = at(pointer);
    if (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) return { pointer: node.$ref.slice(1), node: at(node.$ref.slice(1)) };
    return { pointer, node };
  };
  const operation = (method: string, path: string) => `/paths/${segment(path)}/${method.toLowerCase()}`;

  return {
    has: (method, path) => isObject(at(operation(method, path))),

    problems(method, path, response) {
      const where = `${method} ${path} answered HTTP ${response.statusCode}`;
      const { pointer, node: declared } = resolved(`${operation(method, path)}/responses/${response.statusCode}`);
      if (!isObject(declared)) return [`${where}, which the contract does not declare`];
      const problems: string[] = [];
      for (const header of Object.keys(isObject(declared.headers) ? declared.headers : {})) {
        if (response.headers[header.toLowerCase()] === undefined) problems.push(`${where} without its declared header ${header}`);
      }
      const content = isObject(declared.content) ? declared.content : undefined;
      const type = String(response.headers['content-type'] ?? '').split(';')[0]!.trim();
      if (!content) {
        if (response.body !== '') problems.push(`${where} with a body (${type}) where the contract declares none`);
        return problems;
      }
      if (!(type in content)) return [...problems, `${where} as ${type || 'no content type'}; the contract declares ${Object.keys(content).join(', ')}`];
      const validate = schemaAt(ajv, `${pointer}/content/${segment(type)}/schema`);
      if (!validate) return [...problems, `${where}: no schema at ${pointer} for ${type}`];
      let body: unknown = response.body;
      if (type === 'application/json') {
        try {
          body = JSON.parse(response.body);
        } catch {
          return [...problems, `${where}: the body is not JSON (${response.body.slice(0, 80)})`];
        }
      }
      if (!validate(body)) problems.push(`${where}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })} (${response.body.slice(0, 200)})`);
      return problems;
    },

    requestProblems(method, path, request) {
      const where = `${method} ${path}`;
      const op = at(operation(method, path));
      if (!isObject(op)) return [`${where} is not an operation of the contract`];
      const problems: string[] = [];
      const list = Array.isArray(op.parameters) ? op.parameters : [];
      list.forEach((_, index) => {
        const { pointer, node: parameter } = resolved(`${operation(method, path)}/parameters/${index}`);
        if (!isObject(parameter) || (parameter.in !== 'query' && parameter.in !== 'path')) return;
        const values = parameter.in === 'query' ? request.query : request.params;
        const name = String(parameter.name);
        if (values[name] === undefined) {
          if (parameter.required === true) problems.push(`${where}: ${parameter.in} parameter ${name} is required`);
          return;
        }
        const validate = schemaAt(params, `${pointer}/schema`);
        if (validate && !validate(values[name])) problems.push(`${where}: ${parameter.in}.${name} ${params.errorsText(validate.errors, { dataVar: '' })}`);
      });
      const { pointer, node: requestBody } = resolved(`${operation(method, path)}/requestBody`);
      if (!isObject(requestBody)) return problems;
      if (request.body === undefined) {
        if (requestBody.required === true) problems.push(`${where}: a body is required`);
        return problems;
      }
      const validate = schemaAt(ajv, `${pointer}/content/application~1json/schema`);
      if (validate && !validate(request.body)) problems.push(`${where}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
      return problems;
    },
  };
}

let checkers: { control: ServedContract; player: ServedContract } | undefined;

/** Checkers of the two served documents, built once per process (ajv compiles each schema when first used). */
export function servedCheckers(): { control: ServedContract; player: ServedContract } {
  const { control, player } = servedDocuments();
  checkers ??= { control: servedContract(control), player: servedContract(player) };
  return checkers;
}

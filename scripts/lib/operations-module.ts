/**
 * generated/operations.ts, the operation table the mock server routes from: each operation's
 * method and path, its auth (from its own `security`), its business codes (`x-error-codes`, with
 * the request field each is about) and its zod schemas, from the bundled service documents.
 */
import { checkAllUsed, parseCodeRefs, type CatalogueEntry, type CodeRef } from './codes.ts';
import { SERVICES, type ContractDocument } from './contract-files.ts';
import { authOf, operationsOf } from './operation-marks.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Catalogue = ReadonlyMap<number, CatalogueEntry>;

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The names a request carries (body properties through $ref and allOf/oneOf/anyOf, query and path parameters). */
function requestFields(doc: JsonObject, op: JsonObject): Set<string> {
  const fields = new Set<string>();
  const seen = new Set<Json>();
  const resolve = (node: Json | undefined): Json | undefined =>
    isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/') ? pointerIn(doc, node.$ref.slice(2)) : node;
  const walk = (raw: Json | undefined) => {
    const node = resolve(raw);
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    if (isObject(node.properties)) for (const name of Object.keys(node.properties)) fields.add(name);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach(walk);
    }
  };
  const body = resolve(op.requestBody);
  if (isObject(body) && isObject(body.content)) {
    for (const media of Object.values(body.content)) if (isObject(media)) walk(media.schema);
  }
  if (Array.isArray(op.parameters)) {
    for (const raw of op.parameters) {
      const parameter = resolve(raw);
      if (isObject(parameter) && typeof parameter.name === 'string') fields.add(parameter.name);
    }
  }
  return fields;
}

/** The node at a JSON pointer's path (`components/schemas/X`), or undefined. */
export function pointerIn(doc: JsonObject, path: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const part of path.split('/')) node = isObject(node) ? node[part] : undefined;
  return node;
}

/** An ErrorCode in operations.ts: a call of its errorCode helper (catalogue entry, plus the field). */
const errorCodeRow = ({ code, field }: CodeRef) => (field ? `errorCode(${code}, ${JSON.stringify(field)})` : `errorCode(${code})`);

export const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The namespace operations.ts imports a document's zod schemas as: authZod, phoenixCashierZod. */
const zodNamespace = ({ spec, area }: ContractDocument) => `${spec}${area ? area.split('-').map(pascal).join('') : ''}Zod`;

/**
 * generated/operations.ts's text and each operation's codes (for generated/codes.ts): `zodText`
 * is the document's generated zod module, which says which of an operation's schemas exist.
 */
export function operationsModule(
  documents: readonly { document: ContractDocument; doc: JsonObject; zodText: string }[],
  catalogue: Catalogue,
  commonRefs: readonly CodeRef[],
): { text: string; operationCodes: { operationId: string; codes: CodeRef[] }[] } {
  const commonSet = new Set(commonRefs.map((ref) => ref.code));
  const imports: string[] = [];
  const rows: string[] = [];
  const ids: string[] = [];
  const operationCodes: { operationId: string; codes: CodeRef[] }[] = [];
  const used = new Set(commonSet);
  for (const { document, doc, zodText } of documents) {
    const { spec, module } = document;
    const has = (name: string) => new RegExp(`export const ${name}\\b`).test(zodText);
    const ns = zodNamespace(document);
    imports.push(`import * as ${ns} from './${module}.zod.ts';`);
    for (const { path, method, op } of operationsOf(doc)) {
      const id = op.operationId;
      if (typeof id !== 'string') throw new Error(`${document.source} ${method} ${path} has no operationId`);
      const where = `${document.source} ${id}`;
      const auth = authOf(doc, op, where);
      const name = pascal(id);
      const schemaRefs = [
        has(`${name}Body`) ? `body: ${ns}.${name}Body` : '',
        has(`${name}QueryParams`) ? `query: ${ns}.${name}QueryParams` : '',
        has(`${name}Params`) ? `params: ${ns}.${name}Params` : '',
        has(`${name}Response`) ? `response: ${ns}.${name}Response` : '',
      ].filter(Boolean);
      if (!has(`${name}Response`)) throw new Error(`${where}: orval produced no ${name}Response schema`);
      ids.push(id);
      const codeRefs = parseCodeRefs(op['x-error-codes'], where, catalogue, { common: commonSet, fields: requestFields(doc, op as JsonObject) });
      codeRefs.forEach((ref) => used.add(ref.code));
      operationCodes.push({ operationId: id, codes: codeRefs });
      rows.push(
        `  {\n    operationId: ${JSON.stringify(id)},\n    spec: ${JSON.stringify(spec)},\n    method: ${JSON.stringify(method.toUpperCase())},\n` +
          `    path: ${JSON.stringify(path)},\n    summary: ${JSON.stringify(String(op.summary ?? ''))},\n    auth: ${JSON.stringify(auth)},\n` +
          `    errorCodes: [${codeRefs.map(errorCodeRow).join(', ')}],\n` +
          `    schemas: { ${schemaRefs.join(', ')} },\n  },`,
      );
    }
  }
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`operationId ${duplicate} is used twice`);
  checkAllUsed(catalogue, used);
  const text = `// Generated by scripts/generate.ts from openapi/*.yaml. Do not edit: run \`npm run generate\`.
import type { ZodType } from 'zod';
import { codeCatalogue, type Locale } from './code-messages.ts';
import type { Code } from './codes.ts';
${imports.join('\n')}

export type { Locale } from './code-messages.ts';

export type SpecName = ${SERVICES.map((s) => JSON.stringify(s)).join(' | ')};
export const SUCCESS_CODE = 200;

export interface ErrorCode {
  readonly code: number;
  /** The code's name in openapi/codes.yaml (\`codes.nameTaken\`), as the site and the mock call it. */
  readonly name: string;
  readonly meaning: string;
  readonly message: Readonly<Record<Locale, string>>;
  /** The request field the code is about, when the operation says so. */
  readonly field?: string;
  /** What a form shows under that field, when the catalogue has it for the code. */
  readonly fieldMessage?: Readonly<Record<Locale, string>>;
}

export type OperationId =
${ids.map((id) => `  | ${JSON.stringify(id)}`).join('\n')};

export interface OperationDef {
  readonly operationId: OperationId;
  readonly spec: SpecName;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI form: /x/{id}. */
  readonly path: string;
  readonly summary: string;
  /** From the operation's \`security\`: player needs a bearer access token (HTTP 401 otherwise). */
  readonly auth: 'public' | 'player';
  /** Business codes of this operation, besides commonErrorCodes (openapi/codes.yaml, by the operation's x-error-codes). */
  readonly errorCodes: readonly ErrorCode[];
  readonly schemas: { readonly body?: ZodType; readonly query?: ZodType; readonly params?: ZodType; readonly response: ZodType };
}

/** The catalogue's entry as operations have always carried it, with the field the operation names. */
function errorCode(code: Code, field?: string): ErrorCode {
  const { name, meaning, message, fieldMessage } = codeCatalogue[code];
  if (field === undefined) return { code, name, meaning, message };
  return fieldMessage === undefined ? { code, name, meaning, message, field } : { code, name, meaning, message, field, fieldMessage };
}

export const operations: readonly OperationDef[] = [
${rows.join('\n')}
];

export const operationsById = Object.fromEntries(operations.map((op) => [op.operationId, op])) as Readonly<Record<OperationId, OperationDef>>;

/** Codes any operation may return. */
export const commonErrorCodes: readonly ErrorCode[] = [${commonRefs.map(errorCodeRow).join(', ')}];
`;
  return { text, operationCodes };
}

/**
 * `npm run generate`: openapi/*.yaml (and openapi/<spec>/<area>.yaml for a service split by
 * product area) -> generated/.
 *   1. bundles each document with the shared components (orval reads one self-contained file
 *      each: lib/contract-files.ts),
 *   2. runs orval (fetchers and zod schemas per document, the control-API client),
 *   3. writes generated/operations.ts, the operation table the mock server routes from (each
 *      operation's auth from its own `security`), generated/mock-admin/operations.ts (the control
 *      API's), generated/queries.ts (the operations the site reads as queries, with their
 *      fetchers' types: lib/query-operations.ts), generated/<spec>/index.zod.ts for a split
 *      service (every area's schemas, for the mock), and from
 *      openapi/codes.yaml generated/codes.ts (names, per-operation unions, field hints) and
 *      generated/code-messages.ts (meanings and messages),
 *   4. writes generated/rules.ts from openapi/rules.yaml (the validation rules of site and mock),
 *      after checking the contract's request schemas state the same limits,
 *   5. writes the documents the mock server serves (generated/served/): the control API bundled,
 *      and the player API's services in one document (lib/served-contracts.ts).
 * `npm run generate:check` does the same into .generated-check/ and fails when generated/ differs,
 * so a contract change without a regeneration cannot land.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { checkContract, parseRules, rulesModule } from './lib/rules.ts';
import { checkAllUsed, codeMessagesModule, codesModule, codeTextsFile, LOCALES, parseCatalogue, parseCodeRefs, type CodeRef } from './lib/codes.ts';
import { controlOperationsModule } from './lib/control-operations.ts';
import { authOf, operationsOf, queryOperationIds } from './lib/operation-marks.ts';
import { queriesModule } from './lib/query-operations.ts';
import { bundle, contractDocuments, OTHER_SPECS, SERVICES, type ContractDocument } from './lib/contract-files.ts';
import { controlContract, playerContract } from './lib/served-contracts.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const specDir = join(root, 'openapi');
const bundleDir = join(root, '.cache/openapi');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readYaml(file: string): JsonObject {
  const doc = parse(readFileSync(file, 'utf8')) as Json;
  if (!isObject(doc)) throw new Error(`${relative(root, file)} is not an OpenAPI document`);
  return doc;
}

const shared = readYaml(join(specDir, 'components.yaml'));

const catalogue = parseCatalogue(parse(readFileSync(join(specDir, 'codes.yaml'), 'utf8')));
const commonRefs = parseCodeRefs(shared['x-common-error-codes'], 'components.yaml x-common-error-codes', catalogue);
const commonSet = new Set(commonRefs.map((ref) => ref.code));

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

function pointerIn(doc: JsonObject, path: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const part of path.split('/')) node = isObject(node) ? node[part] : undefined;
  return node;
}

/** An ErrorCode in operations.ts: a call of its errorCode helper (catalogue entry, plus the field). */
const errorCodeRow = ({ code, field }: CodeRef) => (field ? `errorCode(${code}, ${JSON.stringify(field)})` : `errorCode(${code})`);

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The namespace operations.ts imports a document's zod schemas as: authZod, phoenixCashierZod. */
const zodNamespace = ({ spec, area }: ContractDocument) => `${spec}${area ? area.split('-').map(pascal).join('') : ''}Zod`;

function writeOperations(outDir: string, documents: readonly { document: ContractDocument; doc: JsonObject }[]) {
  const imports: string[] = [];
  const rows: string[] = [];
  const ids: string[] = [];
  const operationCodes: { operationId: string; codes: CodeRef[] }[] = [];
  const used = new Set(commonSet);
  for (const { document, doc } of documents) {
    const { spec, module } = document;
    const zodText = readFileSync(join(outDir, `${module}.zod.ts`), 'utf8');
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
  writeFileSync(join(outDir, 'operations.ts'), text);
  writeFileSync(join(outDir, 'codes.ts'), codesModule(catalogue, commonRefs, operationCodes));
  writeFileSync(join(outDir, 'code-messages.ts'), codeMessagesModule(catalogue));
  mkdirSync(join(outDir, 'code-texts'), { recursive: true });
  for (const locale of LOCALES) writeFileSync(join(outDir, 'code-texts', `${locale}.json`), codeTextsFile(catalogue, locale));
}

/**
 * The socket's modules: socket.zod.ts (orval's per-schema files plus each topic's data schema by
 * name) and topic-schemas.ts (each topic's data schema loaded on first use: a client builds the
 * schemas of the topics it hears, not all of them at start-up).
 */
function writeSocketIndex(outDir: string, socket: JsonObject) {
  rmSync(join(outDir, 'socket/socket.ts'), { force: true }); // orval's client file; the spec has no paths
  const topicSchema = pointerIn(socket, 'components/schemas/Topic');
  const topics = isObject(topicSchema) && Array.isArray(topicSchema.enum) ? topicSchema.enum.map(String) : [];
  if (topics.length === 0) throw new Error('socket.yaml: Topic needs an enum');
  const names = topics.map((topic) => {
    const name = `${pascal(topic)}Data`;
    if (pointerIn(socket, `components/schemas/${name}`) === undefined) throw new Error(`socket.yaml: topic ${topic} has no ${name} schema`);
    const file = `${name[0]!.toLowerCase()}${name.slice(1)}.zod.ts`;
    if (!existsSync(join(outDir, 'socket/schemas', file))) throw new Error(`socket: orval wrote no schemas/${file} for ${name}`);
    return { topic, name, file };
  });
  writeFileSync(
    join(outDir, 'socket/socket.zod.ts'),
    `// Generated by scripts/generate.ts from openapi/socket.yaml. Do not edit: run \`npm run generate\`.
import type { ZodType } from 'zod';
import * as schemas from './schemas/index.ts';

export * from './schemas/index.ts';

/** The data schema of each topic's \`next\` messages. */
export const topicPayloadSchemas: Readonly<Record<schemas.Topic, ZodType>> = {
${names.map(({ topic, name }) => `  ${topic}: schemas.${name},`).join('\n')}
};
`,
  );
  writeFileSync(
    join(outDir, 'socket/topic-schemas.ts'),
    `// Generated by scripts/generate.ts from openapi/socket.yaml. Do not edit: run \`npm run generate\`.
import type { ZodType } from 'zod';
import type { Topic } from './schemas/topic.zod.ts';

/** Loads the data schema of a topic's \`next\` messages: a module per topic, built when first needed. */
export const loadTopicPayloadSchema: Readonly<Record<Topic, () => Promise<ZodType>>> = {
${names.map(({ topic, name, file }) => `  ${topic}: () => import('./schemas/${file}').then((module) => module.${name}),`).join('\n')}
};
`,
  );
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full).map((f) => join(name, f)) : [name];
  });
}

function writeBundle(name: string, doc: JsonObject) {
  const file = join(bundleDir, `${name}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(doc, null, 2));
}

/**
 * generated/<spec>/index.zod.ts for a service split by area: every area's zod schemas in one
 * namespace, for the mock server and tools. The site imports an area's own module instead, so a
 * screen's chunk carries only its area.
 */
function writeAreaIndexes(outDir: string, documents: readonly ContractDocument[]) {
  for (const spec of SERVICES) {
    const areas = documents.filter((d) => d.spec === spec && d.area !== undefined);
    if (areas.length === 0) continue;
    writeFileSync(
      join(outDir, spec, 'index.zod.ts'),
      `// Generated by scripts/generate.ts from openapi/${spec}/*.yaml. Do not edit: run \`npm run generate\`.
// Every area's zod schemas, for the mock server and tools; the site imports an area's own module.
${areas.map((d) => `export * from './${d.area}.zod.ts';`).join('\n')}
`,
    );
  }
}

function main() {
  const check = parseArgs({ options: { check: { type: 'boolean', default: false } }, strict: true }).values.check;
  const outName = check ? '.generated-check' : 'generated';
  const outDir = join(root, outName);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  rmSync(bundleDir, { recursive: true, force: true });
  mkdirSync(bundleDir, { recursive: true });

  const documents = contractDocuments(specDir).map((document) => {
    const doc = bundle(readYaml(join(specDir, document.source)), shared, document.source);
    queryOperationIds(doc, document.source); // throws on a misplaced mark before orval reads it
    writeBundle(document.module, doc);
    return { document, doc };
  });
  const others = new Map<string, JsonObject>();
  for (const spec of OTHER_SPECS) {
    const doc = bundle(readYaml(join(specDir, `${spec}.yaml`)), shared, `${spec}.yaml`);
    others.set(spec, doc);
    writeBundle(spec, doc);
  }

  execFileSync(join(root, 'node_modules/.bin/orval'), ['--config', 'orval.config.ts'], {
    cwd: root,
    stdio: check ? 'pipe' : 'inherit',
    env: { ...process.env, ORVAL_OUT: outName },
  });
  writeOperations(outDir, documents);
  writeAreaIndexes(outDir, documents.map(({ document }) => document));
  const queryDocuments = documents.map(({ document, doc }) => ({ module: document.module, source: document.source, doc }));
  writeFileSync(join(outDir, 'queries.ts'), queriesModule(queryDocuments, (module) => readFileSync(join(outDir, `${module}.ts`), 'utf8')));
  const rules = parseRules(parse(readFileSync(join(specDir, 'rules.yaml'), 'utf8')));
  checkContract(rules, (file) => readYaml(join(specDir, file)));
  writeFileSync(join(outDir, 'rules.ts'), rulesModule(rules));
  writeSocketIndex(outDir, others.get('socket')!);
  const controlZod = readFileSync(join(outDir, 'mock-admin/mock-admin.zod.ts'), 'utf8');
  writeFileSync(join(outDir, 'mock-admin/operations.ts'), controlOperationsModule(others.get('mock-admin')!, controlZod));
  rmSync(join(outDir, 'components/components.ts'), { force: true }); // orval's client file; no paths
  rmSync(join(outDir, 'bridge/bridge.ts'), { force: true }); // the same: the bridge has messages, no paths
  mkdirSync(join(outDir, 'served'), { recursive: true });
  writeFileSync(join(outDir, 'served/control-api.json'), `${JSON.stringify(controlContract(others.get('mock-admin')!), null, 2)}\n`);
  const player = playerContract(documents.map(({ document, doc }) => ({ source: document.source, doc })), shared);
  writeFileSync(join(outDir, 'served/player-api.json'), `${JSON.stringify(player, null, 2)}\n`);

  if (!check) return;
  const committed = join(root, 'generated');
  const a = listFiles(committed).sort();
  const b = listFiles(outDir).sort();
  const stale = [...new Set([...a, ...b])].filter(
    (file) => !a.includes(file) || !b.includes(file) || readFileSync(join(committed, file), 'utf8') !== readFileSync(join(outDir, file), 'utf8'),
  );
  rmSync(outDir, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`generated/ is stale (run \`npm run generate\` and commit):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('generated/ matches openapi/.');
}

main();

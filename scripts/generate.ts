/**
 * `npm run generate`: openapi/*.yaml (and openapi/<spec>/<area>.yaml for a service split by
 * product area) -> generated/.
 *   1. bundles each document with the shared components (orval reads one self-contained file
 *      each: lib/contract-files.ts); the control API's areas (openapi/mock-admin/<area>.yaml)
 *      are first joined with openapi/mock-admin.yaml into one document, for one client,
 *   2. runs orval (fetchers and zod schemas per document, the control-API client),
 *   3. writes generated/operations.ts, the operation table the mock server routes from
 *      (lib/operations-module.ts), generated/mock-admin/operations.ts (the control API's),
 *      generated/queries.ts (the operations the site reads as queries, with their fetchers'
 *      types: lib/query-operations.ts), generated/<spec>/index.zod.ts for a split service (every
 *      area's schemas, for the mock), the socket's topic modules (lib/socket-modules.ts), and from
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
import { codeMessagesModule, codesModule, codeTextsFile, LOCALES, parseCatalogue, parseCodeRefs } from './lib/codes.ts';
import { controlOperationsModule } from './lib/control-operations.ts';
import { queryOperationIds } from './lib/operation-marks.ts';
import { operationsModule } from './lib/operations-module.ts';
import { queriesModule } from './lib/query-operations.ts';
import { writeSocketIndex } from './lib/socket-modules.ts';
import { bundle, contractDocuments, controlAreas, joinControlAreas, OTHER_SPECS, SERVICES, type ContractDocument } from './lib/contract-files.ts';
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

function writeOperations(outDir: string, documents: readonly { document: ContractDocument; doc: JsonObject }[]) {
  const withZod = documents.map((entry) => ({ ...entry, zodText: readFileSync(join(outDir, `${entry.document.module}.zod.ts`), 'utf8') }));
  const { text, operationCodes } = operationsModule(withZod, catalogue, commonRefs);
  writeFileSync(join(outDir, 'operations.ts'), text);
  writeFileSync(join(outDir, 'codes.ts'), codesModule(catalogue, commonRefs, operationCodes));
  writeFileSync(join(outDir, 'code-messages.ts'), codeMessagesModule(catalogue));
  mkdirSync(join(outDir, 'code-texts'), { recursive: true });
  for (const locale of LOCALES) writeFileSync(join(outDir, 'code-texts', `${locale}.json`), codeTextsFile(catalogue, locale));
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
    const source = readYaml(join(specDir, `${spec}.yaml`));
    const whole = spec === 'mock-admin' ? joinControlAreas(source, controlAreas(specDir).map((area) => ({ source: area, doc: readYaml(join(specDir, area)) }))) : source;
    const doc = bundle(whole, shared, `${spec}.yaml`);
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

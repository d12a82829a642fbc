// `npm run lint:contract`: Redocly CLI's recommended rules (redocly.yaml says which are changed
// and why) over every OpenAPI document in openapi/, found as the generator finds them, so a new
// area is linted without a list to edit. Fails on any error; warnings are shown.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { contractDocuments, controlAreas, OTHER_SPECS } from './lib/contract-files.ts';

const root = join(import.meta.dirname, '..');
const specDir = join(root, 'openapi');
/** YAML in openapi/ that is data, not an OpenAPI document. */
const NOT_OPENAPI = ['codes.yaml', 'rules.yaml'];

const documents = [...contractDocuments(specDir).map((d) => d.source), ...OTHER_SPECS.map((spec) => `${spec}.yaml`), ...controlAreas(specDir)];
const stray = readdirSync(specDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml') && !documents.includes(file) && !NOT_OPENAPI.includes(file))
  .sort();
if (stray.length > 0) {
  console.error(`openapi/ has YAML that is neither a contract document nor data: ${stray.join(', ')}`);
  process.exit(1);
}

const result = spawnSync(join(root, 'node_modules/.bin/redocly'), ['lint', '--format=stylish', ...documents.map((file) => `openapi/${file}`)], {
  cwd: root,
  stdio: 'inherit',
  // No "new version available" look-up on the network from a test run.
  env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(result.status ?? 1);

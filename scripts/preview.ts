// `npm run preview` (after `npm run build`): the production build as players get it, through the
// site's page server (web/server) in front of the mock server, on one origin, until Ctrl-C.
import { join } from 'node:path';
import { runStack, startService } from './lib/processes.ts';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PREVIEW_PORT ?? 4173);
const mockPort = port + 1;

const mock = startService({ name: 'mock', command: process.execPath, args: ['mock-server/src/server.ts', '--port', String(mockPort)], cwd: root, env: {} });
const site = startService({
  name: 'site',
  command: process.execPath,
  args: ['web/server/serve.ts', '--dist', 'web/dist', '--port', String(port), '--backend', `http://127.0.0.1:${mockPort}`, '--mock'],
  cwd: root,
  env: {},
});

await runStack(
  [
    { service: mock, url: `http://127.0.0.1:${mockPort}/__mock/health` },
    { service: site, url: `http://127.0.0.1:${port}/__mock/health` },
  ],
  `
  Site (production build, through its page server): http://localhost:${port}/
  Mock server behind it:                             http://localhost:${mockPort}/  (reached through the site's origin too)
  QA console:                                        http://localhost:${port}/__mock/

  Ctrl-C stops both.
`,
);

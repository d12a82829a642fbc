// `npm start`: the mock server and the Vite dev site together, until Ctrl-C.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runStack, startService, type Service } from './lib/processes.ts';

const root = join(import.meta.dirname, '..');
const mockPort = Number(process.env.MOCK_PORT ?? 4000);
const webPort = 5173;

// The QA console (/__mock/) is a build the mock server serves as files: made once, here, if missing
// (`npm run build` remakes it with the site).
if (!existsSync(join(root, 'console/dist/index.html'))) {
  console.log('Building the QA console (console/dist) once...');
  const built = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'console/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) console.error('The QA console did not build; /__mock/ will say so. The site and the mock start anyway.');
}

const services: Service[] = [
  startService({
    name: 'mock',
    command: process.execPath,
    args: ['mock-server/src/server.ts', '--port', String(mockPort)],
    cwd: root,
    env: { MOCK_PORT: String(mockPort) },
  }),
  startService({
    name: 'web',
    command: process.execPath,
    args: [join(root, 'node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.ts', '--port', String(webPort), '--strictPort'],
    cwd: root,
    env: { MOCK_PORT: String(mockPort) },
  }),
];
const [mock, web] = services as [Service, Service];

await runStack(
  [
    { service: mock, url: `http://127.0.0.1:${mockPort}/__mock/health` },
    { service: web, url: `http://localhost:${webPort}/` },
  ],
  `
  Site:        http://localhost:${webPort}/
  Mock server: http://localhost:${mockPort}/  (control API at http://localhost:${mockPort}/__mock)
  QA console:  http://localhost:${webPort}/__mock/  (or http://localhost:${mockPort}/__mock/)

  Ctrl-C stops both.
`,
);

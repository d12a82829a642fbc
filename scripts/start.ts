// `npm start`: the mock server and the Vite dev site together, until Ctrl-C.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startService, stopServices, waitForUrl, type Service } from './lib/processes.ts';

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

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await stopServices(services);
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));

// Either one ending on its own ends the whole thing: half a stack is not a working site.
for (const service of services) {
  void service.exited.then((code) => {
    if (stopping) return;
    console.error(`\n${service.name} stopped (${code}); stopping the rest.`);
    void stop(typeof code === 'number' && code !== 0 ? code : 1);
  });
}

try {
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${mockPort}/__mock/health`, mock),
    waitForUrl(`http://localhost:${webPort}/`, web),
  ]);
} catch (error) {
  console.error(`\nStart-up failed: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}

console.log(`
  Site:        http://localhost:${webPort}/
  Mock server: http://localhost:${mockPort}/  (control API at http://localhost:${mockPort}/__mock)
  QA console:  http://localhost:${webPort}/__mock/  (or http://localhost:${mockPort}/__mock/)

  Ctrl-C stops both.
`);

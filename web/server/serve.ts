// `node web/server/serve.ts --dist web/dist --port 4173 --backend http://127.0.0.1:4000 [--mock] [--plain] [--verbose]`:
// the site's page server on Node (./node.ts). With --backend, the first frame is read from it and
// its paths are sent on to it; with --mock, that backend is the mock server, whose control API says
// which release of the build each session's browsers see (/sw.js).
import { parseArgs } from 'node:util';
import { PAGE_SERVER_HEADER } from './backend.ts';
import { createNodePageServer } from './node.ts';

/** How long a page waits for its first-frame reads: the backend on the same machine answers in a few ms. */
const FILL_BUDGET_MS = 250;

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'web/dist' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    backend: { type: 'string' },
    mock: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    // The page as a plain static host sends it: no nonce, no CSP, no first frame (the bench's third way).
    plain: { type: 'boolean', default: false },
  },
  strict: true,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port ${values.port}: not a port`);
const backendOrigin = values.backend ? new URL(values.backend).origin : undefined;
if (values.mock && !backendOrigin) throw new Error('--mock needs --backend (the mock server it reads releases from)');

/** The session's release as the mock's control API says it (GET /__mock/site/release), for the request's browser. */
async function mockRelease(request: Request): Promise<number> {
  const headers: Record<string, string> = { [PAGE_SERVER_HEADER]: 'service-worker' };
  const cookie = request.headers.get('cookie');
  if (cookie) headers.cookie = cookie;
  try {
    const answer = await fetch(new URL('/__mock/site/release', backendOrigin), { headers, signal: AbortSignal.timeout(2_000) });
    const body = (await answer.json()) as { release?: unknown };
    return answer.ok && typeof body.release === 'number' ? body.release : 0;
  } catch (error) {
    console.error(`page server: the mock's release not read (${(error as Error).message}); /sw.js goes out as built`);
    return 0;
  }
}

const server = createNodePageServer({
  dist: values.dist,
  backendOrigin,
  backend: backendOrigin && !values.plain ? { origin: backendOrigin, budgetMs: FILL_BUDGET_MS } : undefined,
  plain: values.plain,
  serviceWorkerRelease: values.mock ? mockRelease : undefined,
  onFillMissed: values.verbose ? (path, missed) => console.error(`page server: ${path} without ${missed.map((m) => `${m.operation} (${m.why})`).join(', ')}`) : undefined,
});
server.listen(port, values.host, () => {
  console.log(`page server: ${values.dist} at http://${values.host}:${port}${backendOrigin ? `, backend ${backendOrigin}` : ', no backend (plain pages)'}`);
});
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// The site's page server: a Fetch handler (Request -> Response) that serves the built site
// (web/dist) as a player's browser needs it. The page (index.html, every client route) goes out
// with a fresh CSP nonce and the other security headers, never cached, compressed per request, and
// with its first frame filled from the backend (./first-frame.ts); hashed assets go out
// precompressed (the build writes `.br` and `.gz` beside them), cached for good, with a validator;
// the service worker goes out uncached. The backend's own paths (the API, media, the push socket)
// are not its to serve: the Node adapter (./node.ts) sends them on to the backend, as a
// deployment's ingress or CDN would.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { Backend } from './backend.ts';
import { fillShell, firstFrameFill, type FirstFrameFill } from './first-frame.ts';
import { contentSecurityPolicy, CSP_NONCE_PLACEHOLDER, OFFLINE_PAGE_CSP, securityHeaders } from './site-headers.ts';

/** Paths of the backend on the site's origin: the contract's APIs, its media and push socket, and the mock's own (its console, its game machines). */
export const BACKEND_PREFIXES: readonly string[] = ['/api/', '/auth/', '/throne-api/', '/media/', '/ws/', '/machines/', '/__mock/'];
export const isBackendPath = (path: string) => path === '/__mock' || BACKEND_PREFIXES.some((prefix) => path.startsWith(prefix));

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The service worker's file (vite-plugin-pwa's generateSW, web/vite.config.ts). */
const SERVICE_WORKER = '/sw.js';

export interface PageServerOptions {
  /** The built site: index.html and its assets. */
  dist: string;
  /** Where the first frame is read from; without one the page goes out as built. */
  backend?: Backend;
  /**
   * The release of the build the request's browser should see, named in /sw.js so a browser that
   * checks finds a worker that changed (the mock's releases, `--mock`); 0 or none: the file as built.
   */
  serviceWorkerRelease?: (request: Request) => Promise<number>;
  /** Told of every first-frame read that gave nothing. */
  onFillMissed?: (path: string, missed: FirstFrameFill['missed']) => void;
  /**
   * Serve the page as a plain static host would (the bench's "as plain static files"): index.html
   * as built for every route, no nonce, no CSP, no first frame; files as always.
   */
  plain?: boolean;
}

/** The encoding to answer in: brotli, then gzip, as the request accepts them (`q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.get('*') || 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** A weak validator of a file from its size and time: what a conditional request is held against. */
function validatorOf(path: string): string | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? `W/"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"` : undefined;
  } catch {
    return undefined;
  }
}

/** Looks like a file (`/assets/x.js`): a missing one stays a 404, so a broken chunk fails loudly, not as HTML. */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path) && path !== '/index.html';

/** A file the page server serves as it is: every built file but pages (the offline page aside) and the worker. */
const servedAsFile = (path: string) => looksLikeFile(path) && (!path.endsWith('.html') || path === '/offline.html') && !path.startsWith(SERVICE_WORKER);

export function createPageServer(options: PageServerOptions): Hono {
  const dist = resolve(options.dist);
  const pageFile = join(dist, 'index.html');
  if (!existsSync(pageFile)) throw new Error(`${dist} has no index.html: build the site first (npm run build)`);
  const template = readFileSync(pageFile, 'utf8');
  const app = new Hono();

  // The worker: read anew each time (a new build replaces it), never cached by HTTP.
  app.get(SERVICE_WORKER, async (c) => {
    const file = join(dist, SERVICE_WORKER);
    if (!existsSync(file)) return c.json({ error: `no ${SERVICE_WORKER} in the built site` }, 404);
    const release = (await options.serviceWorkerRelease?.(c.req.raw)) ?? 0;
    const script = readFileSync(file, 'utf8') + (release > 0 ? `\n// release ${release}\n` : '');
    return c.body(script, 200, { ...securityHeaders(), 'cache-control': 'no-cache', 'content-type': 'text/javascript; charset=utf-8' });
  });

  // Built files: a validator first (a matching one is a 304 without reading the file), then the file.
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !servedAsFile(path) || isBackendPath(path)) return next();
    const file = join(dist, path);
    if (!file.startsWith(`${dist}/`)) return next();
    const etag = validatorOf(file);
    if (!etag) return next();
    const headers = { ...securityHeaders(), etag, 'cache-control': path.startsWith('/assets/') ? IMMUTABLE : 'no-cache', vary: 'accept-encoding' };
    if (c.req.header('if-none-match')?.split(/\s*,\s*/).includes(etag)) return c.body(null, 304, headers);
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (path.endsWith('.html')) c.res.headers.set('content-security-policy', OFFLINE_PAGE_CSP);
  });
  app.use(
    '*',
    serveStatic({
      root: dist,
      index: '',
      precompressed: true,
      // The page goes out through page() only (its nonce); the worker above.
      rewriteRequestPath: (path) => (servedAsFile(path) && !isBackendPath(path) ? path : '/.not-served'),
    }),
  );
  const plainPage = Buffer.from(template);
  const page = async (c: Context): Promise<Response> => {
    if (options.plain) return c.body(plainPage, 200, { 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' });
    const nonce = randomBytes(16).toString('base64');
    let fill: Omit<FirstFrameFill, 'missed'> = {};
    const backend = c.req.method === 'GET' ? options.backend : undefined;
    if (backend) {
      const found = await firstFrameFill(backend, c.req.raw);
      if (found.missed.length > 0) options.onFillMissed?.(c.req.path, found.missed);
      fill = found;
    }
    const html = Buffer.from(fillShell(template, fill, backend !== undefined).replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    const headers: Record<string, string> = {
      ...securityHeaders(),
      'content-security-policy': contentSecurityPolicy(nonce, c.req.header('host')),
      // Never cached and without a validator: a page kept from an earlier answer would carry that
      // answer's nonce under the new answer's policy.
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      'content-type': 'text/html; charset=utf-8',
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    if (encoding === 'br') return c.body(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), 200, { ...headers, 'content-encoding': 'br' });
    if (encoding === 'gzip') return c.body(gzipSync(html), 200, { ...headers, 'content-encoding': 'gzip' });
    return c.body(html, 200, headers);
  };

  // Hono answers HEAD with its GET route, without the body.
  app.get('*', async (c): Promise<Response> => {
    const path = c.req.path;
    if (isBackendPath(path)) return c.json({ error: `${path} is the backend's: route it there (web/server/node.ts does with --backend)` }, 404);
    if (looksLikeFile(path)) return c.json({ error: `no file at ${path}` }, 404, securityHeaders());
    return page(c);
  });
  app.all('*', (c) => c.json({ error: `${c.req.method} is not served at ${c.req.path}: the site's pages and files answer GET and HEAD` }, 405, { allow: 'GET, HEAD' }));
  return app;
}

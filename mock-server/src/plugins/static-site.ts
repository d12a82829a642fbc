import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './contract.ts';
import { isApiPath } from './errors.ts';
import { contentSecurityPolicy, CSP_NONCE_PLACEHOLDER, OFFLINE_PAGE_CSP, securityHeaders } from './site-headers.ts';
import type { SessionStore } from './sessions.ts';
import type { OperationDef } from '../contract.ts';
import type { FirstFrameFill } from './first-frame.ts';

const immutable = 'public, max-age=31536000, immutable';

/** The encoding to answer in: brotli, then gzip, as the request accepts them (`q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
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

/** Where index.html's static shell keeps the banner's frame (web/index.html). */
export const BANNER_FRAME = '<div class="boot-shell-banner"></div>';
/** The shell's skeleton tiles (web/index.html), which a lobby's first pictures replace. */
export const TILES_FRAME = '<div class="boot-shell-tiles"><span></span><span></span><span></span><span></span><span></span></div>';

/** The shell's marquee strip (web/index.html), which the first running announcement fills. */
export const STRIP_FRAME = '<div class="boot-shell-strip"></div>';

/** What a page paints inside the shell's banner frame, tiles and strip before any script, if anything. */
export type FirstFrame = (request: FastifyRequest) => FirstFrameFill | undefined;

/**
 * The site's one page (index.html: the shell and `/` prerendered), with a fresh CSP nonce each
 * time it is served, and what `firstFrame` puts in the shell's banner frame. Never cached and
 * without a validator: a page kept from an earlier answer would carry that answer's nonce under
 * the new answer's policy. Compressed per request (a few KB).
 */
function sitePage(dir: string, firstFrame: FirstFrame | undefined) {
  const page = join(dir, 'index.html');
  if (!existsSync(page)) throw new Error(`--static ${dir} has no index.html: build the site first (npm run build)`);
  const template = readFileSync(page, 'utf8');
  return (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    const fill = firstFrame?.(request);
    let filled = template;
    if (fill?.banner) filled = filled.replace(BANNER_FRAME, BANNER_FRAME.replace('></div>', `>${fill.banner}</div>`));
    if (fill?.tiles) filled = filled.replace(TILES_FRAME, `<div class="boot-shell-tiles boot-shell-pictures">${fill.tiles}</div>`);
    if (fill?.strip) filled = filled.replace(STRIP_FRAME, STRIP_FRAME.replace('></div>', `>${fill.strip}</div>`));
    const html = Buffer.from(filled.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .headers(securityHeaders())
      .header('content-security-policy', contentSecurityPolicy(nonce, request.headers.host))
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'br') {
      return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  };
}

/** The service worker's file (vite-plugin-pwa's generateSW, web/vite.config.ts). */
const SERVICE_WORKER = 'sw.js';

/**
 * The site's service worker, as the session's browsers see it: the built file, plus a line naming
 * the session's release when QA released a new build (POST /__mock/site/release), so a browser
 * checking for an update finds a worker that changed and the site offers the new version. Never
 * cached by HTTP: the browser must be able to see a new one at once.
 */
function serviceWorker(dir: string, sessions: SessionStore | undefined) {
  const file = join(dir, SERVICE_WORKER);
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(file)) return reply.code(404).send(envelope(404, null, `no ${SERVICE_WORKER} in the built site`));
    let release = 0;
    try {
      release = sessions?.forRequest(request).siteRelease ?? 0;
    } catch {
      // The session store is full and nothing is idle: this browser gets the build as built.
    }
    const script = readFileSync(file, 'utf8') + (release > 0 ? `\n// release ${release}\n` : '');
    return reply.headers(securityHeaders()).header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script);
  };
}

/** The methods the contract serves at a concrete path (`/x/42` matches `/x/{id}`): what a 405's Allow lists. */
export function methodsByPath(operations: readonly Pick<OperationDef, 'method' | 'path'>[]): (path: string) => string[] {
  const routes = operations.map((op) => ({
    method: op.method,
    pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  return (path) => [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
}

/**
 * Serves a built SPA on the mock server's origin (npm run preview, e2e): hashed assets cached for
 * good and sent precompressed (the build writes `.br` and `.gz` beside them) with their ETag, the
 * page never cached and sent with the site's CSP, and any unknown non-API GET answered with the
 * page so the client router decides. Without a static dir, unknown paths are plain 404s.
 */
export async function staticSitePlugin(
  app: FastifyInstance,
  options: { dir: string | undefined; operations: readonly Pick<OperationDef, 'method' | 'path'>[]; firstFrame?: FirstFrame; sessions?: SessionStore },
): Promise<void> {
  const methodsAt = methodsByPath(options.operations);
  const page = options.dir ? sitePage(resolve(options.dir), options.firstFrame) : undefined;
  if (options.dir && page) {
    await app.register(fastifyStatic, {
      root: resolve(options.dir),
      wildcard: false,
      index: false,
      preCompressed: true,
      // The page goes out through sitePage only (its nonce); `/index.html` too, below. The offline
      // page is static (no nonce: no script or style of its own inline) and the service worker
      // keeps it; the worker itself goes out through serviceWorker (the session's release).
      allowedPath: (pathName) => !pathName.endsWith('.html') || pathName === '/offline.html',
      globIgnore: [SERVICE_WORKER, `${SERVICE_WORKER}.br`, `${SERVICE_WORKER}.gz`],
      setHeaders(reply, path) {
        const headers = securityHeaders();
        reply.headers(headers);
        if (path.endsWith('.html')) reply.header('content-security-policy', OFFLINE_PAGE_CSP);
        // Hashed build output never changes under its name; the rest of public/ (favicon) may.
        reply.header('cache-control', /[/\\]assets[/\\]/.test(path) ? immutable : 'no-cache');
      },
    });
    app.get('/', page);
    app.get(`/${SERVICE_WORKER}`, serviceWorker(resolve(options.dir), options.sessions));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/__mock/')) return reply.code(404).send({ error: `no control API at ${request.method} ${request.url}` });
    const path = request.url.split('?')[0]!;
    // A missing file (/assets/x.js) stays a 404 so a broken chunk fails loudly, not as HTML.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path) && path !== '/index.html';
    const spa = page && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile;
    if (spa && !path.startsWith('/media/') && !path.startsWith('/ws/')) return page(request, reply);
    const methods = isApiPath(path) ? methodsAt(path) : [];
    if (methods.length > 0) {
      return reply
        .code(405)
        .header('allow', methods.join(', '))
        .send(envelope(405, null, `${request.method} is not allowed at ${path}; use ${methods.join(' or ')}`));
    }
    return reply.code(404).send(envelope(404, null, `no operation at ${request.method} ${path}`));
  });
}

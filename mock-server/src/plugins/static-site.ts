import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { envelope } from './contract.ts';
import { isApiPath } from './errors.ts';
import type { OperationDef } from '../contract.ts';

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
 * good, index.html never cached, and any unknown non-API GET answered with index.html so the
 * client router decides. Without a static dir, unknown paths are plain 404s.
 */
export async function staticSitePlugin(
  app: FastifyInstance,
  options: { dir: string | undefined; operations: readonly Pick<OperationDef, 'method' | 'path'>[] },
): Promise<void> {
  const methodsAt = methodsByPath(options.operations);
  if (options.dir) {
    await app.register(fastifyStatic, {
      root: resolve(options.dir),
      wildcard: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/__mock/')) return reply.code(404).send({ error: `no control API at ${request.method} ${request.url}` });
    const path = request.url.split('?')[0]!;
    // A missing file (/assets/x.js) stays a 404 so a broken chunk fails loudly, not as HTML.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    const spa = options.dir && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile;
    if (spa && !path.startsWith('/media/') && !path.startsWith('/ws/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
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

import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { envelope } from './contract.ts';
import { isApiPath } from './errors.ts';

/**
 * Serves a built SPA on the mock server's origin (npm run preview, e2e): hashed assets cached for
 * good, index.html never cached, and any unknown non-API GET answered with index.html so the
 * client router decides. Without a static dir, unknown paths are plain 404s.
 */
export async function staticSitePlugin(app: FastifyInstance, options: { dir: string | undefined }): Promise<void> {
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
    return reply.code(404).send(envelope(404, null, `no operation at ${request.method} ${path}`));
  });
}

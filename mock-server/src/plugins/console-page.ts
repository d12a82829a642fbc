import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where `npm run build` puts the QA console (console/vite.config.ts). */
export const CONSOLE_DIST = fileURLToPath(new URL('../../../console/dist', import.meta.url));

const NOT_BUILT = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>QA console</title></head><body>
<h1>QAコンソールはまだビルドされていません / The QA console is not built yet</h1>
<p><code>npm run build</code> を実行してから再読み込みしてください。 Run <code>npm run build</code>, then reload.</p></body></html>`;

/**
 * The QA console at /__mock/ on the mock's own origin (so on npm start's and npm run preview's
 * too): its own build, never the site's. index.html is read afresh each visit (no-cache); the
 * hashed assets are kept for good. Without a build, /__mock/ says how to make one.
 */
export async function consolePagePlugin(app: FastifyInstance, options: { dir?: string } = {}): Promise<void> {
  const dir = options.dir ?? CONSOLE_DIST;
  app.get('/__mock', async (_request, reply) => reply.redirect('/__mock/', 301));
  if (!existsSync(`${dir}/index.html`)) {
    app.get('/__mock/', async (_request, reply) => reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT));
    return;
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/__mock/',
    // The site's static plugin may have decorated the reply already; this one needs no sendFile.
    decorateReply: false,
    wildcard: false,
    index: ['index.html'],
    setHeaders(reply, path) {
      reply.header('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
}

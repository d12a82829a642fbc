import type { FastifyInstance } from 'fastify';
import { parseMediaPath, renderSvg } from '../domain/shared/media.ts';
import { baselineFor } from '../domain/state.ts';
import type { SessionStore } from '../runtime/sessions.ts';

/**
 * GET /media/<seed>/<kind>/<name>.svg: the seed is in the URL, so the picture never changes. Only
 * seeds in use (the default, a live session's): any other would build a whole baseline on the
 * request path, and made-up seeds would slow everyone down.
 */
export async function mediaPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  app.get('/media/*', async (request, reply) => {
    const parsed = parseMediaPath(request.url.split('?')[0]!);
    const spec = parsed && options.sessions.seedInUse(parsed.seed) && baselineFor(parsed.seed).media.get(parsed.key);
    if (!spec) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(renderSvg(spec));
  });
}

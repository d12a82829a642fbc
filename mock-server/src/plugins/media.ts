import type { FastifyInstance } from 'fastify';
import { parseMediaPath, renderSvg } from '../domain/shared/media.ts';
import { rasterCache } from '../domain/shared/raster-cache.ts';
import { baselineFor } from '../domain/state.ts';
import type { SessionStore } from '../runtime/sessions.ts';

/** The WebP renditions drawn so far (a seed has about a hundred pictures; a few seeds are in use at once). */
const renditions = rasterCache(400, 75);

/**
 * GET /media/<seed>/<kind>/<name>.svg, and .webp for its raster rendition (domain/shared/media.ts
 * says why both): the seed is in the URL, so the picture never changes. Only seeds in use (the
 * default, a live session's): any other would build a whole baseline on the request path, and
 * made-up seeds would slow everyone down.
 */
export async function mediaPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  app.get('/media/*', async (request, reply) => {
    const parsed = parseMediaPath(request.url.split('?')[0]!);
    const spec = parsed && options.sessions.seedInUse(parsed.seed) && baselineFor(parsed.seed).media.get(parsed.key);
    if (!parsed || !spec) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    if (parsed.format === 'webp') {
      return reply.type('image/webp').send(await renditions.webp(`${parsed.seed}/${parsed.key}`, () => renderSvg(spec)));
    }
    return reply.type('image/svg+xml; charset=utf-8').send(renderSvg(spec));
  });
}

import type { FastifyInstance } from 'fastify';
import { thumbnailWebp } from '../domain/games/thumbnail-cache.ts';
import { parseThumbnailPath } from '../domain/games/thumbnails.ts';
import type { SessionStore } from '../runtime/sessions.ts';

/**
 * GET /media/<seed>/game/<gameId>.webp: a game's thumbnail as a real raster, drawn once and
 * cached. The seed is in the URL, so the picture never changes (immutable). An unknown seed or
 * game is a quick 404, never a drawing.
 */
export async function gameMediaPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  app.get('/media/:seed/game/:file', async (request, reply) => {
    const parsed = parseThumbnailPath(request.url.split('?')[0]!);
    const bytes = parsed && options.sessions.seedInUse(parsed.seed) ? await thumbnailWebp(parsed.seed, parsed.gameId) : undefined;
    if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
}

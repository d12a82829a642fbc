import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { isLocale } from '../../domain/shared/locale.ts';
import { MACHINE_PATHS, machinePage } from './page.ts';

/** The machines' static files, read once: a script and a stylesheet, same origin. */
const ASSETS: Readonly<Record<string, { type: string; body: string }>> = {
  'machine.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('./assets/machine.js', import.meta.url), 'utf8') },
  'machine.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('./assets/machine.css', import.meta.url), 'utf8') },
};

/**
 * /machines/<kind>?t=<launch token>&lang=<locale>: the pages a game URL opens (what a provider
 * would host), and their two files. The page itself holds nothing secret; the token in the
 * address is checked by the machine API when the script opens the session.
 */
export async function machinesPlugin(app: FastifyInstance): Promise<void> {
  app.get('/machines/assets/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const asset = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!asset) return reply.code(404).send({ error: `no machine file ${file}` });
    return reply.header('content-type', asset.type).header('cache-control', 'no-cache').send(asset.body);
  });

  app.get('/machines/:kind', async (request, reply) => {
    const { kind } = request.params as { kind: string };
    const machine = Object.hasOwn(MACHINE_PATHS, kind) ? MACHINE_PATHS[kind] : undefined;
    if (!machine) return reply.code(404).send({ error: `no machine ${kind}; machines: ${Object.keys(MACHINE_PATHS).join(', ')}` });
    const { lang } = request.query as { lang?: unknown };
    const locale = isLocale(lang) ? lang : 'ja-JP';
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'self'")
      .send(machinePage(machine, locale));
  });
}

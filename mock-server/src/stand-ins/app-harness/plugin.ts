import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { adminContract } from '../../contract.ts';
import { htmlPage } from '../page.ts';
import { harnessPage } from './page.ts';

const { ShowAppHarnessQueryParams: HarnessQuery, GetAppHarnessAssetParams: AssetParams } = adminContract;

/** The harness's two files, read once: no inline script or style (its CSP says so). */
const ASSETS: Readonly<Record<string, { type: string; body: string }>> = {
  'harness.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('./assets/harness.js', import.meta.url), 'utf8') },
  'harness.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('./assets/harness.css', import.meta.url), 'utf8') },
};

/** Frames the site on this origin and calls the control API (answerAppSignIn); nothing from elsewhere, and framed by nobody. */
const HARNESS_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; frame-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'";

/**
 * /__mock/app: the native app harness (openapi/mock-admin.yaml showAppHarness), a developer's and
 * QA's stand-in for the app shell. e2e drives the in-app flows through it.
 */
export async function appHarnessPlugin(app: FastifyInstance): Promise<void> {
  app.get('/__mock/app', async (request, reply) => {
    const query = HarnessQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: `query: ${query.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` });
    return htmlPage(reply, 200, harnessPage(query.data.os ?? 'ios', query.data.path ?? '/'), HARNESS_CSP);
  });

  app.get('/__mock/app/assets/:file', async (request, reply) => {
    const params = AssetParams.safeParse(request.params);
    const asset = params.success ? ASSETS[params.data.file] : undefined;
    if (!asset) return reply.code(404).send({ error: `no harness file ${(request.params as { file?: string }).file}` });
    return reply.header('content-type', asset.type).header('cache-control', 'no-cache').send(asset.body);
  });
}

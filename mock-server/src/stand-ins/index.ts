import type { FastifyInstance } from 'fastify';
import { FINGERPRINT_AGENT_JS } from '../domain/identity/fingerprints.ts';
import type { SessionStore } from '../runtime/sessions.ts';
import { appHarnessPlugin } from './app-harness/plugin.ts';
import { buyCryptoPlugin } from './buy-crypto.ts';
import { machinesPlugin } from './machines/plugin.ts';
import { thirdPartyLoginPlugin } from './third-party-login.ts';

/**
 * What third parties would serve the browser, stood in for on the mock's own origin: the OAuth
 * consent page, the device-fingerprint agent script, the crypto provider's payment page and the
 * native app harness (in openapi/mock-admin.yaml, tag stand-ins: pages and scripts on the control
 * API's origin and session, not JSON), and the game machines a launch URL opens (/machines/<kind>).
 */
export async function standInsPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  await app.register(thirdPartyLoginPlugin, options);
  await app.register(buyCryptoPlugin, options);
  await app.register(machinesPlugin);
  await app.register(appHarnessPlugin);
  app.get('/__mock/fingerprint/agent.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(FINGERPRINT_AGENT_JS),
  );
}

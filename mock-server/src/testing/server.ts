import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app.ts';
import { testApp } from './app.ts';

/** A real listening app on 127.0.0.1 (for sockets and connection faults); closed after the test. */
export async function listeningApp(options: AppOptions = {}): Promise<{ app: FastifyInstance; base: string }> {
  const app = await testApp(options);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: address };
}

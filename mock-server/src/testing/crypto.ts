import { constants, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call } from './inject.ts';

/** What the site does with a password: RSA-OAEP (SHA-256) under the served public key, base64. */
export function encryptPassword(publicPem: string, password: string): string {
  return publicEncrypt({ key: publicPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
}

/** The public key a session serves now (getPublicKey), as the site fetches it. */
export async function servedPublicKey(app: FastifyInstance, session?: string): Promise<string> {
  const response = await call(app, 'getPublicKey', { body: {}, session });
  return response.json().data as string;
}

/** A password encrypted with the key the session serves now. */
export async function encryptedFor(app: FastifyInstance, password: string, session?: string): Promise<string> {
  return encryptPassword(await servedPublicKey(app, session), password);
}

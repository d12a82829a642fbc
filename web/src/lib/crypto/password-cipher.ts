/**
 * Passwords on the wire (PRODUCT.md): login and password changes send the password encrypted
 * with the server's public key (common config `webkey`, SPKI PEM), RSA-OAEP with SHA-256, as base64.
 */
import { base64ToBytes, bytesToBase64 } from './base64';

const ALGORITHM: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };

/**
 * Imported keys per PEM. The promise is cached, so concurrent calls import once; a failed import
 * is dropped so a corrected key (after -120 refreshes it) is tried afresh.
 */
const keys = new Map<string, Promise<CryptoKey>>();

/** The DER bytes inside a PEM block ("-----BEGIN PUBLIC KEY-----"), or a bare base64 body. */
function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END)[^-]*-----/g, '').replace(/\s+/g, '');
  if (!body) throw new Error('The public key is empty');
  return base64ToBytes(body);
}

function importPublicKey(publicKeyPem: string): Promise<CryptoKey> {
  let key = keys.get(publicKeyPem);
  if (!key) {
    key = Promise.resolve()
      .then(() => crypto.subtle.importKey('spki', pemToDer(publicKeyPem), ALGORITHM, false, ['encrypt']))
      .catch((error: unknown) => {
        keys.delete(publicKeyPem);
        throw error;
      });
    keys.set(publicKeyPem, key);
  }
  return key;
}

/** RSA-OAEP (SHA-256) ciphertext of the password's UTF-8 bytes, as base64. */
export async function encryptPassword(publicKeyPem: string, password: string): Promise<string> {
  const key = await importPublicKey(publicKeyPem);
  const ciphertext = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return bytesToBase64(ciphertext);
}

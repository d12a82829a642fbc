import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';
import { encryptPassword } from './password-cipher';

async function serverKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(await crypto.subtle.exportKey('spki', pair.publicKey));
  // A PEM as the server sends it: 64-character lines between the armour.
  const pem = `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  const decrypt = async (base64: string) =>
    new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, base64ToBytes(base64)));
  return { pem, decrypt };
}

describe('encryptPassword', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a base64 RSA-OAEP ciphertext the server decrypts back to the password', async () => {
    const server = await serverKeyPair();
    const password = 'Pa55!@#、￥word';
    const ciphertext = await encryptPassword(server.pem, password);
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(base64ToBytes(ciphertext)).toHaveLength(256);
    expect(ciphertext).not.toContain(password);
    expect(await server.decrypt(ciphertext)).toBe(password);
  });

  it('gives a different ciphertext each time (OAEP is randomised) but imports the key once', async () => {
    const server = await serverKeyPair();
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const [a, b] = await Promise.all([encryptPassword(server.pem, 'secret1'), encryptPassword(server.pem, 'secret1')]);
    expect(a).not.toBe(b);
    await encryptPassword(server.pem, 'secret2');
    expect(importKey).toHaveBeenCalledTimes(1);
    expect(await server.decrypt(b)).toBe('secret1');
  });

  it('rejects a broken key, and tries a key afresh after a failure', async () => {
    await expect(encryptPassword('-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----', 'x')).rejects.toThrow();
    await expect(encryptPassword('not a key', 'x')).rejects.toThrow();
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    await expect(encryptPassword('not a key', 'x')).rejects.toThrow();
    expect(importKey).toHaveBeenCalledTimes(1);
  });
});

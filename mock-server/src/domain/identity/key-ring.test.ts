import { constants, publicEncrypt, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPassword, initialKeyRing, MAX_RETIRED_KEYS, rotateKey, rotateSessionKey } from './key-ring.ts';
import { freshState } from '../state.ts';

/** What the site does: RSA-OAEP with SHA-256 under the served public key, base64 of the bytes. */
function encrypt(publicPem: string, password: string): string {
  return publicEncrypt({ key: publicPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
}

describe('key ring', () => {
  const initial = initialKeyRing();
  // One rotation for the whole file: a 2048-bit key takes tens of milliseconds.
  const rotated = rotateKey(initial);

  it('starts with the committed dev-only pair that common config serves', () => {
    expect(initial.current.publicPem).toBe(freshState(1).config.webkey);
    expect(initial.current.privatePem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(initial.retired).toEqual([]);
    expect(initialKeyRing().current.id).toBe(initial.current.id);
  });

  it('decrypts what the current key encrypted', () => {
    expect(decryptPassword(initial, encrypt(initial.current.publicPem, 'Passw0rd!'))).toEqual({ ok: true, password: 'Passw0rd!' });
    expect(decryptPassword(initial, encrypt(initial.current.publicPem, 'パス!@#$%^&、￥'))).toEqual({ ok: true, password: 'パス!@#$%^&、￥' });
  });

  it('decrypts what the browser encrypts with WebCrypto RSA-OAEP/SHA-256', async () => {
    const der = Buffer.from(initial.current.publicPem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
    const key = await webcrypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const bytes = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode('Passw0rd!'));
    expect(decryptPassword(initial, Buffer.from(bytes).toString('base64'))).toEqual({ ok: true, password: 'Passw0rd!' });
  });

  it('rotates: a new current key, the old one retired, and the old ciphertext reads as stale', () => {
    expect(rotated.current.id).not.toBe(initial.current.id);
    expect(rotated.current.publicPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(rotated.retired).toEqual([initial.current]);
    expect(decryptPassword(rotated, encrypt(rotated.current.publicPem, 'Passw0rd!'))).toEqual({ ok: true, password: 'Passw0rd!' });
    expect(decryptPassword(rotated, encrypt(initial.current.publicPem, 'Passw0rd!'))).toEqual({ ok: false, reason: 'stale-key' });
  });

  it('reads a ciphertext no key of the ring knows (a key from before a restart) as stale', () => {
    expect(decryptPassword(initial, encrypt(rotated.current.publicPem, 'Passw0rd!'))).toEqual({ ok: false, reason: 'stale-key' });
  });

  it('reads anything else as not encrypted', () => {
    for (const text of ['Passw0rd!', '', 'UGFzc3cwcmQh', 'not base64 at all!', 'A'.repeat(344), Buffer.alloc(128).toString('base64')]) {
      expect(decryptPassword(initial, text), text).toEqual({ ok: false, reason: 'not-encrypted' });
    }
  });

  it('keeps at most three retired keys, newest first', () => {
    const rings = [rotated];
    for (let i = 0; i < MAX_RETIRED_KEYS; i += 1) rings.push(rotateKey(rings.at(-1)!));
    const last = rings.at(-1)!;
    expect(last.retired.map((k) => k.id)).toEqual([rings[2]!.current.id, rings[1]!.current.id, rings[0]!.current.id]);
    expect(last.retired.map((k) => k.id)).not.toContain(initial.current.id);
    // Forgotten keys still read as stale: the site only needs to refetch either way.
    expect(decryptPassword(last, encrypt(initial.current.publicPem, 'x'))).toEqual({ ok: false, reason: 'stale-key' });
  });

  it('rotates a session: common config serves the new key, and the ring survives structuredClone', () => {
    const state = freshState(1);
    const key = rotateSessionKey(state);
    expect(state.config.webkey).toBe(key.publicPem);
    const copy = structuredClone(state);
    expect(decryptPassword(copy.keyRing, encrypt(copy.config.webkey, 'Passw0rd!'))).toEqual({ ok: true, password: 'Passw0rd!' });
  });
});

import { constants, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CommonConfig } from '../shared/common-config.ts';
import { PUBLIC_KEY_PEM } from '../shared/common-config.ts';

/**
 * The RSA keys passwords travel under. The site encrypts with the public key it was given
 * (WebCrypto RSA-OAEP, SHA-256) and sends base64; the server keeps the keys it handed out before
 * so it can tell "encrypted with an old key" (the site refreshes the key, -120) from "not
 * encrypted at all". Keys are PEM strings so the ring stays plain, structuredClone-able data.
 */
interface RingKey {
  /** A fingerprint of the public key: stable for a key, different for every key. */
  id: string;
  /** SPKI PEM, what getPublicKey and common config serve. */
  publicPem: string;
  /** PKCS#8 PEM. */
  privatePem: string;
}

interface KeyRing {
  current: RingKey;
  /** Newest first. */
  retired: RingKey[];
}

type DecryptResult = { ok: true; password: string } | { ok: false; reason: 'stale-key' | 'not-encrypted' };

/** Enough to recognise a key from a page opened a few rotations ago; older ones read as stale anyway. */
export const MAX_RETIRED_KEYS = 3;

/** 2048-bit keys: the ciphertext is always this long, which is how a foreign key's output is recognised. */
const MODULUS_BYTES = 256;

const DEV_PRIVATE_KEY_PEM = readFileSync(new URL('../shared/keys/dev-only-private.pem', import.meta.url), 'utf8');

function keyId(publicPem: string): string {
  return createHash('sha256').update(publicPem.trim()).digest('hex').slice(0, 16);
}

/** The committed dev-only pair (keys/README.md): the same key on every start, so the seed is stable. */
export function initialKeyRing(): KeyRing {
  return { current: { id: keyId(PUBLIC_KEY_PEM), publicPem: PUBLIC_KEY_PEM, privatePem: DEV_PRIVATE_KEY_PEM }, retired: [] };
}

/** A new current key; the old one retires (the oldest retired key beyond the limit is forgotten). */
export function rotateKey(ring: KeyRing): KeyRing {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: MODULUS_BYTES * 8,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    current: { id: keyId(publicKey), publicPem: publicKey, privatePem: privateKey },
    retired: [ring.current, ...ring.retired].slice(0, MAX_RETIRED_KEYS),
  };
}

/** Rotates a session's key and serves the new public key where the site reads it (common config). */
/** The part of a session's state the key lives in; common config serves the public half. */
export interface KeyRingSlice {
  keyRing: KeyRing;
  config: CommonConfig;
}

export function rotateSessionKey(state: KeyRingSlice): RingKey {
  state.keyRing = rotateKey(state.keyRing);
  state.config.webkey = state.keyRing.current.publicPem;
  return state.keyRing.current;
}

// Parsing a PEM costs about a millisecond; a login decrypts on every attempt. Keyed by PEM
// (not held in state) so state stays plain data. Bounded because sessions can rotate keys.
const PRIVATE_KEY_CACHE_LIMIT = 64;
const privateKeys = new Map<string, KeyObject>();

function privateKeyOf(pem: string): KeyObject {
  let key = privateKeys.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    if (privateKeys.size >= PRIVATE_KEY_CACHE_LIMIT) privateKeys.delete(privateKeys.keys().next().value!);
    privateKeys.set(pem, key);
  }
  return key;
}

function decryptWith(key: RingKey, ciphertext: Buffer): string | undefined {
  try {
    const plain = privateDecrypt({ key: privateKeyOf(key.privatePem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, ciphertext);
    return plain.toString('utf8');
  } catch {
    // OAEP's integrity check fails for any other key: that is the signal, not an error.
    return undefined;
  }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * ok with the current key; stale-key when a retired key, or no key we hold, fits a well-formed
 * ciphertext (encrypted with a key from before a restart or rotation); not-encrypted otherwise.
 */
export function decryptPassword(ring: KeyRing, ciphertextBase64: string): DecryptResult {
  const text = ciphertextBase64.trim();
  if (text.length % 4 !== 0 || !BASE64.test(text)) return { ok: false, reason: 'not-encrypted' };
  const ciphertext = Buffer.from(text, 'base64');
  if (ciphertext.length !== MODULUS_BYTES) return { ok: false, reason: 'not-encrypted' };
  const password = decryptWith(ring.current, ciphertext);
  if (password !== undefined) return { ok: true, password };
  // Whether a retired key would decrypt it or no key we hold does (a key from before a restart),
  // the answer is the same: the site must fetch the key again. So the retired keys need no trial.
  return { ok: false, reason: 'stale-key' };
}

/**
 * Where a key ring read from a file is unusable, or undefined: every key a pair of PEMs that parse
 * and belong together, and the common config serving the current public half (a hand-edited ring
 * would otherwise fail every login, or hand clients a key nobody can decrypt).
 */
export function keyRingProblem(state: KeyRingSlice): string | undefined {
  const keys: [RingKey, string][] = [[state.keyRing.current, 'state.keyRing.current'], ...state.keyRing.retired.map((key, i): [RingKey, string] => [key, `state.keyRing.retired[${i}]`])];
  for (const [key, path] of keys) {
    try {
      const derived = createPublicKey(createPrivateKey(key.privatePem)).export({ type: 'spki', format: 'pem' }).toString();
      if (derived.trim() !== createPublicKey(key.publicPem).export({ type: 'spki', format: 'pem' }).toString().trim()) return `${path}: publicPem is not the public half of privatePem`;
    } catch (error) {
      return `${path}: not a usable key pair (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  if (state.config.webkey.trim() !== state.keyRing.current.publicPem.trim()) return 'state.config.webkey: must be state.keyRing.current.publicPem (the key logins are encrypted with)';
  return undefined;
}


/**
 * Sealing for secrets kept on this device (the session's tokens): AES-GCM with a key generated
 * as non-extractable and kept in IndexedDB. Script on the page can use the key but never read
 * it, so what sits in localStorage is ciphertext that means nothing elsewhere (PRODUCT.md:
 * never plain text at rest). Without IndexedDB or WebCrypto nothing is sealed: callers then keep
 * the secret in memory only.
 */

const DB_NAME = 'qc-vault';
const STORE = 'keys';
const KEY_ID = 'device-key';

export interface Sealed {
  iv: string;
  data: string;
}

/** Where the key lives; tests pass an in-memory one. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
  clear(): Promise<void>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

const indexedDbKeyStore: KeyStore = {
  get: () => withStore('readonly', (store) => store.get(KEY_ID) as IDBRequest<CryptoKey | undefined>),
  put: async (key) => {
    await withStore('readwrite', (store) => store.put(key, KEY_ID));
  },
  clear: async () => {
    await withStore('readwrite', (store) => store.delete(KEY_ID));
  },
};

let keyStore: KeyStore = indexedDbKeyStore;
let keyPromise: Promise<CryptoKey | null> | null = null;

/** For tests: another key store, and forget the cached key. */
export function useKeyStore(store: KeyStore): void {
  keyStore = store;
  keyPromise = null;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function available(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}

async function deviceKey(create: boolean): Promise<CryptoKey | null> {
  if (!available()) return null;
  keyPromise ??= (async () => {
    try {
      const known = await keyStore.get();
      if (known) return known;
      if (!create) return null;
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await keyStore.put(key);
      return key;
    } catch (error) {
      console.warn('[vault] no device key', error);
      return null;
    }
  })();
  const key = await keyPromise;
  // A miss without creating must not stop a later seal from creating the key.
  if (!key) keyPromise = null;
  return key;
}

/** Ciphertext of a JSON value, or null when this browser cannot seal (the caller keeps it in memory). */
export async function seal(value: unknown): Promise<Sealed | null> {
  const key = await deviceKey(true);
  if (!key) return null;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value)));
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** The value, or null when the key is gone or the ciphertext was tampered with. */
export async function unseal(sealed: Sealed): Promise<unknown> {
  const key = await deviceKey(false);
  if (!key) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return null;
  }
}

export const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Sealed).iv === 'string' &&
  typeof (value as Sealed).data === 'string';

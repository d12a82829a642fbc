import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textToBase64 } from './base64';
import { useKeyStore, type KeyStore } from './device-vault';
import { forgetLogin, recallLogin, rememberLogin } from './remembered-login';

/** IndexedDB stand-in: keeps the CryptoKey object, as IndexedDB's structured clone would. */
function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    get: async () => key,
    put: async (next) => {
      key = next;
    },
    clear: async () => {
      key = undefined;
    },
  };
}

/** A browser where IndexedDB refuses to open (old private modes, disabled storage). */
const brokenKeyStore: KeyStore = {
  get: () => Promise.reject(new Error('IndexedDB unavailable')),
  put: () => Promise.reject(new Error('IndexedDB unavailable')),
  clear: () => Promise.reject(new Error('IndexedDB unavailable')),
};

const stored = () => window.localStorage.getItem('qc:remembered-login');
const PASSWORD = 'S3cret!pw';

describe('remembered login', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useKeyStore(memoryKeyStore());
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives back the name and password, while localStorage holds no password', async () => {
    await rememberLogin({ loginName: 'taro12', password: PASSWORD });
    const raw = stored()!;
    expect(raw).toContain('taro12');
    expect(raw).not.toContain(PASSWORD);
    expect(raw).not.toContain(btoa(PASSWORD));
    expect(raw).not.toContain(textToBase64(JSON.stringify({ loginName: 'taro12', password: PASSWORD })));
    expect(await recallLogin()).toEqual({ loginName: 'taro12', password: PASSWORD });
  });

  it('is gone after forgetLogin (logout)', async () => {
    await rememberLogin({ loginName: 'taro12', password: PASSWORD });
    forgetLogin();
    expect(stored()).toBeNull();
    expect(await recallLogin()).toBeNull();
  });

  it('reads as null, and is removed, when the key is gone', async () => {
    await rememberLogin({ loginName: 'taro12', password: PASSWORD });
    // The site data was cleared except localStorage: a fresh key store has no key.
    useKeyStore(memoryKeyStore());
    expect(await recallLogin()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('reads as null, and is removed, when the record was altered', async () => {
    await rememberLogin({ loginName: 'taro12', password: PASSWORD });
    const envelope = JSON.parse(stored()!);
    const data: string = envelope.value.secret.data;
    envelope.value.secret.data = (data[0] === 'A' ? 'B' : 'A') + data.slice(1);
    window.localStorage.setItem('qc:remembered-login', JSON.stringify(envelope));
    expect(await recallLogin()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('does not hand a password to another name written into the record', async () => {
    await rememberLogin({ loginName: 'taro12', password: PASSWORD });
    window.localStorage.setItem('qc:remembered-login', stored()!.replace('taro12', 'hanako'));
    expect(await recallLogin()).toBeNull();
  });

  it('remembers only the name where IndexedDB is unavailable', async () => {
    useKeyStore(brokenKeyStore);
    await rememberLogin({ loginName: 'taro12', password: PASSWORD });
    expect(stored()).not.toContain(PASSWORD);
    expect(await recallLogin()).toEqual({ loginName: 'taro12', password: null });
  });

  it('remembers only the name where WebCrypto is unavailable (plain http)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    await rememberLogin({ loginName: 'taro12', password: PASSWORD });
    expect(stored()).not.toContain(PASSWORD);
    expect(await recallLogin()).toEqual({ loginName: 'taro12', password: null });
  });

  it('lasts 30 days', async () => {
    await rememberLogin({ loginName: 'taro12', password: PASSWORD });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 24 * 3600_000);
    expect(await recallLogin()).not.toBeNull();
    vi.setSystemTime(Date.now() + 2 * 24 * 3600_000);
    expect(await recallLogin()).toBeNull();
  });

  it('never throws at the caller', async () => {
    window.localStorage.setItem('qc:remembered-login', '{broken');
    await expect(recallLogin()).resolves.toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    await expect(rememberLogin({ loginName: 'taro12', password: PASSWORD })).resolves.toBeUndefined();
  });
});

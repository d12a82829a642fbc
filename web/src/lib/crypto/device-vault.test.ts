import { beforeEach, describe, expect, it } from 'vitest';
import { isSealed, seal, unseal, useKeyStore, type KeyStore } from './device-vault';

function memoryKeyStore(): KeyStore & { key: CryptoKey | undefined } {
  const store = {
    key: undefined as CryptoKey | undefined,
    get: async () => store.key,
    put: async (key: CryptoKey) => {
      store.key = key;
    },
    clear: async () => {
      store.key = undefined;
    },
  };
  return store;
}

describe('device vault', () => {
  let store: ReturnType<typeof memoryKeyStore>;
  beforeEach(() => {
    store = memoryKeyStore();
    useKeyStore(store);
  });

  it('round-trips a value and never shows it in the sealed form', async () => {
    const secret = { refresh_token: 'rt-very-secret', access_token: 'at-also-secret' };
    const sealed = await seal(secret);
    expect(isSealed(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain('secret');
    expect(await unseal(sealed!)).toEqual(secret);
  });

  it('keeps the key non-extractable', async () => {
    await seal('x');
    expect(store.key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', store.key!)).rejects.toThrow();
  });

  it('answers null when the key is gone or the ciphertext was changed', async () => {
    const sealed = (await seal('value'))!;
    const tampered = { ...sealed, data: sealed.data.slice(0, -4) + 'AAAA' };
    expect(await unseal(tampered)).toBeNull();
    useKeyStore(memoryKeyStore());
    expect(await unseal(sealed)).toBeNull();
  });
});

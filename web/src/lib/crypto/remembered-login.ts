/**
 * The remembered login (SPEC §3; PRODUCT.md: never plain text at rest, encrypted with a key the
 * page cannot export, cleared on logout). The password is sealed by the device vault (AES-GCM
 * with a non-extractable key kept in IndexedDB); localStorage holds only the login name and the
 * ciphertext. Where the vault cannot seal (no IndexedDB or WebCrypto), only the name is kept: a
 * password is never written down in clear as a fallback.
 */
import { getStored, removeStored, setStored, storageKeys } from '../storage/storage';
import { isSealed, seal, unseal, type Sealed } from './device-vault';

/** "Remember me" lasts 30 days from the last login that asked for it. */
const REMEMBER_MINUTES = 30 * 24 * 60;

interface RememberedLogin {
  /** The name as the player typed it (without the login-name prefix). */
  loginName: string;
  /** Null when this browser could only remember the name. */
  password: string | null;
}

type StoredRecord =
  | { loginName: string; mode: 'password'; secret: Sealed }
  | { loginName: string; mode: 'name' };

const isRecord = (value: unknown): value is StoredRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Record<'loginName' | 'mode' | 'secret', unknown>>;
  if (typeof record.loginName !== 'string' || !record.loginName) return false;
  return record.mode === 'name' || (record.mode === 'password' && isSealed(record.secret));
};

/** What is sealed: the name travels with the password, so a record whose name was swapped fails. */
const isSecret = (value: unknown): value is { loginName: string; password: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { loginName?: unknown }).loginName === 'string' &&
  typeof (value as { password?: unknown }).password === 'string';

/** Remembers a login; never throws (remembering is a convenience, not part of logging in). */
export async function rememberLogin({ loginName, password }: { loginName: string; password: string }): Promise<void> {
  try {
    const secret = password ? await seal({ loginName, password }) : null;
    const record: StoredRecord = secret ? { loginName, mode: 'password', secret } : { loginName, mode: 'name' };
    setStored(storageKeys.rememberedLogin, record, REMEMBER_MINUTES);
  } catch {
    forgetLogin();
  }
}

/**
 * The remembered login, or null. A record whose password cannot be unsealed (the key was cleared
 * with the site data, the ciphertext was altered) is dropped as a whole, and reads as null.
 */
export async function recallLogin(): Promise<RememberedLogin | null> {
  try {
    const record = getStored(storageKeys.rememberedLogin, isRecord);
    if (!record) return null;
    if (record.mode === 'name') return { loginName: record.loginName, password: null };
    const secret = await unseal(record.secret);
    if (isSecret(secret) && secret.loginName === record.loginName) {
      return { loginName: record.loginName, password: secret.password };
    }
  } catch {
    // Falls through to the clean-up: an unreadable record is no record.
  }
  forgetLogin();
  return null;
}

/** Forgets the remembered login (logout, or the player unticks "remember me"). */
export function forgetLogin(): void {
  try {
    removeStored(storageKeys.rememberedLogin);
  } catch {
    // Storage disabled entirely: there is nothing stored to forget.
  }
}

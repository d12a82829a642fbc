/**
 * Stored values with an expiry (SPEC §3 "Stored values"): JSON in localStorage, with cookies as
 * the fallback when localStorage is unavailable (private mode, quota, disabled storage).
 * A value that cannot be read back (bad JSON, wrong shape, expired) is removed and reads as null.
 */

const DEFAULT_EXPIRY_MINUTES = 1440;

const PREFIX = 'qc:';

/** Minutes from now, or an absolute date. */
type Expiry = number | Date;

interface StoredEnvelope<T> {
  value: T;
  /** Epoch milliseconds after which the value is gone. */
  expiresAt: number;
}

interface Backend {
  get(key: string): string | null;
  set(key: string, raw: string, expiresAt: number): void;
  remove(key: string): void;
}

const cookieBackend: Backend = {
  get(key) {
    const name = `${encodeURIComponent(key)}=`;
    for (const part of document.cookie.split('; ')) {
      if (part.startsWith(name)) return decodeURIComponent(part.slice(name.length));
    }
    return null;
  },
  set(key, raw, expiresAt) {
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(raw)}; expires=${new Date(expiresAt).toUTCString()}; path=/; SameSite=Lax`;
  },
  remove(key) {
    document.cookie = `${encodeURIComponent(key)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
  },
};

const localBackend: Backend = {
  get: (key) => window.localStorage.getItem(key),
  set: (key, raw) => window.localStorage.setItem(key, raw),
  remove: (key) => window.localStorage.removeItem(key),
};

/** Runs against localStorage, falling back to cookies when localStorage throws. */
function withBackend<R>(run: (backend: Backend) => R): R {
  try {
    return run(localBackend);
  } catch {
    return run(cookieBackend);
  }
}

function expiresAtOf(expiry: Expiry): number {
  return expiry instanceof Date ? expiry.getTime() : Date.now() + expiry * 60_000;
}

function isEnvelope(parsed: unknown): parsed is StoredEnvelope<unknown> {
  return (
    typeof parsed === 'object' &&
    parsed !== null &&
    'value' in parsed &&
    'expiresAt' in parsed &&
    typeof (parsed as { expiresAt: unknown }).expiresAt === 'number'
  );
}

export function setStored<T>(key: string, value: T, expiry: Expiry = DEFAULT_EXPIRY_MINUTES): void {
  const envelope: StoredEnvelope<T> = { value, expiresAt: expiresAtOf(expiry) };
  const raw = JSON.stringify(envelope);
  withBackend((backend) => backend.set(PREFIX + key, raw, envelope.expiresAt));
}

/**
 * Reads a stored value. `isValid` lets the caller reject a value of the wrong shape (an old
 * format, a hand-edited value); rejected values are removed like expired ones.
 */
export function getStored<T>(key: string, isValid?: (value: unknown) => value is T): T | null {
  const fullKey = PREFIX + key;
  return withBackend((backend) => {
    const raw = backend.get(fullKey);
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      backend.remove(fullKey);
      return null;
    }
    if (!isEnvelope(parsed) || parsed.expiresAt <= Date.now() || (isValid && !isValid(parsed.value))) {
      backend.remove(fullKey);
      return null;
    }
    return parsed.value as T;
  });
}

export function removeStored(key: string): void {
  withBackend((backend) => backend.remove(PREFIX + key));
}

/** Keys used across the site, in one place so two modules never collide. */
export const storageKeys = {
  language: 'language',
  theme: 'theme',
  requestOs: 'request_os',
  referral: 'referral',
  affiliate: 'affiliate',
  sendCodeCounters: 'send-code-counters',
  rememberedLogin: 'remembered-login',
  deviceId: 'device-id',
  session: 'session',
  visitorId: 'visitor-id',
  /** + ':' + login name: the account-transfer password step was put off (a day). */
  transferPasswordLater: 'transfer-password-later',
  /** + ':' + login name: the account-transfer record step was closed for good. */
  transferRecordHidden: 'transfer-record-hidden',
  /** The live-support conversation this device is in: its id and key (lib/chat/chat-access). */
  chat: 'chat',
} as const;

/**
 * Guessing passwords at leisure is stopped twice: per account, five wrong passwords in
 * a row lock its password login for 15 minutes (the right password included, so a guess that
 * lands while locked learns nothing); per address, 30 wrong passwords within 15 minutes, on any
 * names, lock that address out for 15 minutes. A success clears the account's count. Times read
 * the session clock, so QA moves past a lock with /__mock/clock.
 */
const ACCOUNT_WRONG_LIMIT = 5;
const ADDRESS_WRONG_LIMIT = 30;
const LOCK_MS = 15 * 60_000;
const WINDOW_MS = 15 * 60_000;
/** Addresses remembered per session; the oldest goes first past this. */
const ADDRESSES_KEPT = 1000;

export interface PasswordGuard {
  wrong: number;
  lockedUntil: number;
}

interface AddressRecord {
  windowStart: number;
  wrong: number;
  lockedUntil: number;
}

export type AddressThrottle = Map<string, AddressRecord>;

export const createAddressThrottle = (): AddressThrottle => new Map();

/** Seconds until a lock ends, or 0 when none holds. */
const secondsLeft = (lockedUntil: number, now: number) => (lockedUntil > now ? Math.ceil((lockedUntil - now) / 1000) : 0);

export function accountLockSeconds(guard: PasswordGuard | undefined, now: number): number {
  return guard ? secondsLeft(guard.lockedUntil, now) : 0;
}

export function addressLockSeconds(throttle: AddressThrottle, address: string, now: number): number {
  const record = throttle.get(address);
  return record ? secondsLeft(record.lockedUntil, now) : 0;
}

/** A wrong password for an account (when the name was one); locks it at the limit. */
export function countWrongPassword(guard: PasswordGuard, now: number): void {
  guard.wrong++;
  if (guard.wrong >= ACCOUNT_WRONG_LIMIT) {
    guard.lockedUntil = now + LOCK_MS;
    guard.wrong = 0;
  }
}

/** A wrong password from an address, on any name; locks the address at the limit. */
export function countWrongFromAddress(throttle: AddressThrottle, address: string, now: number): void {
  let record = throttle.get(address);
  if (!record || now - record.windowStart > WINDOW_MS) {
    throttle.delete(address);
    record = { windowStart: now, wrong: 0, lockedUntil: record?.lockedUntil ?? 0 };
    throttle.set(address, record);
    if (throttle.size > ADDRESSES_KEPT) throttle.delete(throttle.keys().next().value!);
  }
  record.wrong++;
  if (record.wrong >= ADDRESS_WRONG_LIMIT) {
    record.lockedUntil = now + LOCK_MS;
    record.windowStart = now;
    record.wrong = 0;
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStored, removeStored, setStored } from './storage';

const isString = (value: unknown): value is string => typeof value === 'string';

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('stored values', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookies();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('round-trips JSON values', () => {
    setStored('profile', { name: 'taro', level: 3 });
    expect(getStored('profile')).toEqual({ name: 'taro', level: 3 });
    removeStored('profile');
    expect(getStored('profile')).toBeNull();
  });

  it('expires after the default 1440 minutes', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T00:00:00Z'));
    setStored('token', 'abc');
    vi.advanceTimersByTime(1439 * 60_000);
    expect(getStored('token')).toBe('abc');
    vi.advanceTimersByTime(60_000);
    expect(getStored('token')).toBeNull();
    // The expired value is removed, not just hidden.
    expect(window.localStorage.getItem('qc:token')).toBeNull();
  });

  it('expires after a given number of minutes', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T00:00:00Z'));
    setStored('code', 42, 5);
    vi.advanceTimersByTime(4 * 60_000);
    expect(getStored('code')).toBe(42);
    vi.advanceTimersByTime(60_000);
    expect(getStored('code')).toBeNull();
  });

  it('expires at a given date', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    setStored('visitor', 'v1', new Date('2026-11-23T00:00:00Z'));
    vi.setSystemTime(new Date('2026-11-22T23:59:59Z'));
    expect(getStored('visitor')).toBe('v1');
    vi.setSystemTime(new Date('2026-11-23T00:00:00Z'));
    expect(getStored('visitor')).toBeNull();
  });

  it('drops values that are not valid JSON or not in the stored format', () => {
    window.localStorage.setItem('qc:broken', '{not json');
    window.localStorage.setItem('qc:legacy', JSON.stringify('plain string'));
    expect(getStored('broken')).toBeNull();
    expect(getStored('legacy')).toBeNull();
    expect(window.localStorage.getItem('qc:broken')).toBeNull();
    expect(window.localStorage.getItem('qc:legacy')).toBeNull();
  });

  it('drops values of the wrong shape when the caller checks the shape', () => {
    setStored('language', 12);
    expect(getStored('language', isString)).toBeNull();
    expect(window.localStorage.getItem('qc:language')).toBeNull();
  });

  it('falls back to cookies when localStorage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setStored('language', 'en-US');
    expect(document.cookie).toContain('qc%3Alanguage=');
    expect(getStored('language', isString)).toBe('en-US');
  });
});

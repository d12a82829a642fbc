import { describe, expect, it } from 'vitest';
import { journalBody } from './journal.ts';

describe('journalBody', () => {
  it('keeps an ordinary body by reference, as it came', () => {
    const body = { locale: 'ja-JP', password: 'hunter2' };
    expect(journalBody(body, '42')).toBe(body);
    expect(journalBody(body, undefined)).toBe(body);
  });

  it('keeps a large body (an uploaded picture) as its shortened, masked copy, not the original', () => {
    const body = { image: 'A'.repeat(100 * 1024), password: 'hunter2' };
    const kept = journalBody(body, String(100 * 1024 + 40));
    expect(kept).not.toBe(body);
    expect(kept).toEqual({ image: `${'A'.repeat(64)}… (${100 * 1024} characters)`, password: '***' });
  });
});

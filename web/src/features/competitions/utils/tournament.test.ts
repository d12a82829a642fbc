import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n/i18n.ts';
import { formatScore, formatTimeLeft, lobbyOf } from './tournament';

initI18n('?lang=ja-JP');
const t = i18n.t.bind(i18n);

describe('tournament helpers', () => {
  it('show a score by its rule', () => {
    expect(formatScore(12_500, 'TOTAL_STAKE', 'ja-JP', t)).toBe('¥12,500');
    expect(formatScore(15.5, 'BIGGEST_MULTIPLIER', 'ja-JP', t)).toBe('×15.5');
    expect(formatScore(42, 'ROUNDS_PLAYED', 'ja-JP', t)).toBe('42回');
  });

  it('count down to the end, days apart, never below zero', () => {
    const now = Date.parse('2026-11-24T03:00:00Z');
    expect(formatTimeLeft(now + 3_723_000, now, t)).toBe('01:02:03');
    expect(formatTimeLeft(now + 2 * 86_400_000 + 5_000, now, t)).toBe('2日 00:00:05');
    expect(formatTimeLeft(now - 1_000, now, t)).toBe('00:00:00');
  });

  it('lead to the lobby of the games that count', () => {
    expect(lobbyOf({ playTypes: ['PACHINKO'] })).toBe('/pachinko');
    expect(lobbyOf({ playTypes: ['PACHINKO', 'SLOT'] })).toBe('/game');
  });
});

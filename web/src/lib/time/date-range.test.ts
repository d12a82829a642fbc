import { describe, expect, it } from 'vitest';
import { addDays, isoDateIn, presetRange } from './date-range';

// 2026-11-24 00:30 in Tokyo is still the 23rd in UTC and in New York.
const NOW = Date.parse('2026-11-23T15:30:00Z');

describe('the records date range', () => {
  it('reads today in the player’s time zone', () => {
    expect(isoDateIn(NOW, 'Asia/Tokyo')).toBe('2026-11-24');
    expect(isoDateIn(NOW, 'America/New_York')).toBe('2026-11-23');
    expect(isoDateIn(NOW, 'Not/AZone')).toBe('2026-11-24');
    expect(isoDateIn(NOW, undefined)).toBe('2026-11-24');
  });

  it('presets include today: 1, 7 and 30 days; all has no bounds', () => {
    expect(presetRange('today', NOW, 'Asia/Tokyo')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetRange('week', NOW, 'Asia/Tokyo')).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(presetRange('month', NOW, 'Asia/Tokyo')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(presetRange('all', NOW, 'Asia/Tokyo')).toEqual({});
  });

  it('moves dates across months and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

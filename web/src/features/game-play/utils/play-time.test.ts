import { describe, expect, it } from 'vitest';
import { formatPlayTime, minutesPlayed, signed } from './play-time';

describe('play time', () => {
  it('shows m:ss under an hour and h:mm:ss after', () => {
    expect(formatPlayTime(0)).toBe('0:00');
    expect(formatPlayTime(65_400)).toBe('1:05');
    expect(formatPlayTime(3_600_000 + 2 * 60_000 + 3_000)).toBe('1:02:03');
    expect(formatPlayTime(-5)).toBe('0:00');
  });

  it('counts whole minutes and signs a gain', () => {
    expect(minutesPlayed(59_999)).toBe(0);
    expect(minutesPlayed(30 * 60_000)).toBe(30);
    expect(signed('¥1,200', 1200)).toBe('+¥1,200');
    expect(signed('-¥300', -300)).toBe('-¥300');
    expect(signed('¥0', 0)).toBe('¥0');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { noteServerDate, resetServerTime, serverNow, serverOffsetMs } from './server-time';

afterEach(resetServerTime);

describe('server time', () => {
  it('follows the server when its clock is hours away from the device', () => {
    const sent = Date.now();
    noteServerDate(new Date(sent + 3 * 3_600_000).toUTCString(), sent, sent + 40);
    expect(Math.abs(serverOffsetMs() - 3 * 3_600_000)).toBeLessThan(1600);
    expect(Math.abs(serverNow() - (Date.now() + 3 * 3_600_000))).toBeLessThan(1600);
  });

  it('keeps its offset through the noise of whole-second Date headers', () => {
    const sent = Date.now();
    noteServerDate(new Date(sent + 60_000).toUTCString(), sent, sent);
    const learned = serverOffsetMs();
    noteServerDate(new Date(sent + 60_400).toUTCString(), sent, sent);
    expect(serverOffsetMs()).toBe(learned);
  });

  it('ignores a missing or unreadable Date', () => {
    noteServerDate(null, 0, 0);
    noteServerDate('yesterday-ish', 0, 0);
    expect(serverOffsetMs()).toBe(0);
  });
});

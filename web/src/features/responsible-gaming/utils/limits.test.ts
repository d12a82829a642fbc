import { describe, expect, it } from 'vitest';
import type { SelfControl } from '#web/api/self-control.ts';
import { breakKey, BREAK_CHOICES, limitRequest, limitState, waitsADay } from './limits';

const control: SelfControl = {
  coolingOffUntil: null,
  selfExclusionUntil: null,
  selfExclusionPermanent: false,
  depositLimits: [{ period: 'MONTHLY', amount: 100_000, currency: 'JPY', pendingChange: { amount: 300_000, effectiveAt: '2026-02-02T03:00:00.000Z' } }],
  lossLimits: [],
  sessionLimit: { minutes: 120, pendingChange: null },
  realityCheck: null,
  winsTicker: { shown: true, pendingChange: null },
};

describe('responsible-gaming limits', () => {
  it('reads each limit with what waits to replace it', () => {
    expect(limitState(control, 'DEPOSIT_LIMIT', 'MONTHLY')).toEqual({ value: 100_000, pending: { value: 300_000, effectiveAt: '2026-02-02T03:00:00.000Z' } });
    expect(limitState(control, 'DEPOSIT_LIMIT', 'DAILY')).toEqual({ value: null, pending: null });
    expect(limitState(control, 'SESSION_LIMIT')).toEqual({ value: 120, pending: null });
    expect(limitState(control, 'REALITY_CHECK')).toEqual({ value: null, pending: null });
  });

  it('a first or lower limit applies now; a higher one or a removal waits a day (the server rule)', () => {
    expect(waitsADay(null, 50_000)).toBe(false);
    expect(waitsADay(100_000, 50_000)).toBe(false);
    expect(waitsADay(100_000, 100_000)).toBe(false);
    expect(waitsADay(100_000, 150_000)).toBe(true);
    expect(waitsADay(100_000, null)).toBe(true);
  });

  it('builds the request the contract takes', () => {
    expect(limitRequest('LOSS_LIMIT', 20_000, 'WEEKLY')).toEqual({ type: 'LOSS_LIMIT', period: 'WEEKLY', amount: 20_000 });
    expect(limitRequest('REALITY_CHECK', null)).toEqual({ type: 'REALITY_CHECK', minutes: null });
    expect(BREAK_CHOICES.map(breakKey)).toEqual(['cooling1', 'cooling7', 'cooling30', 'exclusion180', 'exclusion365', 'exclusionPermanent']);
  });
});

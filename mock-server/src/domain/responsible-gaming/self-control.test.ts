import { describe, expect, it } from 'vitest';
import { breakUntil, excludeForGood, FOREVER, LOOSENING_DELAY_MS, noSelfControl, setDepositLimit, setLossLimit, setMinutes, settle, takeBreak } from './self-control.ts';

const NOW = Date.UTC(2026, 1, 1, 3, 0, 0);
const DAY = 86_400_000;

describe('self-control rules', () => {
  it('limits: tighter at once, looser after 24 hours, a new tighter one cancels a pending raise', () => {
    const control = noSelfControl();
    setLossLimit(control, 'DAILY', 5_000, NOW);
    setLossLimit(control, 'DAILY', 9_000, NOW);
    expect(control.lossLimits).toEqual([{ period: 'DAILY', amount: 5_000, pending: { amount: 9_000, effectiveAt: NOW + LOOSENING_DELAY_MS } }]);
    setLossLimit(control, 'DAILY', 4_000, NOW + 1);
    expect(control.lossLimits).toEqual([{ period: 'DAILY', amount: 4_000 }]);
    setDepositLimit(control, 'MONTHLY', 10_000, NOW);
    setDepositLimit(control, 'MONTHLY', null, NOW);
    settle(control, NOW + LOOSENING_DELAY_MS - 1);
    expect(control.depositLimits).toHaveLength(1);
    settle(control, NOW + LOOSENING_DELAY_MS);
    expect(control.depositLimits).toEqual([]);
  });

  it('minutes: shorter is tighter; a removal waits', () => {
    const control = noSelfControl();
    setMinutes(control, 'realityCheck', 60, NOW);
    setMinutes(control, 'realityCheck', 90, NOW);
    expect(control.realityCheck).toEqual({ minutes: 60, pending: { minutes: 90, effectiveAt: NOW + LOOSENING_DELAY_MS } });
    setMinutes(control, 'realityCheck', 45, NOW);
    expect(control.realityCheck).toEqual({ minutes: 45 });
    setMinutes(control, 'sessionLimit', 120, NOW);
    setMinutes(control, 'sessionLimit', null, NOW);
    settle(control, NOW + LOOSENING_DELAY_MS);
    expect(control.sessionLimit).toBeUndefined();
    expect(control.realityCheck).toEqual({ minutes: 45 });
  });

  it('breaks: lengthened, never shortened; a permanent exclusion reads as one that never ends', () => {
    const control = noSelfControl();
    expect(takeBreak(control, 'COOLING_OFF', 7, NOW)).toBe(true);
    expect(takeBreak(control, 'COOLING_OFF', 1, NOW)).toBe(false);
    expect(breakUntil(control, NOW)).toBe(NOW + 7 * DAY);
    expect(excludeForGood(control)).toBe(true);
    expect(excludeForGood(control)).toBe(false);
    expect(takeBreak(control, 'SELF_EXCLUSION', 1825, NOW)).toBe(false);
    settle(control, NOW + 10_000 * DAY);
    expect(control).toMatchObject({ selfExclusionUntil: FOREVER, selfExclusionPermanent: true });
    expect(control.coolingOffUntil).toBeUndefined();
    expect(breakUntil(control, NOW + 10_000 * DAY)).toBe(FOREVER);
  });
});

/**
 * The limits of the responsible-gaming page, read the way the server applies them: a tighter
 * value (lower, shorter, or a first one) at once, a looser one or a removal after 24 hours.
 */
import type { SelfControl, SelfControlRequest } from '#web/api/self-control.ts';

export type LimitKind = 'DEPOSIT_LIMIT' | 'LOSS_LIMIT' | 'SESSION_LIMIT' | 'REALITY_CHECK';
export type Period = 'DAILY' | 'WEEKLY' | 'MONTHLY';
export const PERIODS: readonly Period[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

/** What one limit is now and what waits to replace it. `value` is an amount or minutes; null is none. */
export interface LimitState {
  value: number | null;
  pending: { value: number | null; effectiveAt: string } | null;
}

/** Session limits and reality-check intervals the page offers, in minutes (within the server's ranges). */
export const SESSION_MINUTES = [30, 60, 90, 120, 180, 240, 360, 480, 720] as const;
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** The largest amount the contract takes. */
export const MAX_LIMIT_AMOUNT = 100_000_000;

export function limitState(control: SelfControl, kind: LimitKind, period?: Period): LimitState {
  if (kind === 'SESSION_LIMIT' || kind === 'REALITY_CHECK') {
    const setting = kind === 'SESSION_LIMIT' ? control.sessionLimit : control.realityCheck;
    return {
      value: setting?.minutes ?? null,
      pending: setting?.pendingChange ? { value: setting.pendingChange.minutes, effectiveAt: setting.pendingChange.effectiveAt } : null,
    };
  }
  const limit = (kind === 'DEPOSIT_LIMIT' ? control.depositLimits : control.lossLimits).find((l) => l.period === period);
  return {
    value: limit?.amount ?? null,
    pending: limit?.pendingChange ? { value: limit.pendingChange.amount, effectiveAt: limit.pendingChange.effectiveAt } : null,
  };
}

/** Whether a new value waits 24 hours: a raise or a removal of a limit in force does; a first limit or a lower one applies now. */
export function waitsADay(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

export function limitRequest(kind: LimitKind, value: number | null, period?: Period): SelfControlRequest {
  return kind === 'SESSION_LIMIT' || kind === 'REALITY_CHECK' ? { type: kind, minutes: value } : { type: kind, period, amount: value };
}

export type BreakChoice = { type: 'COOLING_OFF'; days: 1 | 7 | 30 } | { type: 'SELF_EXCLUSION'; days: 180 | 365 } | { type: 'SELF_EXCLUSION'; permanent: true };

/** The breaks the page offers: cool-off for 24 h, 7 or 30 days; self-exclusion for 6 months, a year, or for good. */
export const BREAK_CHOICES: readonly BreakChoice[] = [
  { type: 'COOLING_OFF', days: 1 },
  { type: 'COOLING_OFF', days: 7 },
  { type: 'COOLING_OFF', days: 30 },
  { type: 'SELF_EXCLUSION', days: 180 },
  { type: 'SELF_EXCLUSION', days: 365 },
  { type: 'SELF_EXCLUSION', permanent: true },
];

/** A locale key suffix per choice: cooling1, cooling7, exclusion180, exclusionPermanent... */
export const breakKey = (choice: BreakChoice) =>
  'permanent' in choice ? 'exclusionPermanent' : `${choice.type === 'COOLING_OFF' ? 'cooling' : 'exclusion'}${choice.days}`;

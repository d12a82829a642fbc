/**
 * Responsible gaming (SPEC §7 info/selfControl): a break from play (cooling-off, self-exclusion)
 * and deposit limits. The rules are the ones regulators ask for: a break can be lengthened but
 * never shortened or lifted; a tighter deposit limit applies at once, a looser one (or none) only
 * after 24 hours, so a decision made in the heat of play cannot undo itself. Times read the
 * session clock; a change whose time has come is applied when the settings are next read.
 */

export type BreakType = 'COOLING_OFF' | 'SELF_EXCLUSION';
export type LimitPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY';

export interface DepositLimit {
  period: LimitPeriod;
  amount: number;
  /** A raise, or a removal (amount null), waiting out its delay. */
  pending?: { amount: number | null; effectiveAt: number };
}

export interface SelfControl {
  coolingOffUntil?: number;
  selfExclusionUntil?: number;
  depositLimits: DepositLimit[];
}

export const BREAK_DAYS: Record<BreakType, readonly number[]> = {
  COOLING_OFF: [1, 7, 30, 42],
  SELF_EXCLUSION: [180, 365, 1825],
};
export const LOOSENING_DELAY_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;
const PERIOD_ORDER: readonly LimitPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

export const noSelfControl = (): SelfControl => ({ depositLimits: [] });

/** Each player's settings, by account id. */
export interface SelfControlSlice {
  selfControl: Record<string, SelfControl>;
}

/** The account's settings; an account without any yet gets none. */
export function selfControlFor(state: SelfControlSlice, accountId: string): SelfControl {
  if (!Object.hasOwn(state.selfControl, accountId)) state.selfControl[accountId] = noSelfControl();
  return state.selfControl[accountId]!;
}

/** Account deletion: the settings go with the account. */
export function forgetSelfControl(state: SelfControlSlice, accountId: string): void {
  delete state.selfControl[accountId];
}

const untilField = { COOLING_OFF: 'coolingOffUntil', SELF_EXCLUSION: 'selfExclusionUntil' } as const;

/** Starts or lengthens a break; false when one already runs past the end asked for. */
export function takeBreak(control: SelfControl, type: BreakType, days: number, now: number): boolean {
  const field = untilField[type];
  const until = now + days * DAY_MS;
  const running = control[field];
  if (running !== undefined && running > now && running > until) return false;
  control[field] = until;
  return true;
}

/** A new limit, or null to remove one. Tighter at once; looser after the delay. */
export function setDepositLimit(control: SelfControl, period: LimitPeriod, amount: number | null, now: number): void {
  settle(control, now);
  const existing = control.depositLimits.find((l) => l.period === period);
  if (!existing) {
    if (amount !== null) control.depositLimits.push({ period, amount });
    return;
  }
  delete existing.pending;
  if (amount !== null && amount <= existing.amount) existing.amount = amount;
  else existing.pending = { amount, effectiveAt: now + LOOSENING_DELAY_MS };
}

/** Applies pending changes whose time has come and forgets breaks that are over. */
export function settle(control: SelfControl, now: number): void {
  if (control.coolingOffUntil !== undefined && control.coolingOffUntil <= now) delete control.coolingOffUntil;
  if (control.selfExclusionUntil !== undefined && control.selfExclusionUntil <= now) delete control.selfExclusionUntil;
  control.depositLimits = control.depositLimits.flatMap((limit) => {
    if (!limit.pending || limit.pending.effectiveAt > now) return [limit];
    return limit.pending.amount === null ? [] : [{ period: limit.period, amount: limit.pending.amount }];
  });
  control.depositLimits.sort((a, b) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period));
}

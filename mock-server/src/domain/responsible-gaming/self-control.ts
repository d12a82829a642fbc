/**
 * Responsible gaming (SPEC §7 info/selfControl): a break from play (cooling-off, self-exclusion,
 * for a time or for good) and limits (deposits and losses per day, week and month, a session
 * time limit, a reality-check interval), and whether other players' wins are shown to them. The rules are the ones regulators ask for: a break can be
 * lengthened but never shortened or lifted; a tighter limit applies at once, a looser one (or
 * none) only after 24 hours, so a decision made in the heat of play cannot undo itself. Times read
 * the session clock; a change whose time has come is applied by `settle`, which the step that
 * settles what fell due runs (use-cases/settle-due.ts) and every change here runs first.
 */

export type BreakType = 'COOLING_OFF' | 'SELF_EXCLUSION';
export type LimitPeriod = 'DAILY' | 'WEEKLY' | 'MONTHLY';

export interface DepositLimit {
  period: LimitPeriod;
  amount: number;
  /** A raise, or a removal (amount null), waiting out its delay. */
  pending?: { amount: number | null; effectiveAt: number };
}

/** A loss limit has the deposit limit's shape and rule: net losses per period, in the main currency. */
type LossLimit = DepositLimit;

/** A setting in minutes (session time, reality-check interval): shorter is tighter. */
export interface MinutesSetting {
  minutes: number;
  /** A longer value, or a removal (minutes null), waiting out its delay. */
  pending?: { minutes: number | null; effectiveAt: number };
}

export interface SelfControl {
  coolingOffUntil?: number;
  /** For a permanent exclusion, the last instant a Date can hold: readers that compare it with now need not know. */
  selfExclusionUntil?: number;
  selfExclusionPermanent?: true;
  depositLimits: DepositLimit[];
  lossLimits?: LossLimit[];
  /** Play time per session; the session ends when it runs out. */
  sessionLimit?: MinutesSetting;
  /** How often play stops to show the time played and the result. */
  realityCheck?: MinutesSetting;
  /** Other players' wins on the site's ticker; absent while shown (the default). */
  winsTicker?: WinsTicker;
}

/** Whether the wins ticker shows: hiding it is tighter (at once), showing it again looser (after the delay). */
export interface WinsTicker {
  shown: boolean;
  pending?: { shown: boolean; effectiveAt: number };
}

export const BREAK_DAYS: Record<BreakType, readonly number[]> = {
  COOLING_OFF: [1, 7, 30, 42],
  SELF_EXCLUSION: [180, 365, 1825],
};
/** The session limit and reality-check interval a player may choose, in minutes. */
export const MINUTES_RANGE = {
  SESSION_LIMIT: { min: 15, max: 1440 },
  REALITY_CHECK: { min: 10, max: 240 },
} as const;
export const LOOSENING_DELAY_MS = 24 * 3_600_000;
/** The latest instant a Date can hold (ECMA-262 §21.4.1.1): "until" of a permanent exclusion. */
export const FOREVER = 8.64e15;
const DAY_MS = 86_400_000;
const PERIOD_ORDER: readonly LimitPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];
/** Limits are kept day, week, month. */
const byPeriod = (a: DepositLimit, b: DepositLimit) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period);

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

/** The break running now, if any; self-exclusion wins over a cooling-off that runs beside it. */
export function breakInForce(state: SelfControlSlice, accountId: string, now: number): { type: BreakType; until: number } | undefined {
  const { selfExclusionUntil, coolingOffUntil } = selfControlFor(state, accountId);
  if (selfExclusionUntil !== undefined && selfExclusionUntil > now) return { type: 'SELF_EXCLUSION', until: selfExclusionUntil };
  if (coolingOffUntil !== undefined && coolingOffUntil > now) return { type: 'COOLING_OFF', until: coolingOffUntil };
  return undefined;
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

/** Self-exclusion for good; false when it already is. Nothing lifts it (a real operator's support process would). */
export function excludeForGood(control: SelfControl): boolean {
  if (control.selfExclusionPermanent) return false;
  control.selfExclusionUntil = FOREVER;
  control.selfExclusionPermanent = true;
  return true;
}

/** Whether a break (cooling-off or self-exclusion) runs now, and until when (FOREVER when permanent). */
export function breakUntil(control: SelfControl, now: number): number | undefined {
  const ends = [control.coolingOffUntil, control.selfExclusionUntil].filter((until): until is number => until !== undefined && until > now);
  return ends.length === 0 ? undefined : Math.max(...ends);
}

/** The tighter/looser rule on one period's limit in a list: a new one or a lower one at once, a higher one or a removal after the delay. */
function setPeriodLimit(limits: DepositLimit[], period: LimitPeriod, amount: number | null, now: number): void {
  const existing = limits.find((l) => l.period === period);
  if (!existing) {
    if (amount !== null) limits.push({ period, amount });
    limits.sort(byPeriod);
    return;
  }
  delete existing.pending;
  if (amount !== null && amount <= existing.amount) existing.amount = amount;
  else existing.pending = { amount, effectiveAt: now + LOOSENING_DELAY_MS };
}

/** A new limit, or null to remove one. Tighter at once; looser after the delay. */
export function setDepositLimit(control: SelfControl, period: LimitPeriod, amount: number | null, now: number): void {
  settle(control, now);
  setPeriodLimit(control.depositLimits, period, amount, now);
}

/** A loss limit, by the deposit limit's rule. */
export function setLossLimit(control: SelfControl, period: LimitPeriod, amount: number | null, now: number): void {
  settle(control, now);
  control.lossLimits ??= [];
  setPeriodLimit(control.lossLimits, period, amount, now);
}

/** The session limit or reality-check interval in minutes, or null to remove it. Shorter at once; longer after the delay. */
export function setMinutes(control: SelfControl, setting: 'sessionLimit' | 'realityCheck', minutes: number | null, now: number): void {
  settle(control, now);
  const existing = control[setting];
  if (!existing) {
    if (minutes !== null) control[setting] = { minutes };
    return;
  }
  delete existing.pending;
  if (minutes !== null && minutes <= existing.minutes) existing.minutes = minutes;
  else existing.pending = { minutes, effectiveAt: now + LOOSENING_DELAY_MS };
}

/** Hides the wins ticker at once, or shows it again after the delay. */
export function setWinsTicker(control: SelfControl, shown: boolean, now: number): void {
  settle(control, now);
  const current = control.winsTicker?.shown ?? true;
  if (!shown) control.winsTicker = { shown: false };
  else if (current) delete control.winsTicker;
  else control.winsTicker = { shown: false, pending: { shown: true, effectiveAt: now + LOOSENING_DELAY_MS } };
}

function settleLimits(limits: DepositLimit[], now: number): DepositLimit[] {
  return limits
    .flatMap((limit) => {
      if (!limit.pending || limit.pending.effectiveAt > now) return [limit];
      return limit.pending.amount === null ? [] : [{ period: limit.period, amount: limit.pending.amount }];
    })
    .sort(byPeriod);
}

function settleMinutes(control: SelfControl, setting: 'sessionLimit' | 'realityCheck', now: number): void {
  const pending = control[setting]?.pending;
  if (!pending || pending.effectiveAt > now) return;
  if (pending.minutes === null) delete control[setting];
  else control[setting] = { minutes: pending.minutes };
}

/** Applies pending changes whose time has come and forgets breaks that are over. */
export function settle(control: SelfControl, now: number): void {
  if (control.coolingOffUntil !== undefined && control.coolingOffUntil <= now) delete control.coolingOffUntil;
  if (control.selfExclusionUntil !== undefined && control.selfExclusionUntil <= now) delete control.selfExclusionUntil;
  control.depositLimits = settleLimits(control.depositLimits, now);
  if (control.lossLimits) control.lossLimits = settleLimits(control.lossLimits, now);
  settleMinutes(control, 'sessionLimit', now);
  settleMinutes(control, 'realityCheck', now);
  const ticker = control.winsTicker?.pending;
  if (ticker && ticker.effectiveAt <= now) {
    if (ticker.shown) delete control.winsTicker;
    else control.winsTicker = { shown: false };
  }
}

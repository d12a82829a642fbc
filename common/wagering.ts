/**
 * Bonus wagering, shared by the mock (which works it down) and the site (which shows it): what a
 * stake counts toward a bonus's wagering, what a bonus must be wagered, how far along it is, and
 * what a deposit match pays. Amounts in minor units (common/money.ts) where the mock counts them;
 * the site may pass major units to `wageringProgress`, whose answer is a ratio.
 */

/** What a stake counts toward wagering at `percent` of contribution, rounded down (minor units). */
export function contribution(stakeMinor: number, percent: number): number {
  return Math.floor((stakeMinor * percent) / 100);
}

/** What a bonus of `amountMinor` must be wagered at `multiple` times, rounded up (minor units). */
export function wageringRequirement(amountMinor: number, multiple: number): number {
  return Math.ceil(amountMinor * multiple);
}

export interface WageringProgress {
  /** 0-100, rounded down: 99.9 % met is not shown as done. */
  percent: number;
  remaining: number;
  met: boolean;
}

export function wageringProgress(done: number, required: number): WageringProgress {
  if (required <= 0) return { percent: 100, remaining: 0, met: true };
  const met = done >= required;
  return { percent: met ? 100 : Math.min(99, Math.floor((done * 100) / required)), remaining: Math.max(0, required - done), met };
}

/** A deposit match: `percent` of the deposit, rounded down, up to `maxMinor` (minor units). */
export function matchBonus(depositMinor: number, percent: number, maxMinor: number): number {
  return Math.min(maxMinor, Math.floor((depositMinor * percent) / 100));
}

/**
 * Money in minor units: the mock's ledger counts integers of them, so sums are exact, and the site
 * shows and computes with the same digits. Every currency is kept to the digits the site can show
 * or a chain can carry: JPY and USD to 2 decimals (the site shows JPY with 2, SPEC §9), USDT to 6,
 * BTC and ETH to 8.
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = { JPY: 2, USD: 2, USDT: 6, BTC: 8, ETH: 8 };
const DEFAULT_DIGITS = 2;

export const minorDigits = (currency: string): number => MINOR_DIGITS[currency] ?? DEFAULT_DIGITS;

/**
 * An amount in major units as minor units; undefined when it has more decimals than the currency
 * keeps (1.005 JPY) or is too large to count exactly.
 */
export function toMinor(amount: number, currency: string): number | undefined {
  if (!Number.isFinite(amount)) return undefined;
  const scaled = amount * 10 ** minorDigits(currency);
  const minor = Math.round(scaled);
  // A decimal the currency keeps scales to an integer up to float noise (0.29 * 100 = 28.999...);
  // the bound is tight enough that 1000.001 JPY (100000.1 hundredths) is refused, not rounded.
  if (!Number.isSafeInteger(minor) || Math.abs(scaled - minor) > 16 * Number.EPSILON * Math.max(1, Math.abs(scaled))) return undefined;
  return minor === 0 ? 0 : minor; // no -0
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** A withdrawal channel's fee as getWithdrawChannels states it: a fixed amount, or a percentage of the amount. */
export interface WithdrawalFee {
  type: 'FIXED' | 'PERCENT';
  value: number;
}

/**
 * The fee of a withdrawal in major units: fixed, or the share of the amount rounded down to the
 * currency's minor unit (the player never pays more than stated). The amount is rounded to minor
 * units first, so the site can quote the fee while the amount is still being typed.
 */
export function withdrawalFee(fee: WithdrawalFee, amount: number, currency: string): number {
  const perMajor = 10 ** minorDigits(currency);
  const minor = fee.type === 'FIXED' ? Math.round(fee.value * perMajor) : Math.floor((Math.round(amount * perMajor) * fee.value) / 100);
  return toMajor(minor, currency);
}

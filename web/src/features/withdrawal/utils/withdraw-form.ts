/**
 * The withdrawal form's rules: SPEC §5's amount (digits, a decimal point, 2 decimals) within the
 * channel's minimum, maximum and the balance; the holder in katakana (the name-reading rule the
 * mock checks too); a 7-digit account number (the contract's pattern); an address that matches
 * its network's pattern from getWithdrawChannels. Rules answer this feature's message keys.
 */
import { checkAmount, checkNameReading } from '#common/validation.ts';
import type { WithdrawConfig } from '../api/withdrawal';


type ChannelLimits = WithdrawConfig['channels'][number];

type AmountProblem = 'amountRequired' | 'amountInvalid' | 'belowMinimum' | 'aboveMaximum' | 'aboveBalance';

export function checkWithdrawAmount(value: string, limits: ChannelLimits | undefined, available: number): AmountProblem | null {
  const problem = checkAmount(value);
  if (problem === 'empty') return 'amountRequired';
  if (problem !== null || Number(value) <= 0) return 'amountInvalid';
  const amount = Number(value);
  if (limits && amount < limits.minAmount) return 'belowMinimum';
  if (limits && amount > limits.maxAmount) return 'aboveMaximum';
  return amount > available ? 'aboveBalance' : null;
}

/** The most the player can withdraw now through a channel: the balance, the channel's maximum, what is left today. */
export function withdrawAllAmount(config: WithdrawConfig, limits: ChannelLimits): number {
  return Math.max(0, Math.min(config.available, limits.maxAmount, config.dailyAmountLeft));
}

export const isKatakana = (value: string): boolean => value.trim() !== '' && checkNameReading(value.trim()) === null;
export const isAccountNumber = (value: string): boolean => /^\d{7}$/.test(value);
export const matchesNetwork = (address: string, pattern: string): boolean => new RegExp(pattern).test(address.trim());

/** A fresh idempotency key for one withdrawal attempt (a retry of the same attempt sends it again). */
export const newAttemptKey = (): string => crypto.randomUUID();

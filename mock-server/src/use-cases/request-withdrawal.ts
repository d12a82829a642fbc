import { createWithdrawal, type WithdrawalDestination } from '../domain/cashier/withdrawals.ts';
import { kycStatus } from '../domain/kyc/documents.ts';
import type { MockState } from '../domain/state.ts';
import { mainCurrency } from '../domain/wallet/wallets.ts';

export interface WithdrawalAsk {
  amount: number;
  /** The player's main currency when absent. */
  currency?: string | undefined;
  idempotencyKey: string;
}

/**
 * A player's withdrawal as the cashier takes it (createBankWithdrawal, createVirtualWithdrawal and
 * QA's POST /__mock/players/:loginName/withdrawals): the currency defaulted, the identity check
 * read from the player's documents (KYC approved), then the order with its amount held.
 */
export function requestWithdrawal(state: MockState, accountId: string, ask: WithdrawalAsk, destination: WithdrawalDestination, now: number) {
  const currency = ask.currency ?? mainCurrency(state, accountId);
  const identityApproved = kycStatus(state, accountId) === 'APPROVED';
  const result = createWithdrawal(state, { accountId, currency, amount: ask.amount, destination, idempotencyKey: ask.idempotencyKey, identityApproved }, now);
  return { currency, result };
}

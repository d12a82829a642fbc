import type { Account, LegacyAccount } from './state.ts';

/**
 * Account transfer (SPEC §4): a player who came over from the legacy site (userSource
 * QC_TRANSFER) moves the legacy balance into this account once (use-cases/transfer-legacy-balance.ts).
 */
export function isTransferEligible(account: Account): account is Account & { legacy: LegacyAccount } {
  return account.userSource === 'QC_TRANSFER' && !account.transferStatus && account.legacy !== undefined;
}

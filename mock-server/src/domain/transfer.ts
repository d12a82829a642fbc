import { mainCurrency, type Account } from './accounts.ts';

/**
 * Account transfer (SPEC §4): a player who came over from the legacy site (userSource
 * QC_TRANSFER) moves the legacy balance into this account once.
 */
export function isTransferEligible(account: Account): account is Account & { legacy: NonNullable<Account['legacy']> } {
  return account.userSource === 'QC_TRANSFER' && !account.transferStatus && account.legacy !== undefined;
}

/** Moves the legacy balance into COMMON and closes the transfer; answers the amount moved. */
export function completeTransfer(account: Account & { legacy: NonNullable<Account['legacy']> }): number {
  const amount = account.legacy.balance;
  const common = account.wallets.find((w) => w.walletType === 'COMMON');
  if (common) common.amount += amount;
  else account.wallets.unshift({ walletType: 'COMMON', currency: mainCurrency(account), amount });
  // The legacy side is emptied: the money exists once. Its points stay on the record until the
  // points shop (a later issue) has a ledger to move them into.
  account.legacy.balance = 0;
  account.transferStatus = true;
  return amount;
}

/** COMMON first, as getBalance promises. */
export function walletsInOrder(account: Account): Account['wallets'] {
  return [...account.wallets].sort((a, b) => (a.walletType === b.walletType ? 0 : a.walletType === 'COMMON' ? -1 : 1));
}

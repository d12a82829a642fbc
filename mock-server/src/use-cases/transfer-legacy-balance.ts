import type { Account, LegacyAccount } from '../domain/identity/state.ts';
import type { MockState } from '../domain/state.ts';
import { holdsWallet, mainCurrency, moveMoney, openWallets } from '../domain/wallet/wallets.ts';

/**
 * Account transfer (SPEC §4): the legacy balance moves from the house's legacy-site account into
 * the player's COMMON wallet, once, and the transfer is closed. Answers the amount moved. The
 * legacy points stay on the record until the points shop (a later issue) has a ledger for them.
 */
export function transferLegacyBalance(state: MockState, account: Account & { legacy: LegacyAccount }, now: number): number {
  const amount = account.legacy.balance;
  const currency = mainCurrency(state, account.id, state.config.currency);
  if (!holdsWallet(state, account.id, 'COMMON', currency)) openWallets(state, account.id, currency);
  if (amount > 0) {
    const moved = moveMoney(state, { accountId: account.id, walletType: 'COMMON', currency, amount, counterpart: 'legacy-site', kind: 'legacy-transfer', at: now });
    if (!moved.ok) throw new Error(`transferLegacyBalance: ${amount} ${currency} for ${account.loginName}: ${moved.reason}`);
  }
  // The legacy side is emptied: the money exists once.
  account.legacy.balance = 0;
  account.transferStatus = true;
  return amount;
}

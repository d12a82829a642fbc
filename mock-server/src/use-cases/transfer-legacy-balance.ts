import type { Account, LegacyAccount } from '../domain/identity/state.ts';
import { creditPoints } from '../domain/points/ledger.ts';
import { EARNED_VALIDITY_MS } from '../domain/points/earning.ts';
import type { MockState } from '../domain/state.ts';
import { holdsWallet, mainCurrency, moveMoney, openWallets } from '../domain/wallet/wallets.ts';

/**
 * Account transfer (SPEC §4): the legacy balance moves from the house's legacy-site account into
 * the player's COMMON wallet, once, and the legacy points into the player's points ledger (kind
 * migration, lasting as earned points do), and the transfer is closed. Answers the amount moved.
 */
export function transferLegacyBalance(state: MockState, account: Account & { legacy: LegacyAccount }, now: number): number {
  const amount = account.legacy.balance;
  const currency = mainCurrency(state, account.id, state.config.currency);
  if (!holdsWallet(state, account.id, 'COMMON', currency)) openWallets(state, account.id, currency);
  if (amount > 0) {
    const moved = moveMoney(state, { accountId: account.id, walletType: 'COMMON', currency, amount, counterpart: 'legacy-site', kind: 'legacy-transfer', at: now });
    if (!moved.ok) throw new Error(`transferLegacyBalance: ${amount} ${currency} for ${account.loginName}: ${moved.reason}`);
  }
  if (account.legacy.points > 0) {
    const points = creditPoints(state, { accountId: account.id, kind: 'migration', points: account.legacy.points, at: now, validityMs: EARNED_VALIDITY_MS, ref: account.legacy.loginName, key: 'legacy-transfer' });
    if (!points.ok) throw new Error(`transferLegacyBalance: ${account.legacy.points} points for ${account.loginName}: ${points.reason}`);
  }
  // The legacy side is emptied: the money and the points exist once.
  account.legacy.balance = 0;
  account.legacy.points = 0;
  account.transferStatus = true;
  return amount;
}

import { noEvents } from '../events/events.ts';
import { emptyWalletState, type WalletState, type WalletType } from './state.ts';
import { openWallets, moveMoney } from './wallets.ts';

/** Opening balances by seeded name, in the site currency; everyone else starts at 0. */
const OPENING_BALANCES: Readonly<Record<string, Partial<Record<WalletType, number>>>> = {
  player01: { COMMON: 125_000, PROMOTION: 5_000 },
};

/**
 * Every seeded player holds COMMON and PROMOTION in the site currency; a seeded balance is an
 * opening transaction from the house's opening-balances account, so it is in the ledger like any
 * other money.
 */
export function seedWallets(accounts: readonly { id: string; name: string }[], currency: string, at: number): WalletState {
  // The seed's movements are where the session starts, not news: their events are dropped.
  const scratch = { wallet: emptyWalletState(), events: noEvents() };
  for (const { id, name } of accounts) {
    openWallets(scratch, id, currency);
    for (const [walletType, amount] of Object.entries(OPENING_BALANCES[name] ?? {}) as [WalletType, number][]) {
      const opened = moveMoney(scratch, { accountId: id, walletType, currency, amount, counterpart: 'opening-balances', kind: 'opening', at });
      if (!opened.ok) throw new Error(`seed: opening balance of ${name} ${walletType}: ${opened.reason}`);
    }
  }
  return scratch.wallet;
}

import { describe, expect, it } from 'vitest';
import { noEvents } from '../events/events.ts';
import { freshState } from '../state.ts';
import { emptyWalletState } from './state.ts';
import { closeWallets, mainCurrency, moveMoney, openWallets, walletsInOrder, walletsOf } from './wallets.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const player01 = (state: ReturnType<typeof freshState>) => state.accounts.list.find((a) => a.loginName === 'qcplayer01')!.id;

describe('wallets', () => {
  it('seeded balances are opening transactions from the house, so the ledger nets to zero', () => {
    const state = freshState(1);
    const id = player01(state);
    expect(walletsOf(state, id)).toEqual([
      { walletType: 'COMMON', currency: 'JPY', amount: 125_000 },
      { walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 },
    ]);
    expect(state.wallet.transactions.map((t) => [t.kind, t.postings])).toEqual([
      ['opening', [{ account: `player:${id}:COMMON`, amount: 12_500_000 }, { account: 'house:opening-balances', amount: -12_500_000 }]],
      ['opening', [{ account: `player:${id}:PROMOTION`, amount: 500_000 }, { account: 'house:opening-balances', amount: -500_000 }]],
    ]);
    expect(state.events.outbox).toEqual([]);
  });

  it('every seeded player holds COMMON and PROMOTION in JPY; a copy of the state is independent', () => {
    const state = freshState(1);
    for (const account of state.accounts.list) expect(walletsOf(state, account.id).map((w) => `${w.walletType} ${w.currency}`)).toEqual(['COMMON JPY', 'PROMOTION JPY']);
    moveMoney(state, { accountId: player01(state), walletType: 'COMMON', currency: 'JPY', amount: -1, counterpart: 'adjustments', kind: 'adjustment', at: T0 });
    const fresh = freshState(1);
    expect(walletsOf(fresh, player01(fresh))[0]!.amount).toBe(125_000);
  });

  it('opens wallets once per offered currency; COMMON first, the first currency is the main one', () => {
    const state = { wallet: emptyWalletState(), events: noEvents() };
    expect(openWallets(state, '7', 'JPY')).toMatchObject({ ok: true });
    expect(openWallets(state, '7', 'USD')).toEqual({
      ok: true,
      wallets: [
        { walletType: 'COMMON', currency: 'USD', amount: 0 },
        { walletType: 'PROMOTION', currency: 'USD', amount: 0 },
      ],
    });
    expect(openWallets(state, '7', 'USD')).toEqual({ ok: false, reason: 'exists' });
    expect(openWallets(state, '7', 'DOGE')).toEqual({ ok: false, reason: 'not-offered' });
    expect(walletsInOrder(state, '7').map((w) => `${w.walletType} ${w.currency}`)).toEqual(['COMMON JPY', 'COMMON USD', 'PROMOTION JPY', 'PROMOTION USD']);
    expect(mainCurrency(state, '7')).toBe('JPY');
    expect(mainCurrency(state, 'nobody', 'USD')).toBe('USD');
    closeWallets(state, '7');
    expect(walletsOf(state, '7')).toEqual([]);
  });

  it('moves money as one transaction and records a wallet-changed event with the new balance', () => {
    const state = { wallet: emptyWalletState(), events: noEvents() };
    openWallets(state, '7', 'JPY');
    const moved = moveMoney(state, { accountId: '7', walletType: 'PROMOTION', currency: 'JPY', amount: 1234.5, counterpart: 'adjustments', kind: 'adjustment', at: T0 });
    expect(moved).toMatchObject({ ok: true, replayed: false, wallet: { walletType: 'PROMOTION', currency: 'JPY', amount: 1234.5 } });
    expect(state.events.outbox).toEqual([{ id: 1, at: T0, type: 'wallet-changed', accountId: '7', wallet: { walletType: 'PROMOTION', currency: 'JPY', amount: 1234.5 } }]);
  });

  it('refuses an amount the currency cannot hold, zero, and a wallet the player does not hold', () => {
    const state = { wallet: emptyWalletState(), events: noEvents() };
    openWallets(state, '7', 'JPY');
    const base = { accountId: '7', walletType: 'COMMON', currency: 'JPY', counterpart: 'adjustments', kind: 'adjustment', at: T0 } as const;
    expect(moveMoney(state, { ...base, amount: 0.001 })).toEqual({ ok: false, reason: 'invalid-amount' });
    expect(moveMoney(state, { ...base, amount: 0 })).toEqual({ ok: false, reason: 'invalid-amount' });
    expect(moveMoney(state, { ...base, amount: 5, currency: 'USD' })).toEqual({ ok: false, reason: 'no-such-wallet' });
    expect(state.wallet.transactions).toEqual([]);
  });
});

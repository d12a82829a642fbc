import { describe, expect, it } from 'vitest';
import { noEvents } from '../domain/events/events.ts';
import { noPromotions } from '../domain/promotions/state.ts';
import { netOf } from '../domain/wallet/ledger.ts';
import { emptyWalletState } from '../domain/wallet/state.ts';
import { moveMoney, openWallets, walletsOf } from '../domain/wallet/wallets.ts';
import { transferBetweenWallets } from './transfer-between-wallets.ts';

const T0 = Date.parse('2026-11-22T01:00:00Z');

function player() {
  const state = { wallet: emptyWalletState(), events: noEvents(), promotions: noPromotions() };
  openWallets(state, '7', 'JPY');
  moveMoney(state, { accountId: '7', walletType: 'COMMON', currency: 'JPY', amount: 10_000, counterpart: 'adjustments', kind: 'adjustment', at: T0 });
  moveMoney(state, { accountId: '7', walletType: 'PROMOTION', currency: 'JPY', amount: 2_000, counterpart: 'adjustments', kind: 'adjustment', at: T0 });
  state.events.outbox = [];
  return state;
}

const balances = (state: ReturnType<typeof player>) => walletsOf(state, '7').map((w) => w.amount);
const base = { accountId: '7', currency: 'JPY', idempotencyKey: 'move-1' } as const;

describe('transfer between wallets', () => {
  it('moves money both ways as one transaction with the player on both sides, and pushes both wallets', () => {
    const state = player();
    expect(transferBetweenWallets(state, { ...base, from: 'PROMOTION', to: 'COMMON', amount: 2_000 }, T0)).toMatchObject({ ok: true, replayed: false });
    expect(balances(state)).toEqual([12_000, 0]);
    expect(state.wallet.transactions.at(-1)).toMatchObject({ kind: 'transfer', postings: [{ account: 'player:7:PROMOTION', amount: -200_000 }, { account: 'player:7:COMMON', amount: 200_000 }] });
    expect(state.events.outbox.map((e) => e.type === 'wallet-changed' && [e.wallet.walletType, e.wallet.amount])).toEqual([
      ['PROMOTION', 0],
      ['COMMON', 12_000],
    ]);
    expect(transferBetweenWallets(state, { ...base, idempotencyKey: 'move-2', from: 'COMMON', to: 'PROMOTION', amount: 500.5 }, T0).ok).toBe(true);
    expect(balances(state)).toEqual([11_499.5, 500.5]);
    expect(netOf(state, 'JPY')).toBe(0);
  });

  it('is idempotent: the same key moves once, the key for another transfer is a conflict', () => {
    const state = player();
    const first = transferBetweenWallets(state, { ...base, from: 'COMMON', to: 'PROMOTION', amount: 1_000 }, T0);
    const again = transferBetweenWallets(state, { ...base, from: 'COMMON', to: 'PROMOTION', amount: 1_000 }, T0);
    expect(again).toEqual({ ...first, replayed: true });
    expect(balances(state)).toEqual([9_000, 3_000]);
    expect(state.events.outbox).toHaveLength(2);
    expect(transferBetweenWallets(state, { ...base, from: 'COMMON', to: 'PROMOTION', amount: 2_000 }, T0)).toEqual({ ok: false, reason: 'idempotency-conflict' });
  });

  it('never takes a wallet below zero and refuses what cannot move', () => {
    const state = player();
    const refused = (from: 'COMMON' | 'PROMOTION', to: 'COMMON' | 'PROMOTION', amount: number, currency = 'JPY') => transferBetweenWallets(state, { ...base, currency, from, to, amount }, T0);
    expect(refused('PROMOTION', 'COMMON', 2_000.01)).toEqual({ ok: false, reason: 'insufficient-funds' });
    expect(refused('COMMON', 'COMMON', 1)).toEqual({ ok: false, reason: 'same-wallet' });
    expect(refused('COMMON', 'PROMOTION', 0.001)).toEqual({ ok: false, reason: 'invalid-amount' });
    expect(refused('COMMON', 'PROMOTION', 1, 'USD')).toEqual({ ok: false, reason: 'no-such-wallet' });
    expect(balances(state)).toEqual([10_000, 2_000]);
    // The refused key stays unused: the same transfer goes through once it can.
    expect(refused('PROMOTION', 'COMMON', 2_000).ok).toBe(true);
  });
});

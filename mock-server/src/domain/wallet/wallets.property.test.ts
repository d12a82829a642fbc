import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noEvents } from '../events/events.ts';
import { netOf } from './ledger.ts';
import { toMinor } from '#common/money.ts';
import { emptyWalletState, type WalletType } from './state.ts';
import { moveMoney, openWallets, walletBalance } from './wallets.ts';

const PLAYERS = ['1', '2', '3'];
const CURRENCIES = ['JPY', 'USD'];

const adjustment = fc.record({
  accountId: fc.constantFrom(...PLAYERS),
  walletType: fc.constantFrom<WalletType>('COMMON', 'PROMOTION'),
  currency: fc.constantFrom(...CURRENCIES),
  // Hundredths: the 2 decimals JPY and USD keep, both ways, around a typical balance.
  cents: fc.integer({ min: -5_000_000, max: 5_000_000 }).filter((n) => n !== 0),
  // A small pool, so keys repeat, with the same request and with another one.
  idempotencyKey: fc.option(fc.constantFrom('k1', 'k2', 'k3', 'k4'), { nil: undefined }),
});

const walletKey = (a: { accountId: string; walletType: string; currency: string }) => `${a.accountId}/${a.walletType}/${a.currency}`;

describe('wallets under random adjustments', () => {
  it('never make or lose money, never go below zero, and count each idempotency key once', () => {
    fc.assert(
      fc.property(fc.array(adjustment, { maxLength: 60 }), (adjustments) => {
        const state = { wallet: emptyWalletState(), events: noEvents() };
        for (const id of PLAYERS) for (const currency of CURRENCIES) openWallets(state, id, currency);
        // The model: balances in cents, and the request each key was first used for.
        const expected = new Map<string, number>();
        const keys = new Map<string, string>();
        let applied = 0;
        for (const a of adjustments) {
          const amount = a.cents / 100;
          const result = moveMoney(state, { ...a, amount, counterpart: 'adjustments', kind: 'adjustment', at: 0 });
          const before = expected.get(walletKey(a)) ?? 0;
          const request = `${walletKey(a)}/${a.cents}`;
          const used = a.idempotencyKey === undefined ? undefined : keys.get(a.idempotencyKey);
          if (used !== undefined) {
            expect(result.ok ? (result.replayed ? 'replayed' : 'applied') : result.reason).toBe(used === request ? 'replayed' : 'idempotency-conflict');
            continue;
          }
          if (before + a.cents < 0) {
            expect(result).toEqual({ ok: false, reason: 'insufficient-funds' });
            continue;
          }
          expect(result).toMatchObject({ ok: true, replayed: false, wallet: { amount: (before + a.cents) / 100 } });
          expected.set(walletKey(a), before + a.cents);
          if (a.idempotencyKey !== undefined) keys.set(a.idempotencyKey, request);
          applied++;
        }
        for (const currency of CURRENCIES) expect(netOf(state, currency)).toBe(0);
        for (const accountId of PLAYERS)
          for (const walletType of ['COMMON', 'PROMOTION'] as const)
            for (const currency of CURRENCIES) {
              const balance = walletBalance(state, accountId, walletType, currency);
              expect(balance).toBeGreaterThanOrEqual(0);
              expect(toMinor(balance, currency)).toBe(expected.get(walletKey({ accountId, walletType, currency })) ?? 0);
            }
        // One event per movement a player would see; replays and refusals record none.
        expect(state.events.outbox).toHaveLength(applied);
        expect(state.wallet.transactions).toHaveLength(applied);
      }),
      { numRuns: 200 },
    );
  });
});

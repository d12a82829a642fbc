import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAccountByLoginName } from '../identity/accounts.ts';
import { admin, call } from '../../testing/app.ts';
import { bearer, loginAs } from '../../testing/players.ts';
import { netOf, playerAccount, post, transactionByKey } from './ledger.ts';
import { toMinor } from '#common/money.ts';
import { playerEntries } from './records.ts';
import { moveMoney } from './wallets.ts';
import type { WalletType } from './state.ts';
import { assertOnFreshSession } from '../../testing/properties.ts';

/**
 * The ledger under concurrent load: 1000 mixed operations started at once (Promise.all) on one
 * mock session, QA's adjustments through the HTTP layer (inject) and, where this branch has no
 * HTTP call for them yet, transfers between a player's wallets and withdrawal holds and releases
 * posted on the session's state between those requests, with retries under the same idempotency
 * keys. Why it holds without locks: the server is single-threaded and every path that moves money
 * reads the balance and writes the transaction in one synchronous stretch (no await between), so
 * no two movements of an account interleave; these runs would catch one that did.
 */

const SESSION = 'ledger-load';
const PLAYERS = ['qcplayer01', 'qctransfer01', 'qcsetup01'] as const;
const WALLETS: WalletType[] = ['COMMON', 'PROMOTION'];

const player = fc.constantFrom(...PLAYERS);
const walletType = fc.constantFrom(...WALLETS);
/** Yen with up to 2 decimals, sized to the seeded ¥125,000 so that some take a wallet to zero and are refused. */
const yen = fc.integer({ min: 1, max: 6_000_000 }).map((cents) => cents / 100);
/** A small pool, so retries under one key happen (same request) and reuses for another (conflicts). */
const key = fc.option(fc.integer({ min: 1, max: 40 }).map((n) => `k${n}`), { nil: undefined });

const operation = fc.oneof(
  fc.record({ type: fc.constant('adjust' as const), player, walletType, amount: yen, out: fc.boolean(), key }),
  fc.record({ type: fc.constant('transfer' as const), player, from: walletType, amount: yen, key }),
  fc.record({ type: fc.constant('hold' as const), player, amount: yen, withdrawal: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ type: fc.constant('release' as const), withdrawal: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ type: fc.constant('read' as const), player }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

describe('the ledger under 1000 concurrent mixed operations', () => {
  it('makes and loses no money, never takes a wallet below zero, and counts each key once', async () => {
    await assertOnFreshSession(SESSION, fc.array(operation, { minLength: 1000, maxLength: 1000 }), 4, async (app, operations) => {
      const session = app.mock.sessions.get(SESSION);
      const idOf = (loginName: string) => findAccountByLoginName(session.state, loginName)!.id;
      const tokens = new Map<string, string>();
      for (const loginName of PLAYERS) tokens.set(loginName, (await loginAs(app, loginName, { session: SESSION })).access_token);

      // Each operation starts on its own turn of the event loop, as concurrent requests would.
      const run = async (op: Operation, index: number): Promise<void> => {
        await Promise.resolve();
        const at = Date.now();
        switch (op.type) {
          case 'adjust': {
            const body = { loginName: op.player, amount: op.out ? -op.amount : op.amount, walletType: op.walletType, ...(op.key ? { idempotencyKey: op.key } : {}) };
            const answer = await admin(app, 'POST', '/__mock/wallets/adjust', body, SESSION);
            // Refusals are the ledger's (409 funds or key reuse), never a failure of the server.
            expect([200, 409]).toContain(answer.statusCode);
            return;
          }
          case 'transfer': {
            const accountId = idOf(op.player);
            const minor = toMinor(op.amount, 'JPY')!;
            const to = op.from === 'COMMON' ? 'PROMOTION' : 'COMMON';
            post(session.state, {
              kind: 'transfer',
              currency: 'JPY',
              at,
              ref: `T${index}`,
              postings: [
                { account: playerAccount(accountId, op.from), amount: -minor },
                { account: playerAccount(accountId, to), amount: minor },
              ],
              ...(op.key ? { idempotencyKey: `transfer:${op.key}`, request: JSON.stringify([accountId, op.from, minor]) } : {}),
            });
            return;
          }
          case 'hold':
            moveMoney(session.state, { accountId: idOf(op.player), walletType: 'COMMON', currency: 'JPY', amount: -op.amount, counterpart: 'withdrawals-held', kind: 'withdrawal-hold', at, ref: `W${op.withdrawal}`, idempotencyKey: `hold:W${op.withdrawal}` });
            return;
          case 'release': {
            // Read the hold and release it in one synchronous stretch; the key makes a second release a replay.
            const hold = transactionByKey(session.state, `hold:W${op.withdrawal}`);
            if (!hold) return;
            const held = hold.postings.find((p) => p.account.startsWith('player:'))!;
            const accountId = held.account.split(':')[1]!;
            moveMoney(session.state, { accountId, walletType: 'COMMON', currency: 'JPY', amount: -held.amount / 100, counterpart: 'withdrawals-held', kind: 'withdrawal-release', at, ref: hold.ref!, idempotencyKey: `release:W${op.withdrawal}` });
            return;
          }
          case 'read': {
            const answer = await call(app, 'getBalance', { session: SESSION, headers: bearer(tokens.get(op.player)!) });
            for (const wallet of answer.json().data as { amount: number }[]) expect(wallet.amount).toBeGreaterThanOrEqual(0);
          }
        }
      };
      await Promise.all(operations.map(run));

      const { state } = session;
      // No money made or lost: every transaction balances, so each currency sums to zero over all accounts.
      expect(netOf(state, 'JPY')).toBe(0);
      for (const transaction of state.wallet.transactions) expect(transaction.postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
      // An idempotency key names one transaction at most.
      const keys = state.wallet.transactions.flatMap((t) => (t.idempotencyKey ? [t.idempotencyKey] : []));
      expect(new Set(keys).size).toBe(keys.length);
      // A release only ever follows its hold, once: the house holds exactly what is still held.
      const released = new Set(state.wallet.transactions.filter((t) => t.kind === 'withdrawal-release').map((t) => t.ref));
      const stillHeld = state.wallet.transactions.filter((t) => t.kind === 'withdrawal-hold' && !released.has(t.ref)).reduce((sum, t) => sum - t.postings.find((p) => p.account.startsWith('player:'))!.amount, 0);
      const houseHeld = state.wallet.transactions.flatMap((t) => t.postings).filter((p) => p.account === 'house:withdrawals-held').reduce((sum, p) => sum + p.amount, 0);
      expect(houseHeld).toBe(stillHeld);

      for (const loginName of PLAYERS) {
        // Never below zero at any point: every running balance the ledger passed through.
        for (const entry of playerEntries(state, idOf(loginName))) expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
        // Each balance the API answers is the sum of the player's entries (QA's ledger view).
        const ledger = (await admin(app, 'GET', `/__mock/ledger?loginName=${loginName}`, undefined, SESSION)).json();
        const balance = (await call(app, 'getBalance', { session: SESSION, headers: bearer(tokens.get(loginName)!) })).json().data;
        expect(balance).toEqual(ledger.balances);
        for (const wallet of ledger.balances as { walletType: string; amount: number }[]) {
          const sum = (ledger.entries as { walletType: string; amount: number }[]).filter((e) => e.walletType === wallet.walletType).reduce((s, e) => s + Math.round(e.amount * 100), 0);
          expect(Math.round(wallet.amount * 100)).toBe(sum);
        }
      }
    });
  }, 60_000);
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { activeBonuses } from '../domain/promotions/bonuses.ts';
import type { MockState } from '../domain/state.ts';
import { balanceOf, netOf, playerAccount } from '../domain/wallet/ledger.ts';
import { playerEntries } from '../domain/wallet/records.ts';
import { codes } from '../contract.ts';
import { admin, call, testApp } from '../testing/app.ts';
import { gameOf } from '../testing/machines.ts';
import { issueToken } from '../domain/identity/tokens.ts';
import { bearer } from '../testing/players.ts';

/**
 * The bonus ledger under 1000 concurrent mixed operations on one session, all through the HTTP
 * layer: claims and QA's grants, deposits that pay armed claims, machine rounds (bonus money pays
 * when COMMON is short; QA's adjustments empty COMMON now and then), free spins, releases,
 * give-ups with their preview, reverts, transfers out of PROMOTION, and the clock moved on so
 * that bonuses expire. Afterwards no money was made or lost, no wallet went below zero, every
 * bonus's record equals the ledger entries that moved its money, and the active bonuses never
 * hold more than PROMOTION does.
 */

const SESSION = 'bonus-load';
const PLAYERS = ['qcplayer01', 'qctransfer01', 'qcsetup01'] as const;
const GRANTED = ['welcome-no-deposit', 'reload-weekly', 'pachislot-free-spins', 'code-bonus-1000', 'code-offer'] as const;
const CLAIMED = ['reload-weekly', 'pachislot-free-spins', 'pachinko-cashback'] as const;

const player = fc.constantFrom(...PLAYERS);
const pick = fc.nat(1000);
// Weighted so that each path is walked: rounds most (they wager, and pay from bonuses once COMMON
// is emptied), the clock seldom (a few days in all: some bonuses expire, most do not).
const operation = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('grant' as const), player, promotionId: fc.constantFrom(...GRANTED), amount: fc.option(fc.integer({ min: 1, max: 3000 }), { nil: undefined }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('claim' as const), player, promotionId: fc.constantFrom(...CLAIMED) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('deposit' as const), player, amount: fc.integer({ min: 1000, max: 20_000 }) }) },
  { weight: 6, arbitrary: fc.record({ type: fc.constant('round' as const), player, stake: fc.constantFrom(4, 20, 100, 500) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('free-spin' as const), player }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('release' as const), player, pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('give-up' as const), player, pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('revert' as const), player, pick }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('transfer' as const), player, amount: fc.integer({ min: 1, max: 8000 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('empty-common' as const), player }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('clock' as const), minutes: fc.integer({ min: 1, max: 90 }) }) },
);
/** How many turns of the event loop an operation waits before it starts: requests arrive spread out, not in one burst. */
const arriving = fc.tuple(operation, fc.nat(60));
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** The ledger entries that moved a bonus's money in PROMOTION: its own (ref the bonus) and those of the bets it paid for. */
function ledgerSumOf(state: MockState, accountId: string, bonusId: string): number {
  const bets = new Set(state.bets.bets.filter((b) => b.bonusId === bonusId).map((b) => b.betId));
  const promotion = playerAccount(accountId, 'PROMOTION');
  return state.wallet.transactions
    .filter((t) => t.ref === bonusId || (t.ref !== undefined && bets.has(t.ref)))
    .flatMap((t) => t.postings)
    .filter((p) => p.account === promotion)
    .reduce((sum, p) => sum + p.amount, 0);
}

describe('the bonus ledger under 1000 concurrent mixed operations', () => {
  it('makes and loses no money, and every bonus holds exactly what its ledger entries moved', async () => {
    const app = await testApp();
    const pachinko = gameOf('pachinko');
    await fc.assert(
      fc.asyncProperty(fc.array(arriving, { minLength: 1000, maxLength: 1000 }), async (operations) => {
        await admin(app, 'POST', '/__mock/reset', {}, SESSION);
        const session = app.mock.sessions.get(SESSION);
        const idOf = (loginName: string) => findAccountByLoginName(session.state, loginName)!.id;
        const headers = new Map<string, Record<string, string>>();
        // Tokens that outlive the clock's moves (a login's lasts 2 hours, and the clock moves days).
        for (const loginName of PLAYERS) {
          issueToken(session.state, loginName, `bonus-load-${loginName}`, Number.MAX_SAFE_INTEGER);
          headers.set(loginName, bearer(`bonus-load-${loginName}`));
        }
        const as = (loginName: string) => ({ session: SESSION, headers: headers.get(loginName)! });
        const launch = async (loginName: string, body: Record<string, unknown>) => {
          const launched = await call(app, 'launchGame', { ...as(loginName), body });
          const url = launched.json().data as string | null;
          return typeof url === 'string' ? new URL(url, 'http://mock').searchParams.get('t')! : launched;
        };
        const machine = { gameId: pachinko.gameId, providerCode: pachinko.providerCode };
        const tokens = new Map<string, string>();
        for (const loginName of PLAYERS) tokens.set(loginName, (await launch(loginName, machine)) as string);
        /** A round at the player's machine; when the clock has moved past the token's life, launched again and played once more. */
        const playRound = async (loginName: string, token: string | undefined, body: Record<string, unknown>, stake: number, roundId: string) => {
          const round = (t: string) => call(app, 'playMachineRound', { session: SESSION, body: { token: t, roundId, stake } });
          const first = token === undefined ? undefined : await round(token);
          if (first && first.json().code !== codes.launchTokenInvalid) return first;
          const fresh = await launch(loginName, body);
          if (typeof fresh !== 'string') return fresh;
          if (token !== undefined) tokens.set(loginName, fresh);
          return round(fresh);
        };
        /** One of the player's bonuses as they read them, an active one while there is one (operations start together: the list is read when the player acts). */
        const bonusOf = async (loginName: string, n: number): Promise<string> => {
          const mine = (await call(app, 'getBonuses', as(loginName))).json().data.bonuses as { bonusId: string; status: string }[];
          const active = mine.filter((b) => b.status === 'ACTIVE');
          const from = active.length > 0 ? active : mine;
          return from[n % Math.max(1, from.length)]?.bonusId ?? 'BN-none';
        };

        const run = async ([op, wait]: [Operation, number], index: number): Promise<void> => {
          for (let turn = 0; turn <= wait; turn++) await new Promise((resolve) => setImmediate(resolve));
          let answer;
          switch (op.type) {
            case 'grant':
              answer = await admin(app, 'POST', '/__mock/promotions/grant', { loginName: op.player, promotionId: op.promotionId, ...(op.amount && op.promotionId !== 'pachislot-free-spins' ? { amount: op.amount } : {}) }, SESSION);
              expect([200, 409]).toContain(answer.statusCode);
              return;
            case 'claim':
              answer = await call(app, 'claimPromotion', { ...as(op.player), body: { promotionId: op.promotionId } });
              break;
            case 'deposit': {
              answer = await call(app, 'createBankDeposit', { ...as(op.player), body: { bankCode: '0009', amount: op.amount } });
              const orderId = answer.json().data?.orderId as string | undefined;
              if (orderId) expect([200, 409]).toContain((await admin(app, 'POST', `/__mock/orders/${orderId}/settle`, { status: 'paid' }, SESSION)).statusCode);
              break;
            }
            case 'round':
              answer = await playRound(op.player, tokens.get(op.player), machine, op.stake, `round-${String(index).padStart(4, '0')}`);
              break;
            case 'free-spin': {
              const listed = (await call(app, 'getFreeSpins', as(op.player))).json().data.freeSpins as { bonusId: string; gameId: string; providerCode: string; stake: number; roundsLeft: number; status: string }[];
              const spins = listed.find((f) => f.bonusId.startsWith('FS-') && f.roundsLeft > 0 && (f.status === 'AVAILABLE' || f.status === 'ACTIVE'));
              if (!spins) return;
              answer = await playRound(op.player, undefined, { gameId: spins.gameId, providerCode: spins.providerCode, bonusId: spins.bonusId }, spins.stake, `spin-${String(index).padStart(4, '0')}`);
              break;
            }
            case 'release':
              answer = await call(app, 'releaseBonus', { ...as(op.player), body: { bonusId: await bonusOf(op.player, op.pick) } });
              break;
            case 'give-up': {
              const bonusId = await bonusOf(op.player, op.pick);
              const preview = (await call(app, 'getForfeitPreview', { ...as(op.player), body: { bonusId } })).json();
              answer = await call(app, 'giveUpBonus', { ...as(op.player), body: { bonusId, expectedForfeit: preview.data?.forfeit ?? 0 } });
              break;
            }
            case 'revert': {
              const claims = (await call(app, 'getPromotionHistory', { ...as(op.player), body: { pageSize: 50 } })).json().data.claims as { claimId: string }[];
              answer = await call(app, 'revertPromotion', { ...as(op.player), body: { claimId: claims[op.pick % Math.max(1, claims.length)]?.claimId ?? 'CL-none' } });
              break;
            }
            case 'transfer':
              answer = await call(app, 'transferBetweenWallets', { ...as(op.player), body: { from: 'PROMOTION', to: 'COMMON', amount: op.amount, idempotencyKey: `bonus-load-${index}` } });
              break;
            case 'empty-common': {
              // Everything in COMMON out, so the next rounds are paid from bonuses (a round between may take some first: 409).
              const common = balanceOf(session.state, playerAccount(idOf(op.player), 'COMMON'), 'JPY');
              if (common === 0) return;
              answer = await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: op.player, amount: -common / 100 }, SESSION);
              expect([200, 409]).toContain(answer.statusCode);
              return;
            }
            case 'clock':
              expect((await admin(app, 'POST', '/__mock/clock', { advanceMs: op.minutes * 60_000 }, SESSION)).statusCode).toBe(200);
              return;
          }
          // A refusal is a business code in the envelope, never a failure of the server.
          expect(answer.statusCode, `${op.type}: ${answer.body}`).toBe(200);
        };
        await Promise.all(operations.map(run));
        // Then ten days on: whatever is still running expires or is released, through the same step.
        await admin(app, 'POST', '/__mock/clock', { advanceMs: 10 * 86_400_000 }, SESSION);
        for (const loginName of PLAYERS) await call(app, 'getBonuses', as(loginName));

        const { state } = session;
        expect(netOf(state, 'JPY')).toBe(0);
        for (const transaction of state.wallet.transactions) expect(transaction.postings.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
        const keys = state.wallet.transactions.flatMap((t) => (t.idempotencyKey ? [t.idempotencyKey] : []));
        expect(new Set(keys).size).toBe(keys.length);
        for (const loginName of PLAYERS) {
          const accountId = idOf(loginName);
          for (const entry of playerEntries(state, accountId)) expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
          // Each bonus's record is its money on the ledger: what its entries moved (0 once closed).
          for (const bonus of state.promotions.bonuses.filter((b) => b.accountId === accountId)) {
            expect(ledgerSumOf(state, accountId, bonus.bonusId), bonus.bonusId).toBe(bonus.balance);
            if (bonus.status !== 'ACTIVE') expect(bonus.balance).toBe(0);
          }
          const locked = activeBonuses(state, accountId, 'JPY').reduce((sum, b) => sum + b.balance, 0);
          expect(locked).toBeLessThanOrEqual(balanceOf(state, playerAccount(accountId, 'PROMOTION'), 'JPY'));
        }
      }),
      { numRuns: 2, endOnFailure: true },
    );
  }, 240_000);
});

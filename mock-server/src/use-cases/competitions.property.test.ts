import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_PER_TICKET, ensureOpenDraw, earnFromDeposit, earnFromStake, enterLottery, MAX_TICKETS, STAKE_PER_TICKET, ticketsOf } from '../domain/lottery/lottery.ts';
import { recordInvitee, referralCodeOf } from '../domain/referrals/referrals.ts';
import { freshState, type MockState } from '../domain/state.ts';
import { ensureScheduled, findTournament, setScore, startDue } from '../domain/tournaments/tournaments.ts';
import { netOf } from '../domain/wallet/ledger.ts';
import { openWallets } from '../domain/wallet/wallets.ts';
import { admin, call, testApp } from '../testing/app.ts';
import { openDrawId, runningTournament, withTickets } from '../testing/competitions.ts';
import { bearer, loginAs, setClock } from '../testing/players.ts';
import { drawAndPay, finishAndPay, newLotterySeed, settleCompetitionsDue } from './competitions.ts';
import { afterDepositPaid } from './engagement.ts';

const NOON = Date.parse('2026-11-24T03:00:00Z');
const DAY = 86_400_000;

/** Prize transactions of the ledger, by idempotency key: each key must appear once. */
function prizeKeys(state: MockState): string[] {
  return state.wallet.transactions.filter((t) => t.kind === 'prize').map((t) => t.idempotencyKey!);
}

/** Players 100001..100008 with wallets (every seeded account holds them). */
const PLAYERS = ['100001', '100002', '100003', '100004', '100005', '100006', '100007', '100008'];

describe('prizes are paid exactly once', () => {
  it('a tournament’s, however its end is reached, retried or raced (the clock’s step and QA’s call)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ player: fc.constantFrom(...PLAYERS), score: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 12 }),
        fc.array(fc.constantFrom('due', 'finish'), { minLength: 1, maxLength: 6 }),
        (scores, attempts) => {
          const state = freshState(1);
          settleCompetitionsDue(state, NOON);
          const daily = findTournament(state, 'T-DAILY-20261124')!;
          scores.forEach(({ player, score }, i) => setScore(state, daily, player, score, NOON + i));
          for (const attempt of attempts) {
            if (attempt === 'due') settleCompetitionsDue(state, daily.endsAt + 1);
            else finishAndPay(state, daily, NOON + 60_000);
          }
          const keys = prizeKeys(state).filter((key) => key.includes(daily.id));
          expect(new Set(keys).size).toBe(keys.length);
          const paid = (daily.winners ?? []).filter((w) => w.accountId !== null);
          expect(keys.sort()).toEqual(paid.map((w) => `prize:TOURNAMENT:${daily.id}:${w.accountId}`).sort());
          expect(netOf(state, 'JPY')).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a referral reward: once per invitee whose paid deposits reach ¥10,000, whatever the order and size of deposits', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ invitee: fc.integer({ min: 0, max: 2 }), amount: fc.integer({ min: 1_000, max: 12_000 }) }), { maxLength: 15 }), (deposits) => {
        const state = freshState(1);
        const invitees = ['900001', '900002', '900003'];
        for (const id of invitees) {
          openWallets(state, id, 'JPY');
          recordInvitee(state, { inviteeId: id, referCode: referralCodeOf('100001'), candidates: ['100001', id], at: NOON });
        }
        const totals = [0, 0, 0];
        deposits.forEach(({ invitee, amount }, i) => {
          totals[invitee]! += amount;
          afterDepositPaid(state, { orderId: `D-${i}`, accountId: invitees[invitee]!, amount, currency: 'JPY', status: 'PAID', createdAt: NOON + i, channel: 'BANK', reference: '100000', expiresAt: NOON + DAY });
        });
        const keys = prizeKeys(state);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.sort()).toEqual(invitees.filter((_, i) => totals[i]! >= 10_000).map((id) => `prize:REFERRAL:${id}:100001`).sort());
      }),
      { numRuns: 100 },
    );
  });

  it('a lottery’s, drawn by the clock or by QA or both, however often', () => {
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 3 }), { maxLength: 6 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }), (picks, byQa) => {
        const state = freshState(1);
        const draw = ensureOpenDraw(state, NOON, newLotterySeed);
        earnFromDeposit(state, '100001', 100_000);
        picks.forEach((numbers, i) => enterLottery(state, { accountId: '100001', drawId: draw.id, numbers, requestId: `req-${i}0000` }, NOON));
        for (const qa of byQa) {
          if (qa) drawAndPay(state, draw, NOON + 60_000);
          else settleCompetitionsDue(state, draw.drawAt + 1);
        }
        const won = state.lottery.entries.filter((e) => (e.prize ?? 0) > 0).map((e) => `prize:LOTTERY:${e.entryId}:100001`);
        expect(prizeKeys(state).sort()).toEqual(won.sort());
      }),
      { numRuns: 60 },
    );
  });
});

describe('lottery tickets are conserved', () => {
  it('earned = available + entered + forfeited, whatever mix of stakes, deposits, entries and replays', () => {
    const op = fc.oneof(
      fc.record({ type: fc.constant('stake' as const), yen: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ type: fc.constant('deposit' as const), yen: fc.integer({ min: 1, max: 200_000 }) }),
      // A small request pool: entries are replayed under their request id, some with other numbers.
      fc.record({ type: fc.constant('enter' as const), request: fc.integer({ min: 1, max: 20 }), numbers: fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 3 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 120 }), (ops) => {
        const state = freshState(1);
        const draw = ensureOpenDraw(state, NOON, newLotterySeed);
        const player = '100001';
        for (const step of ops) {
          if (step.type === 'stake') earnFromStake(state, player, step.yen);
          else if (step.type === 'deposit') earnFromDeposit(state, player, step.yen);
          else enterLottery(state, { accountId: player, drawId: draw.id, numbers: step.numbers, requestId: `req-${step.request}0000` }, NOON);
          const tickets = ticketsOf(state, player);
          expect(tickets.earned).toBe(tickets.available + tickets.entered + tickets.forfeited);
          expect(tickets.available).toBeGreaterThanOrEqual(0);
          expect(tickets.available).toBeLessThanOrEqual(MAX_TICKETS);
        }
        const tickets = ticketsOf(state, player);
        // Each ticket entered is one entry, and an entry's replay spent nothing.
        expect(state.lottery.entries.filter((e) => e.accountId === player)).toHaveLength(tickets.entered);
        expect(draw.entries).toBe(tickets.entered);
        // Nothing earned from nothing: at most what the yen paid for.
        const staked = ops.reduce((sum, step) => sum + (step.type === 'stake' ? step.yen : 0), 0);
        const deposited = ops.reduce((sum, step) => sum + (step.type === 'deposit' ? step.yen : 0), 0);
        expect(tickets.earned).toBe(Math.floor(staked / STAKE_PER_TICKET) + Math.floor(deposited / DEPOSIT_PER_TICKET));
      }),
      { numRuns: 200 },
    );
  });
});

describe('prizes under concurrent calls', () => {
  it('many finish and draw calls at once, racing players’ calls: each prize once, the ledger balanced', async () => {
    const app = await testApp();
    await setClock(app, new Date(NOON).toISOString());
    const id = await runningTournament(app, 'default');
    await admin(app, 'POST', `/__mock/tournaments/${id}/scores`, { loginName: 'qcplayer01', score: 900_000 });
    const headers = await withTickets(app, 'default');
    const drawId = await openDrawId(app, 'default');
    for (const [i, numbers] of [[1, 2, 3], [4, 5, 6]].entries()) await call(app, 'enterLottery', { headers, body: { drawId, numbers, requestId: `race-entry-${i}` } });
    const player = bearer((await loginAs(app, 'qcplayer01')).access_token);

    const burst = await Promise.all([
      ...Array.from({ length: 8 }, () => admin(app, 'POST', `/__mock/tournaments/${id}/finish`)),
      ...Array.from({ length: 8 }, () => admin(app, 'POST', `/__mock/lotteries/${drawId}/draw`)),
      ...Array.from({ length: 8 }, () => call(app, 'getTournaments', { headers: player, body: {} })),
    ]);
    expect(burst.slice(0, 8).filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(burst.slice(8, 16).filter((r) => r.statusCode === 200)).toHaveLength(1);
    const state = app.mock.sessions.get('default').state;
    const keys = prizeKeys(state);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(`prize:TOURNAMENT:${id}:100001`);
    expect(netOf(state, 'JPY')).toBe(0);
  });
});

describe('the schedule', () => {
  it('keeps a race running and one coming whatever the clock says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), (offset) => {
        const state = freshState(1);
        const at = NOON + offset;
        ensureScheduled(state, at);
        startDue(state, at);
        const daily = state.tournaments.list.filter((t) => t.template === 'DAILY');
        expect(daily.some((t) => t.startsAt <= at && at < t.endsAt)).toBe(true);
        expect(daily.some((t) => t.startsAt > at)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

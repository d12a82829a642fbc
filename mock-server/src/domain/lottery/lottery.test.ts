import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedHashOf, winningNumbers } from '#common/lottery-draw.ts';
import { noLottery, drawDue, drawLottery, earnFromDeposit, earnFromStake, ensureOpenDraw, enterLottery, MAX_TICKETS, openDraw, ticketsOf, type LotterySlice } from './lottery.ts';

// 2026-11-24 12:00 in Japan; the day's draw is at 21:00 (12:00 UTC).
const NOON = Date.parse('2026-11-24T03:00:00Z');
const HOUR = 3_600_000;
let seeds = 0;
const newSeed = () => (++seeds).toString(16).padStart(64, '0');
const fresh = (): LotterySlice => ({ lottery: noLottery() });

describe('the lottery draw', () => {
  it('opens the day’s 21:00 draw with only its seed hash shown, and draws the numbers its seed gives', () => {
    const state = fresh();
    const open = ensureOpenDraw(state, NOON, newSeed);
    expect(open).toMatchObject({ id: 'LOT-20261124', drawAt: Date.parse('2026-11-24T12:00:00Z'), status: 'OPEN', numbers: null });
    expect(open.seedHash).toBe(seedHashOf(open.seed));
    drawDue(state, NOON + 9 * HOUR, newSeed);
    expect(open).toMatchObject({ status: 'DRAWN', drawnAt: open.drawAt, numbers: winningNumbers(open.seed, 3, 10) });
    expect(openDraw(state)).toMatchObject({ id: 'LOT-20261125', status: 'OPEN' });
  });

  it('draws a day missed with its own time, and moves an empty draw long overdue to the next time instead of a string of empty days', () => {
    const state = fresh();
    earnFromDeposit(state, '1', 5_000);
    const open = ensureOpenDraw(state, NOON, newSeed);
    enterLottery(state, { accountId: '1', drawId: open.id, numbers: [1, 2, 3], requestId: 'req-00001' }, NOON);
    drawDue(state, NOON + 10 * 24 * HOUR, newSeed);
    expect(open.drawnAt).toBe(open.drawAt);
    expect(state.lottery.draws.filter((d) => d.status === 'DRAWN')).toHaveLength(1);
    expect(openDraw(state)!.id).toBe('LOT-20261204');
  });

  it('settles each entry with its matches and prize, once', () => {
    const state = fresh();
    const open = ensureOpenDraw(state, NOON, newSeed);
    const winning = winningNumbers(open.seed, 3, 10);
    const other = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => !winning.includes(n));
    earnFromDeposit(state, '1', 15_000);
    enterLottery(state, { accountId: '1', drawId: open.id, numbers: winning, requestId: 'req-00001' }, NOON);
    enterLottery(state, { accountId: '1', drawId: open.id, numbers: [winning[0]!, winning[1]!, other[0]!], requestId: 'req-00002' }, NOON);
    enterLottery(state, { accountId: '1', drawId: open.id, numbers: other.slice(0, 3), requestId: 'req-00003' }, NOON);
    const prizes = drawLottery(state, open, NOON + HOUR, newSeed);
    expect(prizes.map((p) => [p.matches, p.amount])).toEqual([
      [3, 10_000],
      [2, 300],
    ]);
    expect(state.lottery.entries.map((e) => e.prize)).toEqual([10_000, 300, 0]);
    expect(drawLottery(state, open, NOON + 2 * HOUR, newSeed)).toEqual([]);
  });
});

describe('tickets', () => {
  it('come from stakes and deposits by the rule, and refuse an entry without one, a bad pick, a closed draw and a reused request', () => {
    const state = fresh();
    const open = ensureOpenDraw(state, NOON, newSeed);
    earnFromStake(state, '1', 1_500);
    expect(ticketsOf(state, '1').available).toBe(0);
    earnFromStake(state, '1', 2_600);
    expect(ticketsOf(state, '1')).toMatchObject({ available: 2, stakeCarry: 100 });
    const enter = (numbers: number[], requestId: string, drawId = open.id) => enterLottery(state, { accountId: '1', drawId, numbers, requestId }, NOON);
    expect(enter([1, 1, 2], 'req-a')).toEqual({ ok: false, reason: 'bad-numbers' });
    expect(enter([1, 2, 3], 'req-a')).toMatchObject({ ok: true, replayed: false });
    expect(enter([1, 2, 3], 'req-a')).toMatchObject({ ok: true, replayed: true });
    expect(enter([4, 5, 6], 'req-a')).toEqual({ ok: false, reason: 'request-reused' });
    expect(enter([4, 5, 6], 'req-b')).toMatchObject({ ok: true });
    expect(enter([4, 5, 7], 'req-c')).toEqual({ ok: false, reason: 'no-tickets' });
    expect(enter([4, 5, 7], 'req-d', 'LOT-19990101')).toEqual({ ok: false, reason: 'not-found' });
    drawLottery(state, open, NOON + HOUR, newSeed);
    earnFromDeposit(state, '1', 5_000);
    expect(enter([4, 5, 7], 'req-e', open.id)).toEqual({ ok: false, reason: 'closed' });
  });

  it('are conserved: whatever happens, earned = available + entered + forfeited, and a player holds at most the cap', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('stake' as const), amount: fc.integer({ min: 1, max: 60_000 }) }),
      fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 600_000 }) }),
      fc.record({ kind: fc.constant('enter' as const), request: fc.integer({ min: 1, max: 30 }), numbers: fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 3 }) }),
      fc.record({ kind: fc.constant('draw' as const) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
        const state = fresh();
        let at = NOON;
        for (const step of actions) {
          at += 60_000;
          if (step.kind === 'stake') earnFromStake(state, 'p', step.amount);
          else if (step.kind === 'deposit') earnFromDeposit(state, 'p', step.amount);
          else if (step.kind === 'draw') drawLottery(state, ensureOpenDraw(state, at, newSeed), at, newSeed);
          else enterLottery(state, { accountId: 'p', drawId: ensureOpenDraw(state, at, newSeed).id, numbers: step.numbers, requestId: `req-${step.request}` }, at);
          const t = ticketsOf(state, 'p');
          expect(t.earned).toBe(t.available + t.entered + t.forfeited);
          expect(t.available).toBeLessThanOrEqual(MAX_TICKETS);
        }
        const t = ticketsOf(state, 'p');
        // Every ticket entered is an entry (the draws kept are all of them here: at most a few).
        expect(state.lottery.entries.length).toBeLessThanOrEqual(t.entered);
      }),
      { numRuns: 200 },
    );
  });
});

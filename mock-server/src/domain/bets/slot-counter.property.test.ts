import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAY_SESSION_GAP_MS } from './launches.ts';
import { MAX_SLUMP_POINTS, slotCounters } from './slot-counter.ts';
import type { Bet, PachislotBonus } from './state.ts';

/**
 * The pachislot counter equals a recomputation from the raw spins, for random histories of two
 * players on two pachislot machines and a pachinko one (which has no counter): spins of every
 * kind of money, bonus or none, OPEN and VOID bets among them, pauses around the session gap,
 * across days in Japan time, shuffled. The recomputation counts and sums another way (filters,
 * prefix sums, "no spin in the gap before it" for a session's start).
 */

const GAMES = [
  { gameId: 'AMIGO-PS-0001', providerCode: 'AMIGO', pachislot: true },
  { gameId: 'AMIGO-PS-0002', providerCode: 'AMIGO', pachislot: true },
  { gameId: 'AMIGO-PA-0001', providerCode: 'AMIGO', pachislot: false },
] as const;
const START = Date.parse('2026-11-27T15:00:00Z') - 2 * 86_400_000;
const localDay = (at: number) => new Date(at + 9 * 3_600_000).toISOString().slice(0, 10);

const rawSpin = fc.record({
  accountId: fc.constantFrom('a', 'a', 'b'),
  game: fc.constantFrom(...GAMES),
  coinsIn: fc.integer({ min: 1, max: 150 }),
  multiplier: fc.constantFrom(0, 0, 0, 2, 4, 5, 32, 80),
  bonus: fc.constantFrom<PachislotBonus | null>(null, null, null, null, null, 'BB', 'RB'),
  status: fc.constantFrom('SETTLED', 'SETTLED', 'SETTLED', 'SETTLED', 'OPEN', 'VOID'),
  money: fc.constantFrom('OWN', 'OWN', 'BONUS', 'FREE_BET'),
  pause: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 10_000 }), weight: 400 }, { arbitrary: fc.integer({ min: PLAY_SESSION_GAP_MS - 2, max: PLAY_SESSION_GAP_MS + 2 }), weight: 4 }, { arbitrary: fc.integer({ min: 1, max: 86_400_000 }), weight: 1 }),
});

// size 'max': fast-check's default size keeps arrays to about 10, and a day's slump needs hundreds of spins (past 100, points every 2nd spin or more).
const history = fc.array(rawSpin, { maxLength: 1_500, size: 'max' }).chain((raws) => {
  let at = START;
  const bets: Bet[] = raws.map((raw, i) => {
    at += raw.pause;
    const stake = raw.coinsIn * 20;
    const payout = raw.status === 'SETTLED' ? stake * raw.multiplier : raw.status === 'VOID' ? stake : 0;
    return {
      betId: `B-${i}`,
      roundKey: `r-${i}`,
      accountId: raw.accountId,
      gameId: raw.game.gameId,
      providerCode: raw.game.providerCode,
      playType: 'PACHINKO',
      currency: 'JPY',
      stake,
      payout,
      status: raw.status,
      result: raw.status === 'OPEN' ? null : raw.status === 'VOID' ? 'VOID' : payout > 0 ? 'WIN' : 'LOSE',
      detail: '',
      symbols: [],
      placedAt: at,
      settledAt: raw.status === 'OPEN' ? null : at,
      freeBet: raw.money === 'FREE_BET',
      bonusId: raw.money === 'OWN' ? null : `BN-${i}`,
      ...(raw.game.pachislot && raw.status === 'SETTLED' && { pachislot: { bonus: raw.bonus, coinsIn: raw.coinsIn, coinsOut: payout / 20 } }),
    } satisfies Bet;
  });
  return fc.shuffledSubarray(bets, { minLength: bets.length, maxLength: bets.length });
});

const day = fc.integer({ min: 0, max: 6 }).map((n) => localDay(START + n * 86_400_000));

const sum = (spins: Bet[], pick: (bet: Bet) => number) => spins.reduce((total, bet) => total + pick(bet), 0);
/** Spins per hit to 1 decimal: within half a tenth of the exact ratio (a tie may round either way), in tenths. */
const odds = (spins: number, hits: number) =>
  hits === 0
    ? null
    : {
        asymmetricMatch: (got: unknown) => typeof got === 'number' && Math.abs(got - spins / hits) <= 0.05 + 1e-9 && Number.isInteger(Math.round(got * 10 * 1e6) / 1e6),
        toString: () => `about ${spins}/${hits}`,
      };

function expectedFigures(spins: Bet[]) {
  const bb = spins.filter((s) => s.pachislot!.bonus === 'BB').length;
  const rb = spins.filter((s) => s.pachislot!.bonus === 'RB').length;
  const lastBonus = spins.findLastIndex((s) => s.pachislot!.bonus !== null);
  const coinsIn = sum(spins, (s) => s.pachislot!.coinsIn);
  const coinsOut = sum(spins, (s) => s.pachislot!.coinsOut);
  const stake = sum(spins, (s) => s.stake);
  const payout = sum(spins, (s) => s.payout);
  return {
    spins: spins.length,
    bb,
    rb,
    bbOdds: odds(spins.length, bb),
    rbOdds: odds(spins.length, rb),
    bonusOdds: odds(spins.length, bb + rb),
    spinsSinceBonus: spins.length - 1 - lastBonus,
    coinsIn,
    coinsOut,
    coinDifference: coinsOut - coinsIn,
    stake,
    payout,
    net: payout - stake,
  };
}

describe('the pachislot data counter', () => {
  it("is the day's settled pachislot spins of the player per machine and per session, and the slump graph's points are the running medal difference", () => {
    fc.assert(
      fc.property(history, day, fc.option(fc.constantFrom(...GAMES.map((g) => g.gameId)), { nil: undefined }), (bets, date, gameId) => {
        const got = slotCounters(bets, 'a', date, localDay, gameId);
        const counted = bets.filter((b) => b.accountId === 'a' && b.status === 'SETTLED' && b.pachislot !== undefined && localDay(b.placedAt) === date && (gameId === undefined || b.gameId === gameId));
        const played = [...new Set(counted.map((b) => b.gameId))];
        const lastAt = (id: string) => Math.max(...counted.filter((b) => b.gameId === id).map((b) => b.placedAt));
        expect(got.map((m) => m.gameId)).toEqual(played.sort((x, y) => lastAt(y) - lastAt(x)));
        for (const machine of got) {
          const spins = counted.filter((b) => b.gameId === machine.gameId).sort((x, y) => x.placedAt - y.placedAt);
          expect(machine.providerCode).toBe('AMIGO');
          expect(machine.day).toEqual(expectedFigures(spins));

          // A session starts at a spin with no spin of the machine that day in the gap before it.
          const starts = spins.filter((s) => !spins.some((o) => o.placedAt < s.placedAt && s.placedAt - o.placedAt < PLAY_SESSION_GAP_MS)).map((s) => s.placedAt);
          expect(machine.sessions.map((s) => s.startedAt)).toEqual(starts);
          machine.sessions.forEach((session, i) => {
            const next = starts[i + 1] ?? Infinity;
            const run = spins.filter((s) => s.placedAt >= session.startedAt && s.placedAt < next);
            expect(session).toEqual({ startedAt: starts[i], endedAt: run.at(-1)!.placedAt, ...expectedFigures(run) });
          });

          const { slump } = machine;
          expect(slump[0]).toEqual({ spins: 0, coins: 0 });
          expect(slump.length - 1).toBeLessThanOrEqual(MAX_SLUMP_POINTS);
          expect(slump.at(-1)!.spins).toBe(spins.length);
          for (const point of slump) {
            const upTo = spins.slice(0, point.spins);
            expect(point.coins).toBe(sum(upTo, (s) => s.pachislot!.coinsOut) - sum(upTo, (s) => s.pachislot!.coinsIn));
          }
          // Evenly spaced, as closely as 100 points allow: every gap but the last is the least
          // number of spins that keeps the points to 100.
          const gaps = slump.slice(1).map((p, i) => p.spins - slump[i]!.spins);
          for (const gap of gaps.slice(0, -1)) expect(gap).toBe(Math.ceil(spins.length / MAX_SLUMP_POINTS));
        }
      }),
    );
  });
});

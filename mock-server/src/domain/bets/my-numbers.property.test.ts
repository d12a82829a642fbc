import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAY_SESSION_GAP_MS } from './launches.ts';
import { myReturn, playSessions, type ReturnFigures } from './my-numbers.ts';
import type { Bet, PlayType } from './state.ts';

/**
 * My RTP and play sessions equal a recomputation from the raw bets, for random histories of two
 * players: bets of every status and kind of money, in any order, with pauses around the session
 * gap, across a month's end in Japan time. The recomputations below are written another way than
 * the domain's (filters and sums per key; sessions found by "no bet in the gap before it").
 */

const GAMES: { gameId: string; providerCode: string; playType: PlayType }[] = [
  { gameId: 'G-PACHI', providerCode: 'AMIGO', playType: 'PACHINKO' },
  { gameId: 'G-SLOT', providerCode: 'AMIGO', playType: 'SLOT' },
  { gameId: 'G-LIVE', providerCode: 'EVO', playType: 'LIVE' },
  { gameId: 'G-SPORT', providerCode: 'SABA', playType: 'SPORTS' },
];
/** 2026-11-28 00:00 in Japan; histories run a few days either side of the month's end. */
const START = Date.parse('2026-11-27T15:00:00Z') - 4 * 86_400_000;
const localDay = (at: number) => new Date(at + 9 * 3_600_000).toISOString().slice(0, 10);

const rawBet = fc.record({
  accountId: fc.constantFrom('a', 'b'),
  game: fc.constantFrom(...GAMES),
  stake: fc.integer({ min: 1, max: 5_000 }),
  payout: fc.integer({ min: 0, max: 20_000 }),
  status: fc.constantFrom('OPEN', 'SETTLED', 'SETTLED', 'SETTLED', 'VOID'),
  money: fc.constantFrom('OWN', 'OWN', 'OWN', 'BONUS', 'FREE_BET'),
  // Pauses around the gap: most rounds follow closely, some just under or over 30 minutes, some days apart.
  pause: fc.oneof(fc.integer({ min: 0, max: 120_000 }), fc.integer({ min: PLAY_SESSION_GAP_MS - 2, max: PLAY_SESSION_GAP_MS + 2 }), fc.integer({ min: 0, max: 2 * 86_400_000 })),
});

/** Bets as the state keeps them, placed at running times, then shuffled: the domain must not rely on order. */
const history = fc.array(rawBet, { maxLength: 120 }).chain((raws) => {
  let at = START;
  const bets: Bet[] = raws.map((raw, i) => {
    at += raw.pause;
    const open = raw.status === 'OPEN';
    return {
      betId: `B-${i}`,
      roundKey: `r-${i}`,
      accountId: raw.accountId,
      ...raw.game,
      currency: 'JPY',
      stake: raw.stake,
      payout: open ? 0 : raw.status === 'VOID' ? raw.stake : raw.payout,
      status: raw.status,
      result: open ? null : raw.status === 'VOID' ? 'VOID' : raw.payout > 0 ? 'WIN' : 'LOSE',
      detail: '',
      symbols: [],
      placedAt: at,
      settledAt: open ? null : at,
      freeBet: raw.money === 'FREE_BET',
      bonusId: raw.money === 'OWN' ? null : `BN-${i}`,
    } satisfies Bet;
  });
  return fc.shuffledSubarray(bets, { minLength: bets.length, maxLength: bets.length });
});

const day = fc.integer({ min: 0, max: 12 }).map((n) => localDay(START + n * 86_400_000));

function figuresOf(bets: Bet[]): ReturnFigures {
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const payout = bets.reduce((sum, bet) => sum + bet.payout, 0);
  return { rounds: bets.length, stake, payout, net: payout - stake, rtp: stake === 0 ? null : expect.closeTo((100 * payout) / stake, 2) };
}

describe('my RTP', () => {
  it('is the figures of the settled bets of the player in the window, own money by game, provider and play type, bonus and free bets apart', () => {
    fc.assert(
      fc.property(history, day, day, fc.option(fc.constantFrom(...GAMES.map((g) => g.gameId)), { nil: undefined }), (bets, d1, d2, gameId) => {
        const [from, to] = d1 <= d2 ? [d1, d2] : [d2, d1];
        const got = myReturn(bets, 'a', { from, to, gameId }, localDay);
        const counted = bets.filter((b) => b.accountId === 'a' && b.status === 'SETTLED' && localDay(b.placedAt) >= from && localDay(b.placedAt) <= to && (gameId === undefined || b.gameId === gameId));
        const own = counted.filter((b) => !b.freeBet && b.bonusId === null);
        expect(got.overall).toEqual(figuresOf(own));
        expect(got.bonusRounds).toEqual(figuresOf(counted.filter((b) => !b.freeBet && b.bonusId !== null)));
        expect(got.freeBetRounds).toEqual(figuresOf(counted.filter((b) => b.freeBet)));
        expect(got.byGame.map((g) => g.gameId).sort()).toEqual([...new Set(own.map((b) => b.gameId))].sort());
        for (const game of got.byGame) {
          const facts = GAMES.find((g) => g.gameId === game.gameId)!;
          expect(game).toEqual({ ...facts, ...figuresOf(own.filter((b) => b.gameId === game.gameId)) });
        }
        expect(got.byProvider.map((p) => p.providerCode).sort()).toEqual([...new Set(own.map((b) => b.providerCode))].sort());
        for (const provider of got.byProvider) expect(provider).toEqual({ providerCode: provider.providerCode, ...figuresOf(own.filter((b) => b.providerCode === provider.providerCode)) });
        expect(got.byPlayType.map((p) => p.playType).sort()).toEqual([...new Set(own.map((b) => b.playType))].sort());
        for (const type of got.byPlayType) expect(type).toEqual({ playType: type.playType, ...figuresOf(own.filter((b) => b.playType === type.playType)) });
        for (const list of [got.byGame, got.byProvider, got.byPlayType]) {
          expect(list.map((row) => row.stake)).toEqual(list.map((row) => row.stake).sort((x, y) => y - x));
        }
      }),
    );
  });
});

describe('play sessions', () => {
  it('are the runs of the player\'s bets without a 30-minute pause, those started in the month, newest first, with the longest and the month\'s totals', () => {
    fc.assert(
      fc.property(history, fc.constantFrom('2026-11', '2026-12', '2026-10'), (bets, month) => {
        const got = playSessions(bets, 'a', month, localDay);
        const mine = bets.filter((b) => b.accountId === 'a');
        // A session starts at a moment with no bet of the player in the gap before it.
        const starts = [...new Set(mine.map((b) => b.placedAt))].filter((t) => !mine.some((b) => b.placedAt < t && t - b.placedAt < PLAY_SESSION_GAP_MS)).sort((x, y) => y - x);
        const startOf = (bet: Bet) => starts.find((s) => s <= bet.placedAt)!;
        const expected = starts
          .filter((start) => localDay(start).slice(0, 7) === month)
          .map((start) => {
            const rounds = mine.filter((b) => startOf(b) === start);
            const stake = rounds.reduce((sum, b) => sum + b.stake, 0);
            const payout = rounds.reduce((sum, b) => sum + b.payout, 0);
            return { startedAt: start, endedAt: Math.max(...rounds.map((b) => b.placedAt)), rounds: rounds.length, stake, payout, net: payout - stake, games: new Set(rounds.map((b) => b.gameId)) };
          });
        expect(got.sessions.map(({ gameIds, ...figures }) => ({ ...figures, games: new Set(gameIds) }))).toEqual(expected);
        for (const session of got.sessions) expect(new Set(session.gameIds).size).toBe(session.gameIds.length);
        const durations = expected.map((s) => s.endedAt - s.startedAt);
        if (expected.length === 0) expect(got.longest).toBeNull();
        else expect(got.longest).toBe(durations.lastIndexOf(Math.max(...durations)));
        const sum = (pick: (s: (typeof expected)[number]) => number) => expected.reduce((total, s) => total + pick(s), 0);
        expect(got.totals).toEqual({
          sessions: expected.length,
          rounds: sum((s) => s.rounds),
          stake: sum((s) => s.stake),
          payout: sum((s) => s.payout),
          net: sum((s) => s.payout) - sum((s) => s.stake),
          durationMs: sum((s) => s.endedAt - s.startedAt),
        });
      }),
    );
  });
});

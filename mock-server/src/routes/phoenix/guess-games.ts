// Guess games (SPEC §7 "guess game", openapi/phoenix/competitions.yaml). The slice: domain/guess-games.
import { codes, type Locale } from '../../contract.ts';
import { guessStatus, optionsOf, placeGuess, questionOf, rewardOf, type GuessGame } from '../../domain/guess-games/guess-games.ts';
import { PRIZE_CURRENCY } from '../../use-cases/pay-prize.ts';
import { defineHandlers } from '../handler.ts';
import { refuseWhenOffersClosed } from '../offers-closed.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';

const yen = (amount: number) => ({ amount, currency: PRIZE_CURRENCY });

function gameView(game: GuessGame, accountId: string, locale: Locale, now: number) {
  const mine = game.guesses.find((g) => g.accountId === accountId);
  return {
    gameId: game.id,
    kind: game.kind,
    question: questionOf(game, locale),
    options: optionsOf(game).map((o) => ({ value: o.value, label: o.label[locale] })),
    closesAt: iso(game.closesAt),
    settlesAt: iso(game.settlesAt),
    status: guessStatus(game, now),
    entry: { type: 'FREE' as const, points: null },
    reward: yen(rewardOf(game)),
    outcome: game.outcome,
    guesses: game.guesses.length,
    myGuess: mine ? { option: mine.option, placedAt: iso(mine.placedAt), result: mine.result, reward: mine.reward === null ? null : yen(mine.reward) } : null,
  };
}

const REFUSALS = {
  'not-found': codes.guessGameNotFound,
  closed: codes.guessGameClosed,
  already: codes.guessAlreadyPlaced,
  'bad-option': codes.guessOptionInvalid,
  entry: codes.guessEntryUnavailable,
} as const;

const ORDER = { OPEN: 0, CLOSED: 1, SETTLED: 2 } as const;

export const guessGameHandlers = defineHandlers({
  getGuessGames: (ctx) => {
    const account = currentAccount(ctx);
    const games = [...ctx.state.guessGames.games]
      .sort((a, b) => ORDER[guessStatus(a, ctx.now)] - ORDER[guessStatus(b, ctx.now)] || (guessStatus(a, ctx.now) === 'SETTLED' ? b.settlesAt - a.settlesAt : a.closesAt - b.closesAt))
      .map((game) => gameView(game, account.id, ctx.locale, ctx.now));
    return { games };
  },
  placeGuess: (ctx) => {
    const account = currentAccount(ctx);
    refuseWhenOffersClosed(ctx, account.id);
    const { gameId, option, entry } = ctx.body;
    const result = placeGuess(ctx.state, { accountId: account.id, gameId, option, entry }, ctx.now);
    if (!result.ok) throw ctx.refuse(REFUSALS[result.reason]);
    return gameView(result.game, account.id, ctx.locale, ctx.now);
  },
});

import { codes, type Code } from '../../contract.ts';
import { selectionsOf } from '../../domain/bets/outcomes.ts';
import type { MachineKind } from '../../domain/bets/state.ts';
import { catalogueFor, findGame, type CatalogueGame } from '../../domain/games/catalogue.ts';
import type { Account } from '../../domain/identity/state.ts';
import { now } from '../../domain/shared/clock.ts';
import { refusal } from '../../runtime/control-context.ts';
import type { Session } from '../../runtime/sessions.ts';
import { launchGame } from '../../use-cases/game-launch.ts';
import { playRound } from '../../use-cases/machine-round.ts';
import { betView } from './bets.ts';
import { named, type ControlContextOf } from './handler.ts';

type BetAsk = ControlContextOf<'placePlayerBet'>['body'];

/** A game by its id, or by its name in any of the catalogue's languages (exact, any case). */
export function gameNamed(seed: number, name: string): CatalogueGame | undefined {
  const byId = findGame(seed, name);
  if (byId) return byId;
  const wanted = name.trim().toLowerCase();
  return catalogueFor(seed).games.find((game) => Object.values(game.name).some((n) => n.toLowerCase() === wanted));
}

const OPEN_MACHINES: readonly MachineKind[] = ['SPORTS', 'LIVE'];

/**
 * An open bet the way the player's own play leaves one: the game launched for real play (the
 * player API's launchGame checks a break and the session time limit) and one round played on its
 * machine (playRound: the stake range, the selection, the balance, the loss limit; the stake
 * moves through the ledger). Only sports and live bets stay open until their result comes in.
 */
export function placeOpenBet(session: Session, account: Account, ask: BetAsk) {
  const { state } = session;
  const game = gameNamed(state.seed, ask.game);
  if (!game) throw refusal(404, `no game ${ask.game} (GET /__mock/games lists them)`);
  if (game.playType !== 'SPORTS' && game.playType !== 'LIVE') {
    throw refusal(400, `game: ${game.gameId} is ${game.playType}; only SPORTS and LIVE bets stay open (GET /__mock/games?playType=SPORTS)`);
  }
  const at = now(session.clock);
  const launched = launchGame(state, { accountId: account.id, gameId: game.gameId, providerCode: game.providerCode, demo: false, locale: account.locale }, at);
  if (!launched.ok) {
    if (launched.reason === 'break') throw refusal(409, `${account.loginName} is on a ${launched.type} break until ${new Date(launched.until).toISOString()} (${named(launched.type === 'COOLING_OFF' ? codes.coolingOffActive : codes.selfExcluded)})`);
    if (launched.reason === 'session-limit') throw refusal(409, `${account.loginName} played the session time limit of ${launched.limitMinutes} minutes (${named(codes.sessionLimitReached)})`);
    // A real launch of a sports or live game, without a free bet, meets no other refusal.
    throw new Error(`placePlayerBet: launch refused (${launched.reason})`);
  }
  const { launch } = launched;
  if (!OPEN_MACHINES.includes(launch.machine)) throw new Error(`placePlayerBet: ${game.gameId} plays on ${launch.machine}`);
  const selection = ask.selection ?? selectionsOf(launch.machine)[0]!;
  const played = playRound(state, { token: launch.token, roundId: 'qa-fixture', stake: ask.stake ?? game.minBet, selection }, at);
  if (played.ok) {
    const bet = state.bets.bets.find((b) => b.betId === played.round.betId)!;
    return betView(state, bet);
  }
  const refused = (code: Code, what: string) => refusal(409, `${account.loginName}: ${what} (${named(code)})`);
  switch (played.reason) {
    case 'stake-range':
      throw refusal(400, `stake: ${game.gameId} takes ${played.minBet}-${played.maxBet}`);
    case 'bad-selection':
      throw refusal(400, `selection: ${game.gameId} takes ${played.selections.join(', ')}`);
    case 'balance':
      throw refused(codes.insufficientBalanceForBet, `the COMMON wallet holds ${played.balance}`);
    case 'loss-limit':
      throw refused(codes.lossLimitReached, `the ${played.limit.period} loss limit has ${played.limit.remaining} left`);
    case 'break':
      throw refused(played.type === 'COOLING_OFF' ? codes.coolingOffActive : codes.selfExcluded, `on a ${played.type} break`);
    case 'session-limit':
      throw refused(codes.sessionLimitReached, `played the session time limit of ${played.limitMinutes} minutes`);
    default:
      // A fresh launch and round id: no other refusal can come back.
      throw new Error(`placePlayerBet: round refused (${played.reason})`);
  }
}

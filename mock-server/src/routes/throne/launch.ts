// Game launch (SPEC §3/§4), free bets and the transfer out of game wallets: thin glue over
// use-cases/game-launch.ts and domain/bets.
import { changeFreeBet, freeBetsOf } from '../../domain/bets/free-bets.ts';
import type { FreeBet } from '../../domain/bets/state.ts';
import { walletsInOrder } from '../../domain/wallet/wallets.ts';
import { launchGame, type LaunchRefusal } from '../../use-cases/game-launch.ts';
import { codes } from '../../contract.ts';
import { BusinessError, refuse as refuseAnyCode, type CodeOf, type Refusal } from '../../domain/shared/business-error.ts';
import { defineHandlers, type ContextOf } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';

/** A permanent exclusion ends at the last instant a Date holds: the API says it has no end. */
const endOf = (until: number) => (until >= 8.64e15 ? null : iso(until));

/** A break or a spent session limit, as launches and rounds refuse them. */
export function refusalError(
  refuse: Refusal<CodeOf<'coolingOffActive' | 'selfExcluded' | 'sessionLimitReached'>>,
  refusal: Exclude<LaunchRefusal, { reason: 'no-game' | 'no-real-play' | 'no-free-bet' | 'free-bet-unavailable' }>,
): BusinessError {
  if (refusal.reason === 'break') return refuse(refusal.type === 'COOLING_OFF' ? codes.coolingOffActive : codes.selfExcluded, { type: refusal.type, until: endOf(refusal.until) });
  return refuse(codes.sessionLimitReached, { limitMinutes: refusal.limitMinutes, startedAt: iso(refusal.startedAt), resumeAt: iso(refusal.resumeAt) });
}

function launch(ctx: ContextOf<'launchGame'> | ContextOf<'launchDemoGame'>, demo: boolean): string {
  const account = currentAccount(ctx);
  const { gameId, providerCode, bonusId, siteUrl, depositUrl } = ctx.body;
  const result = launchGame(ctx.state, { accountId: account.id, gameId, providerCode, demo, locale: ctx.locale, bonusId, exitUrl: siteUrl, depositUrl }, ctx.now);
  if (!result.ok) {
    // Not typed by one operation: a demo launch never meets the real-play refusals (a free bet,
    // a session limit), which the result's type does not tell apart; the contract check under
    // test holds each operation to its own codes.
    if (result.reason === 'no-game') throw new BusinessError(codes.gameNotFound);
    if (result.reason === 'no-real-play') throw new BusinessError(codes.gameNotRealPlay);
    if (result.reason === 'no-free-bet') throw new BusinessError(codes.freeBetNotFound);
    if (result.reason === 'free-bet-unavailable') throw new BusinessError(codes.freeBetNotAvailable);
    throw refusalError(refuseAnyCode, result);
  }
  // Root-relative: the machines are served on the origin the site calls its API on.
  const path = `/machines/${result.launch.machine.toLowerCase()}`;
  return `${path}?t=${result.launch.token}&lang=${ctx.locale}`;
}

export const freeBetView = (bet: FreeBet) => ({
  bonusId: bet.bonusId,
  gameId: bet.gameId,
  providerCode: bet.providerCode,
  rounds: bet.rounds,
  roundsLeft: bet.roundsLeft,
  stake: bet.stake,
  currency: bet.currency,
  status: bet.status,
  grantedAt: iso(bet.grantedAt),
  expiresAt: iso(bet.expiresAt),
});

export const launchHandlers = defineHandlers({
  launchGame: (ctx) => launch(ctx, false),
  launchDemoGame: (ctx) => launch(ctx, true),
  getFreeBets: (ctx) => {
    const account = currentAccount(ctx);
    const status = ctx.body?.status;
    const freeBets = freeBetsOf(ctx.state, account.id).filter((bet) => status === undefined || bet.status === status);
    return { freeBets: freeBets.map(freeBetView) };
  },
  updateFreeBet: (ctx) => {
    const account = currentAccount(ctx);
    const result = changeFreeBet(ctx.state, account.id, ctx.body.bonusId, ctx.body.action);
    if (!result.ok) throw ctx.refuse(result.reason === 'not-found' ? codes.freeBetNotFound : codes.freeBetNotAvailable);
    return freeBetView(result.freeBet);
  },
  transferOutAll: (ctx) => {
    const account = currentAccount(ctx);
    // Real play settles on COMMON round by round and demo never uses real money: no provider holds any.
    return { transfers: [], wallets: walletsInOrder(ctx.state, account.id) };
  },
});

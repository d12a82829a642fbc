// Game launch (SPEC §3/§4), free bets and the transfer out of game wallets: thin glue over
// use-cases/game-launch.ts and domain/bets.
import { changeFreeBet, freeBetsOf } from '../../domain/bets/free-bets.ts';
import type { FreeBet } from '../../domain/bets/state.ts';
import { walletsInOrder } from '../../domain/wallet/wallets.ts';
import { launchGame, type LaunchRefusal } from '../../use-cases/game-launch.ts';
import { BusinessError, defineHandlers, type ContextOf } from '../handler.ts';
import { currentAccount } from '../players.ts';

const iso = (at: number) => new Date(at).toISOString();
/** A permanent exclusion ends at the last instant a Date holds: the API says it has no end. */
const endOf = (until: number) => (until >= 8.64e15 ? null : iso(until));

export function refusalError(refusal: Exclude<LaunchRefusal, { reason: 'no-game' | 'no-real-play' | 'no-free-bet' | 'free-bet-unavailable' }>): BusinessError {
  if (refusal.reason === 'break') return new BusinessError(refusal.type === 'COOLING_OFF' ? 102104 : 102105, { type: refusal.type, until: endOf(refusal.until) });
  return new BusinessError(103107, { limitMinutes: refusal.limitMinutes, startedAt: iso(refusal.startedAt), resumeAt: iso(refusal.resumeAt) });
}

function launch(ctx: ContextOf<'launchGame'> | ContextOf<'launchDemoGame'>, demo: boolean): string {
  const account = currentAccount(ctx);
  const { gameId, providerCode, bonusId, siteUrl, depositUrl } = ctx.body;
  const result = launchGame(ctx.state, { accountId: account.id, gameId, providerCode, demo, locale: ctx.locale, bonusId, exitUrl: siteUrl, depositUrl }, ctx.now);
  if (!result.ok) {
    if (result.reason === 'no-game') throw new BusinessError(103101);
    if (result.reason === 'no-real-play') throw new BusinessError(103102);
    if (result.reason === 'no-free-bet') throw new BusinessError(103110);
    if (result.reason === 'free-bet-unavailable') throw new BusinessError(103111);
    throw refusalError(result);
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
    const freeBets = freeBetsOf(ctx.state, account.id, ctx.now).filter((bet) => status === undefined || bet.status === status);
    return { freeBets: freeBets.map(freeBetView) };
  },
  updateFreeBet: (ctx) => {
    const account = currentAccount(ctx);
    const result = changeFreeBet(ctx.state, account.id, ctx.body.bonusId, ctx.body.action, ctx.now);
    if (!result.ok) throw new BusinessError(result.reason === 'not-found' ? 103110 : 103111);
    return freeBetView(result.freeBet);
  },
  transferOutAll: (ctx) => {
    const account = currentAccount(ctx);
    // Real play settles on COMMON round by round and demo never uses real money: no provider holds any.
    return { transfers: [], wallets: walletsInOrder(ctx.state, account.id) };
  },
});

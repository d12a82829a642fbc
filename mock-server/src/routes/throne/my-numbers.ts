// The player's own numbers: my RTP, play sessions, the pachislot data counter and the
// balance history, computed on every read from the bets (domain/bets/my-numbers.ts,
// slot-counter.ts) and the ledger (domain/wallet/balance-history.ts).
import { myReturn, playSessions } from '../../domain/bets/my-numbers.ts';
import { MEDAL_YEN } from '../../domain/bets/outcomes.ts';
import { emptyCounter, slotCounters, type CounterSession } from '../../domain/bets/slot-counter.ts';
import { findGame } from '../../domain/games/catalogue.ts';
import { localDate } from '../../domain/profile/personal-details.ts';
import { badRequest } from '../../domain/shared/business-error.ts';
import { balanceHistory } from '../../domain/wallet/balance-history.ts';
import { playerAccount } from '../../domain/wallet/ledger.ts';
import { mainCurrency } from '../../domain/wallet/wallets.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';

const DAY_MS = 86_400_000;
/** A chosen range may cover a year (a leap year's 366 days), no more: a longer one is a mistake. */
const MAX_RANGE_DAYS = 366;
/** A calendar day `days` before (negative: after) an ISO date; dates count in UTC, so no time zone shifts them. */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

type Period = 'TODAY' | 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'RANGE';

/** The period's first and last day in the player's time zone; a RANGE is checked like getBetRecords' dates. */
function periodDays(period: Period, today: string, from: string | undefined, to: string | undefined): { from: string; to: string } {
  if (period === 'TODAY') return { from: today, to: today };
  if (period === 'LAST_7_DAYS') return { from: daysBefore(today, 6), to: today };
  if (period === 'LAST_30_DAYS') return { from: daysBefore(today, 29), to: today };
  if (from === undefined) throw badRequest('from', 'a RANGE needs from');
  if (to === undefined) throw badRequest('to', 'a RANGE needs to');
  if (to < from) throw badRequest('to', `${to} is before from (${from})`);
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) throw badRequest('to', `a range covers ${MAX_RANGE_DAYS} days at most`);
  return { from, to };
}

export const myNumbersHandlers = defineHandlers({
  getMyReturn: (ctx) => {
    const account = currentAccount(ctx);
    const localDay = (at: number) => localDate(at, account.timeZone);
    const days = periodDays(ctx.body.period, localDay(ctx.now), ctx.body.from, ctx.body.to);
    const figures = myReturn(ctx.state.bets.bets, account.id, { ...days, gameId: ctx.body.gameId }, localDay);
    return {
      ...days,
      currency: mainCurrency(ctx.state, account.id),
      ...figures,
      byGame: figures.byGame.map((game) => {
        const catalogued = findGame(ctx.state.seed, game.gameId);
        return { ...game, gameName: catalogued?.name[ctx.locale] ?? game.gameId, publishedRtp: catalogued?.rtp ?? null };
      }),
    };
  },

  getBalanceHistory: (ctx) => {
    const account = currentAccount(ctx);
    const localDay = (at: number) => localDate(at, account.timeZone);
    const days = periodDays(ctx.body.period, localDay(ctx.now), ctx.body.from, ctx.body.to);
    const currency = mainCurrency(ctx.state, account.id);
    const history = balanceHistory(ctx.state.wallet.transactions, playerAccount(account.id, 'COMMON'), currency, days, localDay);
    return { ...days, currency, ...history };
  },

  getPlaySessions: (ctx) => {
    const account = currentAccount(ctx);
    const localDay = (at: number) => localDate(at, account.timeZone);
    const month = ctx.body?.month ?? localDay(ctx.now).slice(0, 7);
    const found = playSessions(ctx.state.bets.bets, account.id, month, localDay);
    const { durationMs, ...totals } = found.totals;
    const gameName = (gameId: string) => findGame(ctx.state.seed, gameId)?.name[ctx.locale] ?? gameId;
    return {
      month,
      currency: mainCurrency(ctx.state, account.id),
      sessions: found.sessions.map((session) => ({
        startedAt: iso(session.startedAt),
        endedAt: iso(session.endedAt),
        durationSeconds: Math.floor((session.endedAt - session.startedAt) / 1000),
        rounds: session.rounds,
        stake: session.stake,
        payout: session.payout,
        net: session.net,
        games: session.gameIds.map((gameId) => ({ gameId, gameName: gameName(gameId) })),
      })),
      longest: found.longest,
      totals: { ...totals, durationSeconds: Math.floor(durationMs / 1000) },
    };
  },

  getSlotCounter: (ctx) => {
    const account = currentAccount(ctx);
    const localDay = (at: number) => localDate(at, account.timeZone);
    const date = ctx.body?.date ?? localDay(ctx.now);
    const gameId = ctx.body?.gameId;
    const machines = slotCounters(ctx.state.bets.bets, account.id, date, localDay, gameId);
    // The game frame asks for its machine: a pachislot machine not played that day has a counter of zeros.
    const asked = gameId === undefined ? undefined : findGame(ctx.state.seed, gameId);
    if (machines.length === 0 && asked?.gameType === 'PACHISLOT') machines.push(emptyCounter(asked.gameId, asked.providerCode));
    const session = ({ startedAt, endedAt, ...figures }: CounterSession) => ({ startedAt: iso(startedAt), endedAt: iso(endedAt), ...figures });
    return {
      date,
      currency: mainCurrency(ctx.state, account.id),
      medalYen: MEDAL_YEN,
      machines: machines.map((machine) => ({
        ...machine,
        gameName: findGame(ctx.state.seed, machine.gameId)?.name[ctx.locale] ?? machine.gameId,
        sessions: machine.sessions.map(session),
      })),
    };
  },
});

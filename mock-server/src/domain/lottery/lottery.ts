import type { z } from 'zod';
import { isValidPick, matchesOf, seedHashOf, winningNumbers } from '#common/lottery-draw.ts';
import type { DrawSchema, EntrySchema, LotteryStateSchema, TicketsSchema } from './schema.ts';
import { DAY_MS, HOUR_MS, japanDateKey, japanMidnight } from '../shared/japan-time.ts';

/**
 * The daily lottery: one draw open at a time, drawn at 21:00 Japan time on the session clock (or
 * by QA). Its seed is made when it opens and only its hash is shown until the draw; the winning
 * numbers follow from the seed (common/lottery-draw.ts), so anyone can check a draw once the seed
 * is out. Players earn tickets from play and deposits and spend one per entry on numbers they
 * choose. Tickets are counted like money: each player's `earned` is always `available` +
 * entered + `forfeited` (the property test holds the slice to it), and an entry's `requestId`
 * makes a retried entry count once.
 */

export const PICK = 3;
export const MAX_NUMBER = 10;
/** Yen per prize, by numbers matched. */
export const PRIZES: readonly { matches: number; amount: number }[] = [
  { matches: 3, amount: 10_000 },
  { matches: 2, amount: 300 },
];
export const STAKE_PER_TICKET = 2_000;
export const DEPOSIT_PER_TICKET = 5_000;
export const MAX_TICKETS = 100;
const DRAW_HOUR = 21;
/** Draws kept: the open one and the five before it. */
const KEEP_DRAWS = 6;

/** The slice's types, from its schemas (schema.ts): one source for the state and a snapshot's check. */
export type Draw = z.infer<typeof DrawSchema>;
export type Entry = z.infer<typeof EntrySchema>;
export type Tickets = z.infer<typeof TicketsSchema>;
type LotteryState = z.infer<typeof LotteryStateSchema>;

export interface LotterySlice {
  lottery: LotteryState;
}

export const noLottery = (): LotteryState => ({ draws: [], entries: [], tickets: {}, nextEntry: 1 });

/** The first 21:00 in Japan strictly after `at`. */
function nextDrawTime(at: number): number {
  const today = japanMidnight(at) + DRAW_HOUR * HOUR_MS;
  return today > at ? today : today + DAY_MS;
}

const drawIdOf = (drawAt: number) => `LOT-${japanDateKey(drawAt)}`;

function openDrawAt(state: LotterySlice, drawAt: number, newSeed: () => string): Draw {
  const seed = newSeed();
  const draw: Draw = { id: drawIdOf(drawAt), drawAt, seed, seedHash: seedHashOf(seed), status: 'OPEN', drawnAt: null, numbers: null, entries: 0 };
  state.lottery.draws.push(draw);
  return draw;
}

export const openDraw = (state: LotterySlice): Draw | undefined => state.lottery.draws.findLast((d) => d.status === 'OPEN');
export const findDraw = (state: LotterySlice, id: string): Draw | undefined => state.lottery.draws.find((d) => d.id === id);

/** A draw is open: the one due next after `now`, the first time the lottery is looked at. */
export function ensureOpenDraw(state: LotterySlice, now: number, newSeed: () => string): Draw {
  return openDraw(state) ?? openDrawAt(state, nextDrawTime(now), newSeed);
}

export interface DrawPrize {
  accountId: string;
  entryId: string;
  drawId: string;
  matches: number;
  amount: number;
  /** When it was won: the draw's moment. */
  at: number;
}

/**
 * Draws the open draw at `at`: its numbers from its seed, every entry's matches and prize; then
 * opens the next one, the day after the draw's time (a draw QA makes early does not move
 * tomorrow's). Answers the prizes won (none for a draw already drawn).
 */
export function drawLottery(state: LotterySlice, draw: Draw, at: number, newSeed: () => string): DrawPrize[] {
  if (draw.status === 'DRAWN') return [];
  draw.status = 'DRAWN';
  draw.drawnAt = at;
  draw.numbers = winningNumbers(draw.seed, PICK, MAX_NUMBER);
  const prizes: DrawPrize[] = [];
  for (const entry of state.lottery.entries) {
    if (entry.drawId !== draw.id) continue;
    entry.matches = matchesOf(entry.numbers, draw.numbers);
    entry.prize = PRIZES.find((p) => p.matches === entry.matches)?.amount ?? 0;
    if (entry.prize > 0) prizes.push({ accountId: entry.accountId, entryId: entry.entryId, drawId: draw.id, matches: entry.matches, amount: entry.prize, at });
  }
  if (!openDraw(state)) openDrawAt(state, draw.drawAt + DAY_MS, newSeed);
  prune(state);
  return prizes;
}

/**
 * Every draw whose time has come, each stamped with its own time. After a long jump of the clock,
 * a draw nobody entered is moved to the next time due instead of drawing a string of empty days.
 */
export function drawDue(state: LotterySlice, now: number, newSeed: () => string): DrawPrize[] {
  const prizes: DrawPrize[] = [];
  let open = ensureOpenDraw(state, now, newSeed);
  while (open.drawAt <= now) {
    const next = nextDrawTime(now);
    if (open.entries === 0 && next - open.drawAt > DAY_MS) {
      open.drawAt = next;
      open.id = drawIdOf(next);
      break;
    }
    prizes.push(...drawLottery(state, open, open.drawAt, newSeed));
    open = openDraw(state)!;
  }
  return prizes;
}

function prune(state: LotterySlice): void {
  const { lottery } = state;
  if (lottery.draws.length <= KEEP_DRAWS) return;
  lottery.draws.splice(0, lottery.draws.length - KEEP_DRAWS);
  const kept = new Set(lottery.draws.map((d) => d.id));
  lottery.entries = lottery.entries.filter((e) => kept.has(e.drawId));
}

export function ticketsOf(state: LotterySlice, accountId: string): Tickets {
  if (!Object.hasOwn(state.lottery.tickets, accountId)) state.lottery.tickets[accountId] = { available: 0, earned: 0, entered: 0, forfeited: 0, stakeCarry: 0, depositCarry: 0 };
  return state.lottery.tickets[accountId]!;
}

function grant(tickets: Tickets, count: number): void {
  if (count <= 0) return;
  const kept = Math.min(count, MAX_TICKETS - tickets.available);
  tickets.available += kept;
  tickets.forfeited += count - kept;
  tickets.earned += count;
}

/** Yen staked in a settled real-money bet count toward tickets. */
export function earnFromStake(state: LotterySlice, accountId: string, stake: number): void {
  const tickets = ticketsOf(state, accountId);
  tickets.stakeCarry += stake;
  const count = Math.floor(tickets.stakeCarry / STAKE_PER_TICKET);
  tickets.stakeCarry -= count * STAKE_PER_TICKET;
  grant(tickets, count);
}

/** Yen deposited count toward tickets. */
export function earnFromDeposit(state: LotterySlice, accountId: string, amount: number): void {
  const tickets = ticketsOf(state, accountId);
  tickets.depositCarry += amount;
  const count = Math.floor(tickets.depositCarry / DEPOSIT_PER_TICKET);
  tickets.depositCarry -= count * DEPOSIT_PER_TICKET;
  grant(tickets, count);
}

export type EnterResult =
  | { ok: true; entry: Entry; replayed: boolean }
  | { ok: false; reason: 'not-found' | 'closed' | 'no-tickets' | 'bad-numbers' | 'request-reused' };

/** Spends a ticket on an entry in the open draw; the same request again answers its entry. */
export function enterLottery(state: LotterySlice, input: { accountId: string; drawId: string; numbers: number[]; requestId: string }, now: number): EnterResult {
  const earlier = state.lottery.entries.find((e) => e.accountId === input.accountId && e.requestId === input.requestId);
  if (earlier) {
    const same = earlier.drawId === input.drawId && earlier.numbers.length === input.numbers.length && earlier.numbers.every((n, i) => n === input.numbers[i]);
    return same ? { ok: true, entry: earlier, replayed: true } : { ok: false, reason: 'request-reused' };
  }
  const draw = findDraw(state, input.drawId);
  if (!draw) return { ok: false, reason: 'not-found' };
  if (draw.status !== 'OPEN' || draw.drawAt <= now) return { ok: false, reason: 'closed' };
  if (!isValidPick(input.numbers, PICK, MAX_NUMBER)) return { ok: false, reason: 'bad-numbers' };
  const tickets = ticketsOf(state, input.accountId);
  if (tickets.available < 1) return { ok: false, reason: 'no-tickets' };
  tickets.available -= 1;
  tickets.entered += 1;
  draw.entries += 1;
  const entry: Entry = { entryId: `E-${state.lottery.nextEntry++}`, accountId: input.accountId, drawId: draw.id, numbers: [...input.numbers], enteredAt: now, requestId: input.requestId, matches: null, prize: null };
  state.lottery.entries.push(entry);
  return { ok: true, entry, replayed: false };
}

/** The player's entries, latest first. */
export const entriesOf = (state: LotterySlice, accountId: string): Entry[] => state.lottery.entries.filter((e) => e.accountId === accountId).reverse();

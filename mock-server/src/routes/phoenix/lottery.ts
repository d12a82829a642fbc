// The daily lottery (SPEC §7 "lottery", openapi/phoenix/competitions.yaml): its rules and draws
// (open to visitors), the player's tickets and entries, entering. The slice: domain/lottery.
import { DRAW_ALGORITHM } from '#common/lottery-draw.ts';
import { codes, type Locale } from '../../contract.ts';
import { DEPOSIT_PER_TICKET, ensureOpenDraw, enterLottery, entriesOf, MAX_NUMBER, MAX_TICKETS, PICK, PRIZES, STAKE_PER_TICKET, ticketsOf, type Draw, type Entry } from '../../domain/lottery/lottery.ts';
import { LOTTERY_NAME, newLotterySeed } from '../../use-cases/competitions.ts';
import { PRIZE_CURRENCY } from '../../use-cases/pay-prize.ts';
import { defineHandlers } from '../handler.ts';
import { refuseWhenOffersClosed } from '../offers-closed.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';

const yen = (amount: number) => ({ amount, currency: PRIZE_CURRENCY });
const ENTRIES_SHOWN = 50;
const RECENT_DRAWS = 5;

const DRAW_TIME: Record<Locale, string> = { 'ja-JP': '毎日21:00（日本時間）', 'en-US': 'Every day at 9 pm, Japan time', 'zh-CN': '每天21:00（日本时间）' };

/** How to check a draw, in the reader's language: the README's recipe in short. */
const VERIFICATION_STEPS: Record<Locale, string[]> = {
  'ja-JP': [
    '抽選前に公開されたシードハッシュが、抽選後に公開されたシード（64桁の16進数）のSHA-256と一致することを確かめます。',
    'i = 0, 1, 2, … の順に「シード:i」のSHA-256を計算し、先頭4バイトを符号なし整数 x として読みます。',
    `x が floor(2^32 / ${MAX_NUMBER}) × ${MAX_NUMBER} 以上なら飛ばし（番号の出やすさをそろえるため）、そうでなければ x mod ${MAX_NUMBER} + 1 を番号とします。既に出た番号も飛ばします。`,
    `${PICK}個そろった順番が当選番号です。`,
  ],
  'en-US': [
    'Check that the seed hash published before the draw is the SHA-256 of the seed (64 hex digits) published after it.',
    'For i = 0, 1, 2, …, take the SHA-256 of "<seed>:<i>" and read its first 4 bytes as an unsigned number x.',
    `Skip x when it is floor(2^32 / ${MAX_NUMBER}) × ${MAX_NUMBER} or more; otherwise the number is x mod ${MAX_NUMBER} + 1. Skip a number already drawn.`,
    `The first ${PICK} numbers, in that order, are the winning numbers.`,
  ],
  'zh-CN': [
    '确认开奖前公布的种子哈希等于开奖后公布的种子（64位十六进制）的SHA-256。',
    '按 i = 0, 1, 2, … 计算"种子:i"的SHA-256，将前4个字节读作无符号整数 x。',
    `若 x 大于等于 floor(2^32 / ${MAX_NUMBER}) × ${MAX_NUMBER} 则跳过，否则号码为 x mod ${MAX_NUMBER} + 1；已出现的号码也跳过。`,
    `按顺序得到的前${PICK}个号码即为中奖号码。`,
  ],
};

function drawView(draw: Draw) {
  const drawn = draw.status === 'DRAWN';
  return {
    drawId: draw.id,
    drawAt: iso(draw.drawAt),
    status: draw.status,
    seedHash: draw.seedHash,
    // The seed stays secret until the draw: the hash alone is published before it.
    seed: drawn ? draw.seed : null,
    winningNumbers: drawn ? draw.numbers : null,
    drawnAt: draw.drawnAt === null ? null : iso(draw.drawnAt),
    entries: draw.entries,
  };
}

function entryView(entry: Entry) {
  return {
    entryId: entry.entryId,
    drawId: entry.drawId,
    numbers: entry.numbers,
    enteredAt: iso(entry.enteredAt),
    status: entry.prize === null ? ('OPEN' as const) : entry.prize > 0 ? ('WON' as const) : ('LOST' as const),
    matches: entry.matches,
    prize: entry.prize ? yen(entry.prize) : null,
  };
}

const REFUSALS = {
  'not-found': codes.lotteryDrawNotFound,
  closed: codes.lotteryDrawClosed,
  'no-tickets': codes.noLotteryTickets,
  'bad-numbers': codes.lotteryNumbersInvalid,
  'request-reused': codes.lotteryRequestReused,
} as const;

export const lotteryHandlers = defineHandlers({
  getLottery: ({ state, now, locale }) => {
    const open = ensureOpenDraw(state, now, newLotterySeed);
    const drawn = state.lottery.draws.filter((d) => d.status === 'DRAWN').reverse().slice(0, RECENT_DRAWS);
    return {
      name: LOTTERY_NAME[locale],
      drawTime: DRAW_TIME[locale],
      rules: {
        pick: PICK,
        max: MAX_NUMBER,
        prizes: PRIZES.map((p) => ({ matches: p.matches, prize: yen(p.amount), wallet: 'COMMON' as const })),
        ticketRules: { stakePerTicket: yen(STAKE_PER_TICKET), depositPerTicket: yen(DEPOSIT_PER_TICKET) },
        maxTickets: MAX_TICKETS,
        verification: { algorithm: DRAW_ALGORITHM, steps: VERIFICATION_STEPS[locale] },
      },
      openDraw: drawView(open),
      recentDraws: drawn.map(drawView),
    };
  },
  getLotteryTickets: (ctx) => {
    const account = currentAccount(ctx);
    const tickets = ticketsOf(ctx.state, account.id);
    return {
      available: tickets.available,
      earned: tickets.earned,
      forfeited: tickets.forfeited,
      entries: entriesOf(ctx.state, account.id).slice(0, ENTRIES_SHOWN).map(entryView),
    };
  },
  enterLottery: (ctx) => {
    const account = currentAccount(ctx);
    refuseWhenOffersClosed(ctx, account.id);
    const { drawId, numbers, requestId } = ctx.body;
    const result = enterLottery(ctx.state, { accountId: account.id, drawId, numbers, requestId }, ctx.now);
    if (!result.ok) throw ctx.refuse(REFUSALS[result.reason]);
    return { entry: entryView(result.entry), available: ticketsOf(ctx.state, account.id).available };
  },
});

import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../testing/app.ts';
import { openDrawId, openGuessGame, paidDeposit, runningTournament } from '../testing/competitions.ts';
import { encryptedFor } from '../testing/crypto.ts';
import { bearer, loginAs, setClock } from '../testing/players.ts';

// Noon in Japan: the daily race runs, the day's draw and guesses are open.
const NOON = '2026-11-24T03:00:00.000Z';
const DAY = 86_400_000;

type As = (operationId: Parameters<typeof call>[1], body?: unknown) => Promise<LightMyRequestResponse>;
interface Player {
  app: FastifyInstance;
  headers: Record<string, string>;
  as: As;
  /** Coupons the player got before any break: one paying cash, one a partner's code. */
  cashCoupon: string;
  giftCoupon: string;
  /** The end of the break, as the control call answered it. */
  until: string | null;
}

/** qcplayer01 with points, lottery tickets and two coupons; on a cooling-off (the one-tap lock's) when asked, by the control call QA uses. */
async function player(onBreak: boolean): Promise<Player> {
  const app = await testApp();
  await setClock(app, NOON);
  await admin(app, 'POST', '/__mock/points/grant', { loginName: 'qcplayer01', points: 10_000 });
  const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
  const as: As = (operationId, body = {}) => call(app, operationId, { body, headers });
  await paidDeposit(app, 'default', headers, 10_000);
  const couponOf = async (goodsId: string) => (await as('exchangePoints', { goodsId, idempotencyKey: `before-${goodsId}` })).json().data.coupon.couponId as string;
  const cashCoupon = await couponOf('G-CASH-500');
  const giftCoupon = await couponOf('G-GIFT-DIGITAL');
  const until = onBreak ? ((await admin(app, 'POST', '/__mock/players/qcplayer01/self-control', { type: 'COOLING_OFF', days: 1 })).json().coolingOffUntil as string) : null;
  return { app, headers, as, cashCoupon, giftCoupon, until };
}

/**
 * Every offer and entry that pays money or bonus (domain/responsible-gaming/offers-closed.ts), with
 * what it answers a player not on a break (200, or a refusal of its own that is not the break).
 */
const ENTRIES: { entry: string; call: (p: Player) => Promise<LightMyRequestResponse>; open: number }[] = [
  { entry: 'promotion claim', call: ({ as }) => as('claimPromotion', { promotionId: 'reload-weekly' }), open: 200 },
  { entry: 'free-spins promotion', call: ({ as }) => as('claimPromotion', { promotionId: 'pachislot-free-spins' }), open: 200 },
  { entry: 'bonus code', call: ({ as }) => as('redeemBonusCode', { code: 'WELCOME1000' }), open: 200 },
  { entry: 'bonus code offer', call: ({ as }) => as('applyActivity', { type: 'BONUS_CODE_OFFER' }), open: 200 },
  { entry: 'login bonus', call: async ({ as }) => as('applyActivity', { type: 'LOGIN_BONUS', requestId: (await as('getBonusRequests')).json().data.loginBonus?.requestId ?? 'LB-none' }), open: 200 },
  { entry: 'mission reward', call: ({ as }) => as('applyTask', { taskId: 'daily-rounds-10' }), open: 106121 },
  { entry: 'tournament opt-in', call: async ({ app, as }) => as('joinTournament', { tournamentId: await runningTournament(app, 'default') }), open: 200 },
  { entry: 'lottery entry', call: async ({ app, as }) => as('enterLottery', { drawId: await openDrawId(app, 'default'), numbers: [1, 2, 3], requestId: 'entry-0001' }), open: 200 },
  {
    entry: 'guess game',
    call: async ({ app, headers, as }) => {
      const game = await openGuessGame(app, 'default', headers);
      return as('placeGuess', { gameId: game.gameId, option: game.options[0], entry: 'FREE' });
    },
    open: 200,
  },
  { entry: 'cash goods', call: ({ as }) => as('exchangePoints', { goodsId: 'G-CASH-1000', idempotencyKey: 'cash-0001' }), open: 200 },
  { entry: 'free-spins goods', call: ({ as }) => as('exchangePoints', { goodsId: 'G-SPINS-10', idempotencyKey: 'spins-0001' }), open: 200 },
  { entry: 'cash coupon', call: ({ as, cashCoupon }) => as('redeemCoupon', { couponId: cashCoupon }), open: 200 },
];

describe('a player on a break is refused by every offer and entry, with the break and its end', () => {
  let open: Player;
  let closed: Player;
  beforeEach(async () => {
    open = await player(false);
    closed = await player(true);
  });

  it.each(ENTRIES)('$entry', async ({ call: enter, open: answer }) => {
    expect(Date.parse(closed.until!) - Date.parse(NOON)).toBeGreaterThanOrEqual(DAY);
    expect((await enter(closed)).json()).toMatchObject({ code: 102104, data: { type: 'COOLING_OFF', until: closed.until } });
    expect((await enter(open)).json().code).toBe(answer);
  });

  it('a self-excluded player meets 102105, with no end when it is for good', async () => {
    await admin(closed.app, 'POST', '/__mock/players/qcplayer01/self-control', { type: 'SELF_EXCLUSION', permanent: true });
    for (const { call: enter } of ENTRIES) expect((await enter(closed)).json()).toMatchObject({ code: 102105, data: { type: 'SELF_EXCLUSION', until: null } });
  });

  it('goods and coupons that pay nothing stay open', async () => {
    expect((await closed.as('exchangePoints', { goodsId: 'G-GIFT-TUMBLER', idempotencyKey: 'gift-0001' })).json().code).toBe(200);
    expect((await closed.as('redeemCoupon', { couponId: closed.giftCoupon })).json().data).toMatchObject({ status: 'USED', kind: 'REDEMPTION_CODE' });
  });

  it('shows no jump dialog, lists every promotion as closed (the welcome dialog reads them) and offers no missions', async () => {
    const jump = (await closed.as('getUserInfo')).json().data.jump;
    expect(jump).toMatchObject({ flag: false, nextAt: null });
    expect((await open.as('getUserInfo')).json().data.jump).toMatchObject({ flag: true, nextAt: expect.any(String) });
    expect((await closed.as('markJumpShown', { dueAt: NOON })).json().data.counted).toBe(false);
    const { promotions } = (await closed.as('getPromotions')).json().data as { promotions: { availability: { status: string; reasons: { reason: string }[] } }[] };
    for (const p of promotions) expect([p.availability.status, p.availability.reasons.map((r) => r.reason)]).toEqual([expect.not.stringMatching(/^CLAIMABLE$/), expect.arrayContaining(['BREAK'])]);
    expect((await closed.as('checkTaskDisplay')).json().data).toEqual({ display: false, tasks: [] });
  });

  it('withholds a referral reward from a referrer on a break', async () => {
    const { app, as } = closed;
    const code = (await as('getReferralSummary')).json().data.code as string;
    const password = await encryptedFor(app, 'Passw0rd!');
    const registered = await call(app, 'registerByEmail', { body: { loginName: 'qcfriend01', password, email: 'friend01@example.com', referCode: code, userSource: 3, merchantCode: 'QCJP' } });
    await paidDeposit(app, 'default', bearer(registered.json().data.access_token), 10_000);
    expect((await as('getReferralInvitees')).json().data.invitees[0]).toMatchObject({ state: 'QUALIFIED', reward: null });
    expect((await as('getReferralSummary')).json().data.rewardsPaid.amount).toBe(0);
  });
});

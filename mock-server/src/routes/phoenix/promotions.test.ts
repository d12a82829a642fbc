import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { gameOf, launched } from '../../testing/machines.ts';
import { advanceClock, playerSession } from '../../testing/players.ts';

const fetchMedia = (app: Awaited<ReturnType<typeof testApp>>, path: string) => app.inject({ method: 'GET', url: path });

type Listed = { promotionId: string; terms: string; imageUrl: string; availability: { status: string; reasons: { reason: string; requiredLevel: string | null; windowDays: number | null }[] } };
const byId = (promotions: Listed[], id: string) => promotions.find((p) => p.promotionId === id)!;

/** Pays a bank deposit of the player now, as the bank would. */
async function deposit(as: Awaited<ReturnType<typeof playerSession>>, app: Awaited<ReturnType<typeof testApp>>, amount: number): Promise<void> {
  const { orderId } = (await as('createBankDeposit', { bankCode: '0009', amount })).json().data;
  expect((await admin(app, 'POST', `/__mock/orders/${orderId}/settle`, { status: 'paid' })).statusCode).toBe(200);
}

describe('promotions', () => {
  it('shows visitors every promotion with its terms and picture, and asks them to log in to claim', async () => {
    const app = await testApp();
    const { promotions } = (await call(app, 'getPromotions', { body: {} })).json().data as { promotions: Listed[] };
    expect(promotions.map((p) => p.promotionId)).toEqual(['first-deposit', 'reload-weekly', 'pachinko-cashback', 'pachislot-free-spins', 'welcome-no-deposit']);
    for (const promotion of promotions) {
      expect(promotion.availability).toEqual({ status: 'LOGIN_REQUIRED', reasons: [], claimId: null, bonusId: null, armedUntil: null });
      expect(promotion.terms).toMatch(/^<p>.*<\/p><ul>(<li>.*?<\/li>)+<\/ul>$/);
      expect((await fetchMedia(app, promotion.imageUrl)).statusCode).toBe(200);
    }
    // The terms say the rules the server applies.
    expect(byId(promotions, 'reload-weekly').terms).toContain('ボーナス額の<strong>5倍</strong>');
    expect(byId(promotions, 'reload-weekly').terms).toMatch(/[¥￥]1,000までです/);
  });

  it('says plainly why a player may not claim, from their level, deposits, sign-up date and losses', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const { promotions } = (await as('getPromotions')).json().data as { promotions: Listed[] };
    expect(byId(promotions, 'reload-weekly').availability.status).toBe('CLAIMABLE');
    expect(byId(promotions, 'pachislot-free-spins').availability.status).toBe('CLAIMABLE');
    expect(byId(promotions, 'first-deposit').availability.reasons.map((r) => r.reason)).toEqual(['FIRST_DEPOSIT_MADE']);
    expect(byId(promotions, 'welcome-no-deposit').availability.reasons.map((r) => r.reason)).toEqual(['FIRST_DEPOSIT_MADE', 'NOT_NEW']);
    expect(byId(promotions, 'pachinko-cashback').availability.reasons).toMatchObject([{ reason: 'NO_RECENT_DEPOSIT', windowDays: 30 }, { reason: 'NOTHING_TO_GIVE' }]);
    // A Bronze player who never deposited: the reload asks for Silver and a deposit.
    const newcomer = await playerSession(app, 'qcsetup01');
    const theirs = (await newcomer('getPromotions')).json().data.promotions as Listed[];
    expect(byId(theirs, 'reload-weekly').availability.reasons).toMatchObject([{ reason: 'LEVEL', requiredLevel: 'シルバー' }, { reason: 'NO_DEPOSIT_YET' }]);
    expect((await newcomer('claimPromotion', { promotionId: 'reload-weekly' })).json()).toMatchObject({ code: 106102, data: { reasons: [{ reason: 'LEVEL' }, { reason: 'NO_DEPOSIT_YET' }] } });
  });

  it('arms a deposit match, pays it on a deposit that reaches the minimum, and counts it for the week', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const claimed = (await as('claimPromotion', { promotionId: 'reload-weekly' })).json().data;
    expect(claimed).toMatchObject({ claim: { status: 'ARMED', bonusId: null }, bonus: null });
    expect((await as('claimPromotion', { promotionId: 'reload-weekly' })).json().code).toBe(106103);
    expect((await as('claimPromotion', { promotionId: 'pachislot-free-spins' })).json().code).toBe(200);

    await deposit(as, app, 1_500); // below the ¥2,000 minimum: still armed
    expect((await as('getPromotionHistory')).json().data.claims.find((c: { claimId: string }) => c.claimId === claimed.claim.claimId).status).toBe('ARMED');
    await deposit(as, app, 3_000);
    const history = (await as('getPromotionHistory')).json().data.claims as { claimId: string; status: string; amount: number | null }[];
    expect(history.find((c) => c.claimId === claimed.claim.claimId)).toMatchObject({ status: 'ACTIVE', amount: 1_500 });
    const { bonuses, summary } = (await as('getBonuses')).json().data;
    expect(bonuses.find((b: { promotionId: string }) => b.promotionId === 'reload-weekly')).toMatchObject({ promotionId: 'reload-weekly', amount: 1_500, balance: 1_500, wageringRequired: 7_500, wageringDone: 0, maxStake: 1_000, releasable: false, revertible: true });
    expect(summary).toMatchObject({ promotionBalance: 6_500, locked: 1_500, transferable: 5_000, wageringRequired: 7_500 });
  });

  it('declines a promotion for its period, and undoes an armed claim or an untouched bonus', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('declinePromotion', { promotionId: 'pachislot-free-spins' })).json().data).toMatchObject({ status: 'DECLINED' });
    expect((await as('claimPromotion', { promotionId: 'pachislot-free-spins' })).json().code).toBe(106104);
    expect((await as('declinePromotion', { promotionId: 'pachislot-free-spins' })).json().code).toBe(106104);

    const armed = (await as('claimPromotion', { promotionId: 'reload-weekly' })).json().data.claim;
    expect((await as('revertPromotion', { claimId: armed.claimId })).json().data.claim).toMatchObject({ status: 'REVERTED' });
    // Reverted, it can be claimed again.
    expect((await as('claimPromotion', { promotionId: 'reload-weekly' })).json().data.claim.status).toBe('ARMED');
    expect((await as('revertPromotion', { claimId: 'CL-999999' })).json().code).toBe(106106);
  });

  it('offers nothing to a player on a break: every claim is refused with the break', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('setSelfControl', { type: 'COOLING_OFF', days: 1 })).json().code).toBe(200);
    const { promotions } = (await as('getPromotions')).json().data as { promotions: Listed[] };
    for (const promotion of promotions) expect(promotion.availability.reasons.map((r) => r.reason)).toContain('BREAK');
    expect((await as('claimPromotion', { promotionId: 'reload-weekly' })).json()).toMatchObject({ code: 102104, data: { type: 'COOLING_OFF' } });
    expect((await as('getBonusRequests')).json().data).toMatchObject({ blockedBy: { type: 'COOLING_OFF' }, loginBonus: null, codeOffer: { moments: [] } });
    expect((await as('checkTaskDisplay')).json().data).toEqual({ display: false, tasks: [] });
    expect((await as('redeemBonusCode', { code: 'WELCOME1000' })).json().code).toBe(102104);
    expect((await as('applyActivity', { type: 'BONUS_CODE_OFFER' })).json().code).toBe(102104);
  });

  it('offers no login bonus and no moment once QA switches the timed offers off, and on again after', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const { loginBonus } = (await as('getBonusRequests')).json().data as { loginBonus: { requestId: string } };
    expect((await admin(app, 'POST', '/__mock/timed-offers', { enabled: false })).json()).toEqual({ enabled: false });
    expect((await as('getBonusRequests')).json().data).toMatchObject({ blockedBy: null, loginBonus: null, codeOffer: { moments: [], dueAt: null, nextAt: null } });
    expect((await as('applyActivity', { type: 'LOGIN_BONUS', requestId: loginBonus.requestId })).json().code).not.toBe(200);
    await admin(app, 'POST', '/__mock/timed-offers', { enabled: true });
    expect((await as('getBonusRequests')).json().data).toMatchObject({ loginBonus: { requestId: loginBonus.requestId }, codeOffer: { moments: expect.arrayContaining([expect.any(String)]) } });
  });

  it('lapses an armed claim whose deposit never came, stamped when its 7 days ran out', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const { claim } = (await as('claimPromotion', { promotionId: 'reload-weekly' })).json().data;
    await advanceClock(app, 8 * 86_400_000);
    const again = await playerSession(app);
    const lapsed = (await again('getPromotionHistory')).json().data.claims[0];
    expect(lapsed).toMatchObject({ claimId: claim.claimId, status: 'LAPSED', closedAt: claim.armedUntil });
  });
});

describe('tasks', () => {
  it('counts settled real-money rounds toward the day and week, and pays a completed task once', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const answer = (await as('checkTaskDisplay')).json();
    expect(answer.code, answer.msg).toBe(200);
    const tasks = answer.data;
    expect(tasks.display).toBe(true);
    expect(tasks.tasks.map((t: { taskId: string; progress: number }) => [t.taskId, t.progress])).toEqual([
      ['daily-rounds-10', 0],
      ['weekly-pachislot-50', 0],
      ['weekly-pachinko-turnover', 0],
    ]);
    expect((await as('applyTask', { taskId: 'daily-rounds-10' })).json()).toMatchObject({ code: 106121, data: { progress: 0, status: 'IN_PROGRESS' } });
    // The launch logs the player in again (a new session): its headers from here on.
    const { token, headers } = await launched(app, 'default', 'pachinko');
    const again = (operationId: 'checkTaskDisplay' | 'applyTask', body: unknown = {}) => call(app, operationId, { body, headers });
    for (let round = 0; round < 10; round++) {
      const played = await call(app, 'playMachineRound', { body: { token, roundId: `task-round-${round}`, stake: gameOf('pachinko').minBet } });
      expect(played.json().code).toBe(200);
    }
    const after = (await again('checkTaskDisplay')).json().data.tasks as { taskId: string; progress: number; status: string }[];
    expect(after.find((t) => t.taskId === 'daily-rounds-10')).toMatchObject({ progress: 10, status: 'COMPLETED' });
    expect(after.find((t) => t.taskId === 'weekly-pachinko-turnover')).toMatchObject({ progress: 10 * gameOf('pachinko').minBet });
    expect(after.find((t) => t.taskId === 'weekly-pachislot-50')).toMatchObject({ progress: 0 });
    expect((await again('applyTask', { taskId: 'daily-rounds-10' })).json().data.bonus).toMatchObject({ source: 'TASK', amount: 100, wageringMultiple: 1 });
    expect((await again('applyTask', { taskId: 'daily-rounds-10' })).json().code).toBe(106122);
    expect((await again('applyTask', { taskId: 'nope' })).json().code).toBe(106120);
  });
});

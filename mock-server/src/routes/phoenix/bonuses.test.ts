import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { grantPromotion } from '../../testing/bonuses.ts';
import { gameOf, launched } from '../../testing/machines.ts';
import { bearer, loginAs } from '../../testing/players.ts';
import { listeningApp } from '../../testing/server.ts';
import { connect } from '../../testing/sockets.ts';

/** The player at an AMIGO pachinko machine: its token, and calls as the player (the launch logged them in). */
async function atMachine(app: FastifyInstance, session = 'default', kind: 'pachinko' | 'pachislot' = 'pachinko') {
  const { token, headers } = await launched(app, session, kind);
  let round = 0;
  return {
    as: (operationId: Parameters<typeof call>[1], body: unknown = {}) => call(app, operationId, { session, body, headers }),
    play: async (stake: number) => (await call(app, 'playMachineRound', { session, body: { token, roundId: `round-${String(++round).padStart(4, '0')}`, stake } })).json(),
    session: async () => (await call(app, 'getMachineSession', { session, body: { token } })).json().data,
  };
}

const bonusOf = async (as: (id: 'getBonuses') => ReturnType<typeof call>, bonusId: string) =>
  ((await as('getBonuses')).json().data.bonuses as { bonusId: string }[]).find((b) => b.bonusId === bonusId) as Record<string, unknown>;

describe('the bonus ledger', () => {
  it('real play wagers a bonus down by its play type share; release waits for it, then moves the bonus to COMMON', async () => {
    const app = await testApp();
    const { bonusId } = await grantPromotion(app, 'default', 'reload-weekly', 'qcplayer01', 1_000); // 5x, at most ¥1,000 a stake
    const machine = await atMachine(app);
    const stake = gameOf('pachinko').maxBet; // ¥500, 100% for pachinko
    for (let i = 0; i < 9; i++) expect((await machine.play(stake)).code).toBe(200);
    expect(await bonusOf(machine.as, bonusId)).toMatchObject({ wageringDone: 4_500, wageringRequired: 5_000, releasable: false, balance: 1_000 });
    expect((await machine.as('releaseBonus', { bonusId })).json()).toMatchObject({ code: 106112, data: { wageringDone: 4_500, wageringRequired: 5_000 } });
    expect((await machine.play(stake)).code).toBe(200);
    const common = (await machine.as('getBalance')).json().data[0].amount as number;
    const released = (await machine.as('releaseBonus', { bonusId })).json().data;
    expect(released).toMatchObject({ moved: 1_000, bonus: { status: 'RELEASED', releasable: false } });
    expect(released.wallets).toEqual([
      { walletType: 'COMMON', currency: 'JPY', amount: common + 1_000 },
      { walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 },
    ]);
    expect((await machine.as('releaseBonus', { bonusId })).json().code).toBe(106111);
    const ledger = (await admin(app, 'GET', '/__mock/ledger?loginName=qcplayer01')).json().entries.filter((e: { ref: string }) => e.ref === bonusId);
    expect(ledger.map((e: { walletType: string; amount: number; kind: string }) => [e.kind, e.walletType, e.amount])).toEqual([
      ['bonus', 'PROMOTION', 1_000],
      ['bonus', 'PROMOTION', -1_000],
      ['bonus', 'COMMON', 1_000],
    ]);
  });

  it('reads a bonus wagering per day from the bets that wagered it, ending at its wagering done', async () => {
    const app = await testApp();
    const { bonusId } = await grantPromotion(app, 'default', 'reload-weekly', 'qcplayer01', 1_000); // 5x: ¥5,000 to wager
    const machine = await atMachine(app);
    const stake = gameOf('pachinko').maxBet; // ¥500, 100% for pachinko
    for (let i = 0; i < 3; i++) await machine.play(stake);
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 86_400_000 });
    const nextDay = await atMachine(app); // a day on, the launch logs in again
    for (let i = 0; i < 2; i++) await nextDay.play(stake);
    const history = (await nextDay.as('getBonusWageringHistory', { bonusId })).json().data;
    expect(history.bonus).toMatchObject({ bonusId, wageringDone: 2_500, wageringRequired: 5_000 });
    expect(history.days.map((day: Record<string, unknown>) => [day.wagered, day.bets, day.done])).toEqual([
      [1_500, 3, 1_500],
      [1_000, 2, 2_500],
    ]);
    expect((await nextDay.as('getBonusWageringHistory', { bonusId: 'BN-999999' })).json().code).toBe(106110);
  });

  it('holds the maximum stake while wagering: the machine offers no more and refuses more', async () => {
    const app = await testApp();
    await grantPromotion(app, 'default', 'welcome-no-deposit'); // ¥1,000, at most ¥200 a stake
    const machine = await atMachine(app);
    expect(Math.max(...((await machine.session()).stakes as number[]))).toBeLessThanOrEqual(200);
    expect(await machine.play(500)).toMatchObject({ code: 106113, data: { maxStake: 200 } });
    expect((await machine.play(200)).code).toBe(200);
  });

  it('pays from the bonus when COMMON cannot, its wins back to it; give-up takes exactly the preview, or nothing when play moved it', async () => {
    const app = await testApp();
    const { bonusId } = await grantPromotion(app, 'default', 'code-bonus-1000'); // ¥1,000, at most ¥500
    await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount: -125_000 });
    const machine = await atMachine(app);
    expect((await machine.session()).balance).toBe(1_000);
    const round = await machine.play(100);
    expect(round.code).toBe(200);
    const balance = 1_000 - 100 + round.data.payout;
    expect(await bonusOf(machine.as, bonusId)).toMatchObject({ balance, wageringDone: 100, revertible: false });
    const [, promotion] = (await machine.as('getBalance')).json().data;
    expect(promotion.amount).toBe(5_000 + balance);

    const preview = (await machine.as('getForfeitPreview', { bonusId })).json().data;
    expect(preview).toMatchObject({ amount: 1_000, winnings: balance - 1_000, forfeit: balance, promotionBalance: 5_000 + balance, promotionBalanceAfter: 5_000 });
    // Another round since the preview: nothing is taken, the new preview comes back.
    const again = await machine.play(100);
    const changed = (await machine.as('giveUpBonus', { bonusId, expectedForfeit: preview.forfeit })).json();
    expect(changed).toMatchObject({ code: 106115, data: { forfeit: balance - 100 + again.data.payout } });
    const given = (await machine.as('giveUpBonus', { bonusId, expectedForfeit: changed.data.forfeit })).json().data;
    expect(given).toMatchObject({ moved: changed.data.forfeit, bonus: { status: 'FORFEITED', balance: 0 } });
    expect(given.wallets[1]).toEqual({ walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 });
  });

  it('keeps the active bonuses in PROMOTION: only the rest transfers to COMMON', async () => {
    const app = await testApp();
    await grantPromotion(app, 'default', 'code-bonus-1000');
    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    const transfer = (amount: number, key: string) => call(app, 'transferBetweenWallets', { headers, body: { from: 'PROMOTION', to: 'COMMON', amount, idempotencyKey: key } });
    expect((await transfer(6_000, 'all-of-it')).json()).toMatchObject({ code: 106114, data: { transferable: 5_000 } });
    expect((await transfer(5_000, 'the-free-part')).json().code).toBe(200);
    expect((await transfer(1, 'one-more-yen')).json()).toMatchObject({ code: 106114, data: { transferable: 0 } });
  });

  it('tells the player a day before a bonus expires, then forfeits it at its expiry, stamped then', async () => {
    const { app, base } = await listeningApp();
    const token = (await loginAs(app, 'qcplayer01', { session: 'expiry' })).access_token;
    const client = await connect(base, '?mockSession=expiry');
    client.send({ type: 'connection_init', payload: { token } });
    expect(await client.next()).toEqual({ type: 'connection_ack' });
    client.send({ type: 'subscribe', id: 'a1', payload: { topic: 'activity' } });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });

    const { bonusId, expiresAt } = (await grantPromotion(app, 'expiry', 'welcome-no-deposit')) as unknown as { bonusId: string; expiresAt: string };
    expect(await client.next()).toMatchObject({ payload: { topic: 'activity', data: { activityId: 'welcome-no-deposit', event: 'BONUS_GRANTED', bonus: { bonusId, amount: 1_000, currency: 'JPY' } } } });
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 2.5 * 86_400_000 }, 'expiry');
    await admin(app, 'GET', '/__mock/bonuses?loginName=qcplayer01', undefined, 'expiry');
    expect(await client.next()).toMatchObject({ payload: { topic: 'activity', data: { event: 'BONUS_EXPIRING', bonus: { bonusId, amount: 1_000 } } } });
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 86_400_000 }, 'expiry');
    const [bonus] = (await admin(app, 'GET', '/__mock/bonuses?loginName=qcplayer01', undefined, 'expiry')).json().bonuses;
    expect(bonus).toMatchObject({ status: 'EXPIRED', balance: 0, closedAt: expiresAt });
    const forfeited = (await admin(app, 'GET', '/__mock/ledger?loginName=qcplayer01', undefined, 'expiry')).json().entries.at(-1);
    expect(forfeited).toMatchObject({ kind: 'bonus', walletType: 'PROMOTION', amount: -1_000, ref: bonusId, time: expiresAt });
    expect(await client.next()).toMatchObject({ payload: { topic: 'activity', data: { event: 'BONUS_EXPIRED', bonus: { bonusId, amount: 1_000 } } } });
    client.close();
  });

  it('plays free spins at the house stake from the launch with their bonusId; their winnings become the bonus', async () => {
    const app = await testApp();
    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    const claimed = (await call(app, 'claimPromotion', { headers, body: { promotionId: 'pachislot-free-spins' } })).json().data;
    expect(claimed.bonus).toMatchObject({ amount: 0, balance: 0, wageringRequired: 0, releasable: false, freeSpins: { rounds: 20, roundsLeft: 20, stake: 20 } });
    const spins = claimed.bonus.freeSpins;
    const url = (await call(app, 'launchGame', { headers, body: { gameId: spins.gameId, providerCode: spins.providerCode, bonusId: spins.bonusId } })).json().data as string;
    const token = new URL(url, 'http://mock').searchParams.get('t')!;
    const common = (await call(app, 'getBalance', { headers })).json().data[0].amount;
    let won = 0;
    for (let i = 0; i < 20; i++) {
      const round = (await call(app, 'playMachineRound', { body: { token, roundId: `free-spin-${i}`, stake: 20 } })).json().data;
      expect(round.freeRoundsLeft).toBe(19 - i);
      won += round.payout;
    }
    // Each spin cost the player nothing; COMMON did not move.
    expect((await call(app, 'getBalance', { headers })).json().data[0].amount).toBe(common);
    const listed = (await call(app, 'getFreeSpins', { headers })).json().data.freeSpins.find((f: { bonusId: string }) => f.bonusId === spins.bonusId);
    expect(listed).toMatchObject({ status: 'USED', roundsLeft: 0, winningsBonusId: claimed.bonus.bonusId, winnings: won, gameName: gameOf('pachislot').name['ja-JP'] });
    const bonus = ((await call(app, 'getBonuses', { headers })).json().data.bonuses as { bonusId: string }[]).find((b) => b.bonusId === claimed.bonus.bonusId);
    // Nothing won: nothing to wager, the bonus ended with the last spin; else its winnings are to be wagered 10 times.
    expect(bonus).toMatchObject(won === 0 ? { status: 'RELEASED' } : { status: 'ACTIVE', amount: won, balance: won, wageringRequired: won * 10 });
  });

  it('answers the rules every bonus follows', async () => {
    const app = await testApp();
    const config = (await call(app, 'getBonusConfig', { body: {} })).json().data;
    expect(config).toMatchObject({ bonusMoneyPlayTypes: ['PACHINKO', 'SLOT'], stakeOrder: 'COMMON_FIRST', maxActiveBonuses: 10 });
    expect(config.contributions).toContainEqual({ playType: 'LIVE', percent: 10 });
  });
});

describe('the bonus ledger for QA', () => {
  it('grants any promotion to anyone and lists the bonuses with their wagering; refuses what cannot be', async () => {
    const app = await testApp();
    expect((await admin(app, 'POST', '/__mock/promotions/grant', { loginName: 'qcplayer01', promotionId: 'nope' })).statusCode).toBe(404);
    const bonus = (await admin(app, 'POST', '/__mock/promotions/grant', { loginName: 'qcplayer01', promotionId: 'first-deposit', amount: 3_000 })).json();
    expect(bonus).toMatchObject({ loginName: 'qcplayer01', status: 'ACTIVE', amount: 3_000, wageringRequired: 60_000, maxStake: 5_000 });
    const listed = (await admin(app, 'GET', '/__mock/bonuses?loginName=qcplayer01')).json().bonuses;
    expect(listed).toEqual([bonus]);
  });
});

import { describe, expect, it } from 'vitest';
import { netOf } from '../../domain/wallet/ledger.ts';
import { admin, call, testApp } from '../../testing/app.ts';
import { launched } from '../../testing/machines.ts';
import { advanceClock, playerSession } from '../../testing/players.ts';

const balanceOf = async (as: Awaited<ReturnType<typeof playerSession>>) => (await as('getBalance')).json().data[0].amount as number;

describe('machine rounds', () => {
  it('opens the launch: game, real play, balance, stakes within the game range', async () => {
    const app = await testApp();
    const { token, game } = await launched(app, 'default', 'pachinko');
    const session = (await call(app, 'getMachineSession', { body: { token } })).json().data;
    expect(session).toMatchObject({ gameId: game.gameId, machine: 'PACHINKO', demo: false, balance: 125_000, currency: 'JPY', minBet: game.minBet, maxBet: game.maxBet, selections: [] });
    expect(session.stakes[0]).toBe(game.minBet);
    expect(session.stakes.at(-1)).toBe(game.maxBet);
  });

  it('bets each real round through the ledger, credits a win, stays balanced, and is idempotent by round id', async () => {
    const app = await testApp();
    const { token, game, headers } = await launched(app, 'default', 'pachislot');
    const as = (id: Parameters<typeof call>[1], body: unknown = {}) => call(app, id, { body, headers });
    let expected = 125_000;
    for (let i = 0; i < 30; i++) {
      const round = (await call(app, 'playMachineRound', { body: { token, roundId: `round-${String(i).padStart(4, '0')}`, stake: game.minBet } })).json();
      expect(round).toMatchObject({ code: 200, data: { status: 'SETTLED', stake: game.minBet, replayed: false } });
      expected += round.data.payout - game.minBet;
      expect(round.data.balance).toBe(expected);
    }
    expect((await as('getBalance')).json().data[0].amount).toBe(expected);
    const state = app.mock.sessions.get('default').state;
    expect(netOf(state, 'JPY')).toBe(0);

    const again = (await call(app, 'playMachineRound', { body: { token, roundId: 'round-0003', stake: game.minBet } })).json();
    expect(again.data).toMatchObject({ replayed: true, balance: expected });
    expect((await call(app, 'playMachineRound', { body: { token, roundId: 'round-0003', stake: game.minBet + 1 } })).json()).toMatchObject({ code: 102320 });
    expect((await as('getBetRecords', { status: 'SETTLED', pageSize: 50 })).json().data.page.total).toBe(30);
  });

  it('refuses a stake over the balance, outside the game range, and a token that is unknown or gone stale', async () => {
    const app = await testApp();
    const { token, game } = await launched(app, 'default', 'pachinko', 'qctransfer01');
    const round = (body: object) => call(app, 'playMachineRound', { body: { token, roundId: `r-${Math.random().toString(36).slice(2)}`, stake: game.minBet, ...body } });
    expect((await round({})).json()).toMatchObject({ code: 103104, data: { balance: 0 } });
    expect((await round({ stake: game.maxBet + 1 })).json()).toMatchObject({ code: 103105, data: { minBet: game.minBet, maxBet: game.maxBet } });
    expect((await round({ token: 'lt_unknown0001' })).json()).toMatchObject({ code: 103103 });
    await advanceClock(app, 11 * 60_000);
    expect((await round({})).json()).toMatchObject({ code: 103103 });
  });

  it('plays demo on ¥100,000 of play money: the real balance, the ledger and the bet records never move', async () => {
    const app = await testApp();
    const { token, game, headers } = await launched(app, 'default', 'slot');
    const as = (id: Parameters<typeof call>[1], body: unknown = {}) => call(app, id, { body, headers });
    const transactions = app.mock.sessions.get('default').state.wallet.transactions.length;
    const session = (await call(app, 'getMachineSession', { body: { token } })).json().data;
    expect(session).toMatchObject({ demo: true, balance: 100_000, currency: 'JPY' });
    let playMoney = 100_000;
    for (let i = 0; i < 10; i++) {
      const round = (await call(app, 'playMachineRound', { body: { token, roundId: `demo-${i}-round`, stake: game.minBet } })).json().data;
      playMoney += round.payout - game.minBet;
      expect(round).toMatchObject({ betId: null, balance: playMoney });
    }
    expect(app.mock.sessions.get('default').state.wallet.transactions.length).toBe(transactions);
    expect((await as('getBalance')).json().data[0].amount).toBe(125_000);
    expect((await as('getBetRecords', { status: 'SETTLED' })).json().data.page.total).toBe(0);
  });

  it('leaves a sports bet OPEN with the stake taken, and needs a pick', async () => {
    const app = await testApp();
    const { token, game, headers } = await launched(app, 'default', 'sports');
    const as = (id: Parameters<typeof call>[1], body: unknown = {}) => call(app, id, { body, headers });
    const round = (body: object) => call(app, 'playMachineRound', { body: { token, roundId: 'sports-round-1', stake: game.minBet, ...body } });
    expect((await round({})).json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^selection: /) });
    expect((await round({ selection: 'NOBODY' })).json()).toMatchObject({ code: 400 });
    const bet = (await round({ selection: 'HOME' })).json().data;
    expect(bet).toMatchObject({ status: 'OPEN', outcome: null, payout: 0, balance: 125_000 - game.minBet });
    expect((await as('getBalance')).json().data[0].amount).toBe(125_000 - game.minBet);
    const open = (await as('getBetRecords', { status: 'UNSETTLED' })).json().data;
    expect(open.records).toMatchObject([{ betId: bet.betId, status: 'OPEN', result: null, detail: 'ホーム' }]);
  });

  it('refuses a round past a loss limit, with the limit in data', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    await as('setSelfControl', { type: 'LOSS_LIMIT', period: 'DAILY', amount: 100 });
    const { token, game } = await launched(app, 'default', 'sports');
    const stake = Math.max(game.minBet, 60);
    expect((await call(app, 'playMachineRound', { body: { token, roundId: 'loss-round-1', stake, selection: 'AWAY' } })).json()).toMatchObject({ code: 200 });
    const refused = (await call(app, 'playMachineRound', { body: { token, roundId: 'loss-round-2', stake, selection: 'AWAY' } })).json();
    expect(refused).toMatchObject({ code: 103106, data: { period: 'DAILY', limit: 100, used: stake, remaining: 100 - stake } });
  });

  it('plays an activated free bet at its stake: the house grants the stake, the win is the player\'s', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const [freeBet] = (await as('getFreeBets')).json().data.freeBets;
    const launch = (await as('launchGame', { gameId: freeBet.gameId, providerCode: 'AMIGO', bonusId: freeBet.bonusId })).json().data as string;
    const token = new URL(launch, 'http://mock').searchParams.get('t')!;
    expect((await call(app, 'getMachineSession', { body: { token } })).json().data.freeBet).toMatchObject({ bonusId: freeBet.bonusId, roundsLeft: 10 });
    let payouts = 0;
    for (let i = 0; i < 10; i++) {
      const round = (await call(app, 'playMachineRound', { body: { token, roundId: `free-round-${i}`, stake: freeBet.stake } })).json().data;
      expect(round.freeRoundsLeft).toBe(9 - i);
      payouts += round.payout;
    }
    expect(await balanceOf(as)).toBe(125_000 + payouts);
    expect((await as('getFreeBets')).json().data.freeBets[0].status).toBe('USED');
    expect((await as('launchGame', { gameId: freeBet.gameId, providerCode: 'AMIGO', bonusId: freeBet.bonusId })).json()).toMatchObject({ code: 103111 });
  });

  it('answers bad input with 4xx, never 5xx', async () => {
    const app = await testApp();
    const bodies = [{}, { token: 1 }, { token: 'lt_x', roundId: 'short', stake: 1 }, { token: 'lt_abcdefgh', roundId: 'ok-round-1', stake: -5 }, { token: 'lt_abcdefgh', roundId: 'ok-round-1', stake: 1.5 }, { token: 'lt_abcdefgh', roundId: 'bad round!', stake: 1 }, 'nope', null];
    for (const body of bodies) {
      const answer = await call(app, 'playMachineRound', { body });
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await admin(app, 'GET', '/machines/roulette')).statusCode).toBe(404);
    expect((await admin(app, 'GET', '/machines/assets/..%2Fpage.ts')).statusCode).toBe(404);
  });
});

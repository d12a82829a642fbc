// The fixture calls (POST /__mock/players...): each builds the state the player API's own call
// would, through the same use cases, and refuses what it would refuse, naming the code.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { gameOf } from '../../testing/machines.ts';
import { picture } from '../../testing/pictures.ts';
import { bearer, loginAs, passwordLogin } from '../../testing/players.ts';

const HOUR = 3_600_000;
const post = (app: FastifyInstance, url: string, body?: unknown) => admin(app, 'POST', url, body);
const as = (app: FastifyInstance, token: string) => (operationId: Parameters<typeof call>[1], body: unknown = {}) => call(app, operationId, { headers: bearer(token), body });

describe('POST /__mock/players', () => {
  it('registers a player with the attributes given: the password logs in, the balance is in the ledger, the authenticator works', async () => {
    const app = await testApp();
    const made = await post(app, '/__mock/players', { name: 'QaTester1', password: 'Secret-123', balance: 50_000, email: 'qa1@example.com', secondFactor: 'GOOGLE', locale: 'en-US' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ loginName: 'qcqatester1', displayName: 'qatester1', email: 'qa1@example.com', secondFactor: 'GOOGLE', password: 'Secret-123', seeded: false });
    const { authenticatorCode } = made.json();
    expect((await passwordLogin(app, 'qcqatester1', { password: 'Secret-123' })).json().code).toBe(100807);
    const login = await loginAs(app, 'qcqatester1', { password: 'Secret-123', grantType: 'google2fa', authenticationCode: authenticatorCode });
    expect((await as(app, login.access_token)('getBalance')).json().data).toContainEqual(expect.objectContaining({ walletType: 'COMMON', currency: 'JPY', amount: 50_000 }));
    const ledger = (await admin(app, 'GET', '/__mock/ledger?loginName=qcqatester1')).json();
    expect(ledger.entries).toEqual([expect.objectContaining({ kind: 'opening', amount: 50_000 })]);
    expect((await admin(app, 'GET', '/__mock/accounts')).json().accounts.map((a: { loginName: string }) => a.loginName)).toContain('qcqatester1');
  });

  it('without a body: a free qa… name and the seeded password; taken names, e-mails and phones are a 409 naming the code; rules a 400', async () => {
    const app = await testApp();
    const made = (await post(app, '/__mock/players')).json();
    expect(made.displayName).toMatch(/^qa\d+/);
    await loginAs(app, made.loginName, { password: 'Passw0rd!' });
    expect((await post(app, '/__mock/players')).json().displayName).not.toBe(made.displayName);
    const taken = await post(app, '/__mock/players', { name: 'player01' });
    expect([taken.statusCode, taken.json().error]).toEqual([409, expect.stringContaining('nameTaken, 100010')]);
    expect((await post(app, '/__mock/players', { email: 'player01@example.com' })).json().error).toContain('emailTaken');
    expect((await post(app, '/__mock/players', { phonePrefix: '0081', phone: '9012345678' })).json().error).toContain('phoneTaken');
    for (const body of [{ name: 'ab' }, { password: '123' }, { phone: '9012345678' }, { phonePrefix: '0081', phone: '1234' }, { secondFactor: 'EMAIL' }, { balance: -1 }, { extra: 1 }]) {
      const refused = await post(app, '/__mock/players', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /__mock/players/:loginName/session', () => {
  it('answers the login call’s tokens: they call as the player, and the earlier session answers -130', async () => {
    const app = await testApp();
    const earlier = await loginAs(app, 'qcplayer01');
    const clock = Date.parse((await admin(app, 'GET', '/__mock/clock')).json().now);
    const started = await post(app, '/__mock/players/player01/session', { deviceId: 'qa-device' });
    expect(started.statusCode, started.body).toBe(200);
    const { login, accessExpiresAt } = started.json();
    expect(login).toMatchObject({ loginName: 'qcplayer01', playerId: '100001', token_type: 'bearer', expires_in: 7200 });
    expect(Date.parse(accessExpiresAt) - clock).toBeGreaterThanOrEqual(2 * HOUR - 1000);
    expect(Date.parse(accessExpiresAt) - clock).toBeLessThan(2 * HOUR + 5000);
    expect((await as(app, login.access_token)('getUserInfo')).json().data.loginName).toBe('qcplayer01');
    expect((await as(app, earlier.access_token)('getUserInfo')).json().code).toBe(-130);
    // The refresh token is the login's own: the site renews with it.
    expect((await call(app, 'login', { body: { grantType: 'refresh_token', refresh_token: login.refresh_token, merchantCode: 'QCJP' } })).json().code).toBe(200);
  });

  it('is a 404 for no such player and a 409 for a disabled one, as its login would be', async () => {
    const app = await testApp();
    expect((await post(app, '/__mock/players/qcnobody/session')).statusCode).toBe(404);
    const disabled = await post(app, '/__mock/players/disabled01/session');
    expect([disabled.statusCode, disabled.json().error]).toEqual([409, expect.stringContaining('accountDisabled')]);
  });
});

describe('POST /__mock/players/:loginName/withdrawals', () => {
  it('opens the order the player sees as current, with its amount held; a second is refused as the player API refuses it', async () => {
    const app = await testApp();
    const order = await post(app, '/__mock/players/qcplayer01/withdrawals', { amount: 10_000 });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({ kind: 'withdraw', loginName: 'qcplayer01', status: 'PENDING', amount: 10_000, currency: 'JPY', channel: 'BANK', settledAt: null });
    const player = as(app, (await loginAs(app, 'qcplayer01')).access_token);
    expect((await player('getCurrentWithdrawal')).json().data).toMatchObject({ orderId: order.json().orderId, status: 'PENDING', cancellable: true });
    expect((await player('getBalance')).json().data[0]).toMatchObject({ walletType: 'COMMON', amount: 115_000 });
    const again = await post(app, '/__mock/players/qcplayer01/withdrawals', { amount: 10_000 });
    expect([again.statusCode, again.json().error]).toEqual([409, expect.stringContaining('withdrawalAlreadyOpen, 102304')]);
    // QA settles it as the house would.
    expect((await post(app, `/__mock/orders/${order.json().orderId}/settle`, { status: 'paid' })).json().status).toBe('PAID');
  });

  it('refuses an amount out of the channel’s range (400), the identity check and the balance (409); CRYPTO opens once documents are approved', async () => {
    const app = await testApp();
    expect((await post(app, '/__mock/players/qcplayer01/withdrawals', { amount: 1 })).json().error).toContain('withdrawBelowMinimum');
    const big = await post(app, '/__mock/players/qcplayer01/withdrawals', { amount: 250_000 });
    expect([big.statusCode, big.json().error]).toEqual([409, expect.stringMatching(/withdrawIdentityRequired|withdrawInsufficientBalance/)]);
    expect((await post(app, '/__mock/players/qcplayer01/withdrawals', { amount: 10_000, currency: 'XYZ' })).json().error).toContain('currencyNotWithdrawable');
    // A crypto withdrawal needs approved documents at any amount: approved, it opens.
    expect((await post(app, '/__mock/players/qcplayer01/withdrawals', { amount: 10_000, channel: 'CRYPTO' })).json().error).toContain('withdrawIdentityRequired');
    await call(app, 'uploadIdDocument', { headers: bearer((await loginAs(app, 'qcplayer01')).access_token), body: { documentType: 'PASSPORT', side: 'FRONT', mimeType: 'image/png', image: await picture('png') } });
    await post(app, '/__mock/kyc/review', { loginName: 'qcplayer01', status: 'APPROVED' });
    expect((await post(app, '/__mock/players/qcplayer01/withdrawals', { amount: 10_000, channel: 'CRYPTO' })).json()).toMatchObject({ channel: 'CRYPTO', currency: 'JPY', status: 'PENDING' });
    expect((await post(app, '/__mock/players/qcnobody/withdrawals', { amount: 10_000 })).statusCode).toBe(404);
  });
});

describe('POST /__mock/players/:loginName/self-control', () => {
  it('a cooling-off the player’s deposits and launches meet; shortening it is a 409; a looser limit waits 24 hours', async () => {
    const app = await testApp();
    const set = (body: unknown) => post(app, '/__mock/players/qcplayer01/self-control', body);
    const cooling = await set({ type: 'COOLING_OFF', days: 7 });
    expect(cooling.statusCode, cooling.body).toBe(200);
    expect(cooling.json().coolingOffUntil).not.toBeNull();
    const player = as(app, (await loginAs(app, 'qcplayer01')).access_token);
    expect((await player('createBankDeposit', { bankCode: '0009', amount: 10_000 })).json()).toMatchObject({ code: 102104, data: { type: 'COOLING_OFF' } });
    expect((await set({ type: 'COOLING_OFF', days: 1 })).json().error).toContain('breakCannotShorten, 101020');
    expect((await set({ type: 'DEPOSIT_LIMIT', period: 'DAILY', amount: 5000 })).json().depositLimits).toContainEqual(expect.objectContaining({ period: 'DAILY', amount: 5000, pendingChange: null }));
    const looser = (await set({ type: 'DEPOSIT_LIMIT', period: 'DAILY', amount: 8000 })).json().depositLimits[0];
    expect(looser).toMatchObject({ amount: 5000, pendingChange: { amount: 8000 } });
    expect((await player('getUserInfo')).json().data.selfControl.depositLimits[0]).toMatchObject({ amount: 5000, pendingChange: { amount: 8000 } });
    for (const body of [{ type: 'DEPOSIT_LIMIT', amount: 1 }, { type: 'COOLING_OFF', days: 180 }, { type: 'REALITY_CHECK', minutes: 5 }]) {
      expect((await set(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /__mock/players/:loginName/bets', () => {
  it('an open bet on a sports game by name, staked through the ledger, listed for the player, settled by QA', async () => {
    const app = await testApp();
    const game = gameOf('sports');
    const placed = await post(app, '/__mock/players/qcplayer01/bets', { game: game.name['en-US'], stake: 1000, selection: 'DRAW' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ gameId: game.gameId, status: 'OPEN', stake: 1000, payout: 0, result: null, detail: 'PICK:DRAW' });
    const player = as(app, (await loginAs(app, 'qcplayer01')).access_token);
    const records = (await player('getBetRecords', { status: 'UNSETTLED', pageNo: 1, pageSize: 10 })).json().data.records;
    expect(records.map((r: { betId: string }) => r.betId)).toEqual([placed.json().betId]);
    expect((await post(app, `/__mock/bets/${placed.json().betId}/settle`, { result: 'win', payout: 3200 })).json().status).toBe('SETTLED');
  });

  it('refuses a game whose bets settle at once (400), no such game (404), a stake out of range (400) and a player on a break (409)', async () => {
    const app = await testApp();
    expect((await post(app, '/__mock/players/qcplayer01/bets', { game: gameOf('slot').gameId })).statusCode).toBe(400);
    expect((await post(app, '/__mock/players/qcplayer01/bets', { game: 'nope' })).statusCode).toBe(404);
    expect((await post(app, '/__mock/players/qcplayer01/bets', { game: gameOf('live').gameId, stake: 1e7 })).json().error).toMatch(/^stake:/);
    await post(app, '/__mock/players/qcplayer01/self-control', { type: 'COOLING_OFF', days: 1 });
    const onBreak = await post(app, '/__mock/players/qcplayer01/bets', { game: gameOf('live').gameId });
    expect([onBreak.statusCode, onBreak.json().error]).toEqual([409, expect.stringContaining('coolingOffActive, 102104')]);
  });
});

describe('fixture paths under hostile names', () => {
  it('any player name in the path is a 404 or an answer, never a 5xx', async () => {
    const app = await testApp();
    const name = fc.string({ unit: fc.constantFrom(...'aq0._-%~:@!$()*+,;=\'"éあ'.split(''), '%2F', '%00', '..', '__proto__', 'constructor'), maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(name, fc.constantFrom('session', 'withdrawals', 'self-control', 'bets'), async (raw, what) => {
        const response = await app.inject({ method: 'POST', url: `/__mock/players/${raw}/${what}`, headers: { 'content-type': 'application/json' }, payload: '{}' });
        expect(response.statusCode, `${raw}: ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

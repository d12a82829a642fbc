import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminContract } from '../../contract.ts';
import { admin, call, testApp } from '../../testing/app.ts';
import { bearer, loginAs } from '../../testing/players.ts';

const adjust = async (app: FastifyInstance, body: unknown) => {
  const response = await admin(app, 'POST', '/__mock/wallets/adjust', body);
  if (response.statusCode === 200) adminContract.AdjustWalletResponse.parse(response.json());
  return response;
};

const balances = async (app: FastifyInstance, loginName = 'qcplayer01') => {
  const { access_token } = await loginAs(app, loginName);
  return (await call(app, 'getBalance', { headers: bearer(access_token) })).json().data;
};

describe('POST /__mock/wallets/adjust', () => {
  it('moves money into COMMON JPY by default and answers the new balance; the API reads it', async () => {
    const app = await testApp();
    const response = await adjust(app, { loginName: 'QCPlayer01', amount: 10_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      loginName: 'qcplayer01',
      transactionId: expect.stringMatching(/^tx-/),
      replayed: false,
      wallet: { walletType: 'COMMON', currency: 'JPY', amount: 135_000 },
      wallets: [
        { walletType: 'COMMON', currency: 'JPY', amount: 135_000 },
        { walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 },
      ],
    });
    expect(await balances(app)).toEqual(response.json().wallets);
  });

  it('takes money out of a chosen wallet, to the cent, never below zero (409)', async () => {
    const app = await testApp();
    const out = await adjust(app, { loginName: 'qcplayer01', amount: -2_500.5, walletType: 'PROMOTION', currency: 'JPY' });
    expect(out.json().wallet).toEqual({ walletType: 'PROMOTION', currency: 'JPY', amount: 2_499.5 });
    const tooMuch = await adjust(app, { loginName: 'qcplayer01', amount: -2_499.51, walletType: 'PROMOTION' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ error: "amount: qcplayer01's PROMOTION JPY wallet holds 2499.5, cannot take 2499.51" });
    expect((await adjust(app, { loginName: 'qcplayer01', amount: -2_499.5, walletType: 'PROMOTION' })).json().wallet.amount).toBe(0);
  });

  it('counts a repeated idempotency key once and answers the first result; another adjustment under it is 409', async () => {
    const app = await testApp();
    const body = { loginName: 'qcplayer01', amount: 1_000, idempotencyKey: 'qa-1' };
    const first = (await adjust(app, body)).json();
    await adjust(app, { loginName: 'qcplayer01', amount: 1 });
    const again = (await adjust(app, body)).json();
    expect(again).toMatchObject({ replayed: true, transactionId: first.transactionId, wallet: first.wallet });
    expect(again.wallets[0].amount).toBe(126_001);
    const conflict = await adjust(app, { ...body, amount: 2_000 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toMatch(/^idempotencyKey: /);
  });

  it('answers 404 for an unknown player or a wallet the player does not hold, 400 for a bad amount', async () => {
    const app = await testApp();
    const unknown = await adjust(app, { loginName: 'qcnobody01', amount: 5 });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'no player qcnobody01' }]);
    const usd = await adjust(app, { loginName: 'qcplayer01', amount: 5, currency: 'USD' });
    expect([usd.statusCode, usd.json()]).toEqual([404, { error: 'qcplayer01 holds no COMMON USD wallet' }]);
    for (const amount of [0, 0.001]) {
      const bad = await adjust(app, { loginName: 'qcplayer01', amount });
      expect([bad.statusCode, bad.json().error]).toEqual([400, 'amount: not 0, and at most 2 decimals in JPY']);
    }
    const invalid = await adjust(app, { loginName: 'qcplayer01', amount: '5', extra: true });
    expect(invalid.statusCode).toBe(400);
    expect(await balances(app)).toEqual([
      { walletType: 'COMMON', currency: 'JPY', amount: 125_000 },
      { walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 },
    ]);
  });

  it('acts on the caller session only', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount: 7 }, 'other');
    expect((await balances(app))[0].amount).toBe(125_000);
  });

  it('any amount, wallet and currency gets an answer under 500, and the books stay balanced', async () => {
    const app = await testApp();
    const body = fc.record({
      loginName: fc.constantFrom('qcplayer01', 'qcnobody01'),
      amount: fc.oneof(fc.double(), fc.integer({ min: -200_000, max: 200_000 }).map((n) => n / 100)),
      walletType: fc.constantFrom('COMMON', 'PROMOTION'),
      currency: fc.constantFrom('JPY', 'USD', 'BTC'),
      idempotencyKey: fc.option(fc.constantFrom('a', 'b'), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await adjust(app, payload);
        expect([200, 400, 404, 409], response.body).toContain(response.statusCode);
      }),
      { numRuns: 60 },
    );
    const state = app.mock.sessions.get('default').state;
    const net = state.wallet.transactions.filter((t) => t.currency === 'JPY').flatMap((t) => t.postings).reduce((sum, p) => sum + p.amount, 0);
    expect(net).toBe(0);
  });
});

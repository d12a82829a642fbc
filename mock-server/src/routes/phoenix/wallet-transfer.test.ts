import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.ts';
import { playerSession } from '../../testing/players.ts';

describe('transfer between wallets', () => {
  it('moves money between COMMON and PROMOTION and answers the wallets after; a retry moves nothing twice', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const moved = (await as('transferBetweenWallets', { from: 'PROMOTION', to: 'COMMON', amount: 5_000, idempotencyKey: 'promo-to-main' })).json();
    expect(moved).toMatchObject({ code: 200, data: { from: 'PROMOTION', to: 'COMMON', amount: 5000, currency: 'JPY' } });
    expect(moved.data.wallets).toEqual([
      { walletType: 'COMMON', currency: 'JPY', amount: 130_000 },
      { walletType: 'PROMOTION', currency: 'JPY', amount: 0 },
    ]);
    expect((await as('transferBetweenWallets', { from: 'PROMOTION', to: 'COMMON', amount: 5_000, idempotencyKey: 'promo-to-main' })).json().data.transactionId).toBe(moved.data.transactionId);
    expect((await as('getBalance')).json().data.map((w: { amount: number }) => w.amount)).toEqual([130_000, 0]);
  });

  it('refuses more than the wallet holds, a bad amount, the same wallet and a reused key, each in its own words', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const code = async (body: object) => (await as('transferBetweenWallets', { from: 'COMMON', to: 'PROMOTION', idempotencyKey: `k-${Math.random()}`, ...body })).json();
    expect(await code({ amount: 125_000.01 })).toMatchObject({ code: 102202, success: false });
    expect(await code({ amount: 0.001 })).toMatchObject({ code: 102201 });
    expect(await code({ amount: 10, to: 'COMMON' })).toMatchObject({ code: 400, msg: expect.stringMatching(/^to: /) });
    expect(await code({ amount: 10, currency: 'USD' })).toMatchObject({ code: 102311 });
    expect(await code({ amount: 0 })).toMatchObject({ code: 400 });
    await as('transferBetweenWallets', { from: 'COMMON', to: 'PROMOTION', amount: 10, idempotencyKey: 'once-only' });
    expect(await code({ amount: 20, idempotencyKey: 'once-only' })).toMatchObject({ code: 102320 });
  });
});

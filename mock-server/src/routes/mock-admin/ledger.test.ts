import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { bearer, loginAs } from '../../testing/players.ts';

describe('GET /__mock/ledger', () => {
  it('lists the player’s entries and balances that are their sums, equal to what the API answers', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount: 10_000 });
    await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount: -2_500.5, walletType: 'PROMOTION' });
    const ledger = (await admin(app, 'GET', '/__mock/ledger?loginName=QCPLAYER01')).json();
    expect(ledger.loginName).toBe('qcplayer01');
    expect(ledger.entries.map((e: { walletType: string; amount: number; kind: string; ref: null }) => [e.walletType, e.amount, e.kind, e.ref])).toEqual([
      ['COMMON', 125_000, 'opening', null],
      ['PROMOTION', 5_000, 'opening', null],
      ['COMMON', 10_000, 'adjustment', null],
      ['PROMOTION', -2_500.5, 'adjustment', null],
    ]);
    expect(ledger.balances).toEqual([
      { walletType: 'COMMON', currency: 'JPY', amount: 135_000 },
      { walletType: 'PROMOTION', currency: 'JPY', amount: 2_499.5 },
    ]);
    const { access_token } = await loginAs(app, 'qcplayer01');
    expect((await call(app, 'getBalance', { headers: bearer(access_token) })).json().data).toEqual(ledger.balances);
  });

  it('shows a wallet just opened at 0, and answers 404 for nobody and 400 without a name', async () => {
    const app = await testApp();
    const { access_token } = await loginAs(app, 'qcplayer01');
    await call(app, 'createCurrencyAccount', { headers: bearer(access_token), body: { currency: 'USD' } });
    expect((await admin(app, 'GET', '/__mock/ledger?loginName=qcplayer01')).json().balances).toContainEqual({ walletType: 'PROMOTION', currency: 'USD', amount: 0 });
    const nobody = await admin(app, 'GET', '/__mock/ledger?loginName=qcnobody01');
    expect([nobody.statusCode, nobody.json()]).toEqual([404, { error: 'no player qcnobody01' }]);
    const missing = await admin(app, 'GET', '/__mock/ledger');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/loginName/);
  });
});

import { describe, expect, it } from 'vitest';
import { admin, testApp } from '../../testing/app.ts';
import { advanceClock, playerSession } from '../../testing/players.ts';

const MINUTE = 60_000;

describe('deposit operations', () => {
  it('lists the channels with the seeded monthly limit and no break', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const { data } = (await as('getDepositChannels')).json();
    expect(data.channels.map((c: { channel: string }) => c.channel)).toEqual(['BANK', 'VIRTUAL', 'BUY_CRYPTO']);
    expect(data.channels[0]).toEqual({ channel: 'BANK', currency: 'JPY', minAmount: 1000, maxAmount: 1000000, presets: [5000, 10000, 30000, 50000], settleMinutes: 3 });
    expect(data.limits).toEqual([{ period: 'MONTHLY', limit: 300000, used: 0, remaining: 300000, currency: 'JPY', resetsAt: expect.any(String) }]);
    expect(data.break).toBeNull();
    expect((await as('getDepositBanks')).json().data).toContainEqual({ bankCode: '0009', bankName: '三井住友銀行', bankNameEn: 'Sumitomo Mitsui Banking Corporation' });
  });

  it('a bank order carries the account to transfer to, is pending, then paid after 3 minutes on the clock', async () => {
    const app = await testApp();
    let as = await playerSession(app);
    const order = (await as('createBankDeposit', { bankCode: '0009', amount: 10000 })).json().data;
    expect(order).toMatchObject({ channel: 'BANK', status: 'PENDING', amount: 10000, currency: 'JPY', settledAt: null, crypto: null, payUrl: null });
    expect(order.bankAccount).toMatchObject({ bankName: '三井住友銀行', branchName: '渋谷駅前支店', accountType: 'ORDINARY', accountNumber: '7654321', accountHolderKana: 'カ）キユーシーカジノ' });
    expect(order.reference).toMatch(/^\d{6}$/);
    expect((await as('getDepositChannels')).json().data.limits[0]).toMatchObject({ used: 10000, remaining: 290000 });

    await advanceClock(app, 3 * MINUTE);
    as = await playerSession(app);
    expect((await as('getDepositOrder', { orderId: order.orderId })).json().data).toMatchObject({ status: 'PAID', settledAt: expect.any(String) });
    expect((await as('getBalance')).json().data[0]).toEqual({ walletType: 'COMMON', currency: 'JPY', amount: 135000 });
  });

  it("refuses an amount outside the channel's range and over the limit, with the facts in data", async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('createBankDeposit', { bankCode: '0009', amount: 999 })).json()).toMatchObject({ code: 102101, data: { minAmount: 1000, maxAmount: 1000000, currency: 'JPY' } });
    expect((await as('startBuyCrypto', { amount: 500001, returnPath: '/account/deposit' })).json()).toMatchObject({ code: 102102, data: { maxAmount: 500000 } });
    await as('createBankDeposit', { bankCode: '0009', amount: 250000 });
    const refused = (await as('createBankDeposit', { bankCode: '0001', amount: 60000 })).json();
    expect(refused).toMatchObject({ code: 102103, success: false, data: { period: 'MONTHLY', limit: 300000, used: 250000, remaining: 50000, currency: 'JPY' } });
    expect(refused.msg).toBe('ご自身で設定した入金上限を超えるため入金できません');
  });

  it('refuses deposits during a cooling-off and a self-exclusion, saying until when', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const { coolingOffUntil } = (await as('setSelfControl', { type: 'COOLING_OFF', days: 1 })).json().data;
    expect((await as('createBankDeposit', { bankCode: '0009', amount: 10000 })).json()).toMatchObject({ code: 102104, data: { type: 'COOLING_OFF', until: coolingOffUntil } });
    expect((await as('getDepositChannels')).json().data.break).toEqual({ type: 'COOLING_OFF', until: coolingOffUntil });
    const { selfExclusionUntil } = (await as('setSelfControl', { type: 'SELF_EXCLUSION', days: 180 })).json().data;
    expect((await as('createCryptoDeposit', { amount: 10000, currency: 'BTC', network: 'BITCOIN' })).json()).toMatchObject({ code: 102105, data: { type: 'SELF_EXCLUSION', until: selfExclusionUntil } });
  });

  it('a crypto order carries the address, the coin amount and the QR URI; a wrong network is a 400 naming it', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const { data } = (await as('createCryptoDeposit', { amount: 30000, currency: 'USDT', network: 'TRON' })).json();
    expect(data.crypto).toMatchObject({ currency: 'USDT', network: 'TRON', cryptoAmount: 198.42, rate: 151.2 });
    expect(data.crypto.paymentUri).toBe(`usdt:${data.crypto.address}?amount=198.42`);
    const wrong = await as('createCryptoDeposit', { amount: 30000, currency: 'BTC', network: 'TRON' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('network: BTC is sent on BITCOIN');
    expect((await as('createBankDeposit', { bankCode: '9999', amount: 10000 })).json().msg).toMatch(/^bankCode: /);
    expect((await as('createBankDeposit', { bankCode: '0009', amount: 100.5 })).statusCode).toBe(400);
  });

  it("another player's order is as unknown as none", async () => {
    const app = await testApp();
    const player = await playerSession(app);
    const { orderId } = (await player('createBankDeposit', { bankCode: '0009', amount: 10000 })).json().data;
    const other = await playerSession(app, 'qctransfer01');
    expect((await other('getDepositOrder', { orderId })).json()).toMatchObject({ code: 102106 });
    expect((await player('getDepositOrder', { orderId: 'D20990101000001' })).json()).toMatchObject({ code: 102106 });
  });

  it('buy-crypto: the provider page pays the order and sends the browser back to the site', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const order = (await as('startBuyCrypto', { amount: 10000, returnPath: '/account/deposit' })).json().data;
    expect(order.payUrl).toBe(`/__mock/buy-crypto/${order.orderId}`);
    const page = await app.inject({ method: 'GET', url: order.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('¥10,000');
    const paid = await app.inject({ method: 'POST', url: order.payUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=pay' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/account/deposit?depositOrderId=${order.orderId}`);
    expect((await as('getDepositOrder', { orderId: order.orderId })).json().data.status).toBe('PAID');
    // Paid: the page is gone, and paying again changes nothing.
    expect((await app.inject({ method: 'GET', url: order.payUrl })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: order.payUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=pay' })).statusCode).toBe(400);
    expect((await as('getBalance')).json().data[0].amount).toBe(135000);

    const cancelled = (await as('startBuyCrypto', { amount: 10000, returnPath: '/account/deposit' })).json().data;
    await app.inject({ method: 'POST', url: cancelled.payUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=cancel' });
    expect((await as('getDepositOrder', { orderId: cancelled.orderId })).json().data.status).toBe('FAILED');
    expect((await as('startBuyCrypto', { amount: 10000, returnPath: 'https://evil.example/' })).statusCode).toBe(400);
    expect((await admin(app, 'GET', '/__mock/orders?loginName=qcplayer01')).json().orders).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { pushForEvent } from '../../plugins/socket.ts';
import { identityApproved, testApp } from '../../testing/app.ts';
import { advanceClock, playerSession } from '../../testing/players.ts';

const BANK = { amount: 30_000, currency: 'JPY', bankName: 'みずほ銀行', branchName: '渋谷支店', accountType: 'ORDINARY', accountNumber: '1234567', accountHolder: 'ヤマダ タロウ' };
const CRYPTO = { amount: 10_000, coin: 'USDT', network: 'TRON', address: 'TQ2n8yKq5wZ7a3C9dXbVwKc1mJfR4sH6tP' };
const common = (wallets: { walletType: string; amount: number }[]) => wallets.find((w) => w.walletType === 'COMMON')!.amount;

describe('withdrawal', () => {
  it('a bank withdrawal holds the amount at once, is the current order, and cancel gives it back', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const created = (await as('createBankWithdrawal', { ...BANK, idempotencyKey: 'bank-0001' })).json();
    expect(created).toMatchObject({ code: 200, data: { status: 'PENDING', amount: 30000, fee: 500, receiveAmount: 29500, cancellable: true, destination: { kind: 'BANK', accountNumber: '****567' } } });
    expect(common((await as('getBalance')).json().data)).toBe(95_000);
    expect((await as('getCurrentWithdrawal')).json().data).toEqual(created.data);
    const config = (await as('getWithdrawConfig')).json().data;
    expect(config).toMatchObject({ currency: 'JPY', available: 95_000, dailyCountLeft: 4, dailyAmountLeft: 2_970_000, identityApproved: false });

    // A retry of the same create answers the same order and holds nothing more; another one waits for the first.
    expect((await as('createBankWithdrawal', { ...BANK, idempotencyKey: 'bank-0001' })).json().data.orderId).toBe(created.data.orderId);
    expect((await as('createBankWithdrawal', { ...BANK, idempotencyKey: 'bank-0002' })).json()).toMatchObject({ code: 102304, success: false });
    expect((await as('createBankWithdrawal', { ...BANK, amount: 1, idempotencyKey: 'bank-0001' })).json().code).toBe(102320);

    expect((await as('cancelWithdrawal', { orderId: 'W-someone-else' })).json().code).toBe(102306);
    expect((await as('cancelWithdrawal', { orderId: created.data.orderId })).json().data).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(common((await as('getBalance')).json().data)).toBe(125_000);
    expect((await as('cancelWithdrawal', { orderId: created.data.orderId })).json().code).toBe(102307);
    expect((await as('getCurrentWithdrawal')).json().data).toBeNull();
  });

  it('says which limit an amount missed, and refuses a holder not in katakana', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const refused = async (body: object) => (await as('createBankWithdrawal', { ...BANK, idempotencyKey: `k-${Math.random()}`, ...body })).json();
    expect(await refused({ amount: 999 })).toMatchObject({ code: 102301, data: { minAmount: 1000, maxAmount: 1_000_000, currency: 'JPY' } });
    expect(await refused({ amount: 1_000_001 })).toMatchObject({ code: 102302 });
    expect(await refused({ amount: 125_001 })).toMatchObject({ code: 102303 });
    expect(await refused({ accountHolder: 'Yamada Taro' })).toMatchObject({ code: 102310 });
    expect(await refused({ currency: 'USD' })).toMatchObject({ code: 102311 });
    expect(await refused({ amount: 1_000.001 })).toMatchObject({ code: 400, msg: expect.stringMatching(/^amount: /) });
    expect(await refused({ accountNumber: '12345' })).toMatchObject({ code: 400, msg: expect.stringMatching(/accountNumber/) });
  });

  it('every crypto withdrawal needs approved identity documents (the refusal names the threshold); then it goes through', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('createVirtualWithdrawal', { ...CRYPTO, idempotencyKey: 'crypto-0001' })).json()).toMatchObject({ code: 102305, data: { identityRequiredAbove: 0 } });
    const { headers } = await identityApproved({})(app, 'default');
    const approved = (operationId: 'createVirtualWithdrawal' | 'getWithdrawConfig', body: object) => app.inject({ method: 'POST', url: operationId === 'getWithdrawConfig' ? '/api/phoenix/withdraw/currency/config' : '/api/phoenix/withdraw/virtual/create', headers, payload: body });
    expect((await approved('getWithdrawConfig', {})).json().data.identityApproved).toBe(true);
    expect((await approved('createVirtualWithdrawal', { ...CRYPTO, address: '0x52908400098527886E0F7030069857D2E4169EE7', idempotencyKey: 'crypto-0002' })).json().code).toBe(102309);
    expect((await approved('createVirtualWithdrawal', { ...CRYPTO, idempotencyKey: 'crypto-0003' })).json()).toMatchObject({ code: 200, data: { channel: 'CRYPTO', fee: 100, receiveAmount: 9900 } });
  });

  it('cooling-off and self-exclusion never block a withdrawal', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    await as('setSelfControl', { type: 'SELF_EXCLUSION', days: 180 });
    expect((await as('createBankWithdrawal', { ...BANK, idempotencyKey: 'excluded-0001' })).json()).toMatchObject({ code: 200, data: { status: 'PENDING' } });
  });

  it('lists both channels with their currencies and address patterns; the daily count starts again at midnight in Japan', async () => {
    const app = await testApp();
    let as = await playerSession(app);
    const channels = (await as('getWithdrawChannels')).json().data;
    expect(channels.map((c: { channel: string; currencies: string[] }) => [c.channel, c.currencies])).toEqual([
      ['BANK', ['JPY']],
      ['CRYPTO', ['JPY', 'USD', 'USDT']],
    ]);
    const tron = channels[1].networks.find((n: { network: string }) => n.network === 'TRON');
    expect(new RegExp(tron.addressPattern).test(tron.addressExample)).toBe(true);
    const order = (await as('createBankWithdrawal', { ...BANK, idempotencyKey: 'daily-0001' })).json().data;
    await as('cancelWithdrawal', { orderId: order.orderId });
    expect((await as('getWithdrawConfig')).json().data.dailyCountLeft).toBe(5);
    await as('createBankWithdrawal', { ...BANK, idempotencyKey: 'daily-0002' });
    expect((await as('getWithdrawConfig')).json().data.dailyCountLeft).toBe(4);
    await advanceClock(app, 86_400_000);
    as = await playerSession(app);
    expect((await as('getWithdrawConfig')).json().data.dailyCountLeft).toBe(5);
  });

  it('a status change is pushed on the withdraw topic, paid as SUCCESS and rejected as FAILED', () => {
    const base = { id: 1, at: Date.parse('2026-11-22T01:00:00Z'), type: 'withdrawal-changed', accountId: '7', orderId: 'W202611220001', amount: 30000, currency: 'JPY' } as const;
    expect(pushForEvent({ ...base, status: 'PAID' })).toEqual({ topic: 'withdraw', playerId: '7', data: { orderNo: 'W202611220001', amount: 30000, currency: 'JPY', status: 'SUCCESS', time: '2026-11-22T01:00:00.000Z' } });
    expect(pushForEvent({ ...base, status: 'REJECTED' })?.data).toMatchObject({ status: 'FAILED' });
  });
});

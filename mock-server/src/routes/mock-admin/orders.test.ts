import { describe, expect, it } from 'vitest';
import { adminContract } from '../../contract.ts';
import { admin, call, testApp } from '../../testing/app.ts';
import { advanceClock, bearer, loginAs, playerSession } from '../../testing/players.ts';
import { listeningApp } from '../../testing/server.ts';
import { connect } from '../../testing/sockets.ts';

const settle = (app: Awaited<ReturnType<typeof testApp>>, orderId: string, status: string) => admin(app, 'POST', `/__mock/orders/${orderId}/settle`, { status });

describe('/__mock/orders', () => {
  it("lists the session's orders newest first, by player and kind", async () => {
    const app = await testApp();
    const player = await playerSession(app);
    const first = (await player('createBankDeposit', { bankCode: '0009', amount: 10000 })).json().data;
    const second = (await player('createCryptoDeposit', { amount: 30000, currency: 'ETH', network: 'ETHEREUM' })).json().data;
    const listed = await admin(app, 'GET', '/__mock/orders?loginName=qcplayer01&kind=deposit');
    expect(listed.statusCode).toBe(200);
    const { orders } = adminContract.ListOrdersResponse.parse(listed.json());
    expect(orders.map((o) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect(orders[1]).toEqual({
      orderId: first.orderId,
      kind: 'deposit',
      loginName: 'qcplayer01',
      status: 'PENDING',
      amount: 10000,
      currency: 'JPY',
      channel: 'BANK',
      createdAt: first.createdAt,
      settledAt: null,
    });
    expect((await admin(app, 'GET', '/__mock/orders?kind=withdraw')).json()).toEqual({ orders: [] });
    expect((await admin(app, 'GET', '/__mock/orders?loginName=qcnobody01')).statusCode).toBe(404);
    expect((await admin(app, 'GET', '/__mock/orders?kind=refund')).statusCode).toBe(400);
  });

  it('settles a pending order once: paid credits the wallet, a second settle is 409, an unknown order 404', async () => {
    const app = await testApp();
    const player = await playerSession(app);
    const { orderId } = (await player('createBankDeposit', { bankCode: '0009', amount: 10000 })).json().data;
    const paid = await settle(app, orderId, 'paid');
    expect(paid.statusCode).toBe(200);
    expect(adminContract.SettleOrderResponse.parse(paid.json())).toMatchObject({ orderId, status: 'PAID', settledAt: expect.any(String) });
    expect((await player('getBalance')).json().data[0].amount).toBe(135000);

    const again = await settle(app, orderId, 'paid');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: `order ${orderId} is PAID already` });
    expect((await settle(app, orderId, 'failed')).statusCode).toBe(409);
    expect((await player('getBalance')).json().data[0].amount).toBe(135000);

    expect((await settle(app, 'D20990101000001', 'paid')).statusCode).toBe(404);
    expect((await settle(app, 'W20990101000001', 'paid')).json()).toEqual({ error: 'no order W20990101000001' });
    expect((await settle(app, 'nonsense', 'paid')).statusCode).toBe(404);
    expect((await settle(app, orderId, 'refunded')).statusCode).toBe(400);
  });

  it('rejected moves no money; an order that paid itself meanwhile is settled already', async () => {
    const app = await testApp();
    const player = await playerSession(app);
    const rejected = (await player('createBankDeposit', { bankCode: '0009', amount: 10000 })).json().data;
    expect((await settle(app, rejected.orderId, 'rejected')).json()).toMatchObject({ status: 'REJECTED' });
    const late = (await player('createBankDeposit', { bankCode: '0009', amount: 20000 })).json().data;
    await advanceClock(app, 3 * 60_000);
    expect((await settle(app, late.orderId, 'failed')).statusCode).toBe(409);
    const { orders } = (await admin(app, 'GET', '/__mock/orders')).json();
    expect(orders.map((o: { status: string }) => o.status)).toEqual(['PAID', 'REJECTED']);
  });
});

describe('deposit pushes', () => {
  it('the player hears the order pending, then paid, with the wallet in between', async () => {
    const { app, base } = await listeningApp();
    const { access_token: token } = await loginAs(app, 'qcplayer01', { session: 'dep-a' });
    const client = await connect(base, '?mockSession=dep-a');
    client.send({ type: 'connection_init', payload: { token } });
    expect(await client.next()).toEqual({ type: 'connection_ack' });
    client.send({ type: 'subscribe', id: 'd1', payload: { topic: 'deposit' } });
    client.send({ type: 'subscribe', id: 'w1', payload: { topic: 'wallet' } });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });

    const created = await call(app, 'createBankDeposit', { session: 'dep-a', headers: bearer(token), body: { bankCode: '0009', amount: 10000 } });
    const { orderId } = created.json().data;
    expect(await client.next()).toEqual({
      type: 'next',
      id: 'd1',
      payload: { topic: 'deposit', data: { orderNo: orderId, channel: 'BANK', amount: 10000, currency: 'JPY', status: 'PENDING', time: expect.any(String) } },
    });
    await admin(app, 'POST', `/__mock/orders/${orderId}/settle`, { status: 'paid' }, 'dep-a');
    expect(await client.next()).toMatchObject({ id: 'w1', payload: { topic: 'wallet', data: { walletType: 'COMMON', amount: 135000 } } });
    expect(await client.next()).toMatchObject({ id: 'd1', payload: { topic: 'deposit', data: { orderNo: orderId, status: 'PAID' } } });
    client.close();
    await app.close();
  });
});

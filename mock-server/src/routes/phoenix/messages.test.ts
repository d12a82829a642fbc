import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { SEEDED_PASSWORD } from '../../domain/identity/seed.ts';
import { encryptedFor } from '../../testing/crypto.ts';
import { bearer, loginAs } from '../../testing/players.ts';
import { listeningApp } from '../../testing/server.ts';
import { connect } from '../../testing/sockets.ts';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function asPlayer(session: string) {
  const app = await testApp();
  await admin(app, 'POST', '/__mock/reset', {}, session);
  const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
  const as = (operationId: Parameters<typeof call>[1], body: unknown = {}, extra: Record<string, string> = {}) => call(app, operationId, { session, headers: { ...headers, ...extra }, body });
  return { app, as };
}

describe('station messages', () => {
  it('a paid deposit writes a notice in every language, stamped when it was paid, with a link', async () => {
    const { app, as } = await asPlayer('notices-deposit');
    const order = (await as('createBankDeposit', { bankCode: '0009', amount: 10_000 })).json().data;
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 4 * 60_000 }, 'notices-deposit');
    // The next call of the player's settles the deposit (paid 3 minutes after it opened) and writes the notice.
    expect((await as('getUnreadNoticeCount')).json().data).toEqual({ unreadCount: 0, importantUnread: 0 });
    const list = (await as('getNotices')).json().data;
    expect(list).toMatchObject({ total: 1, unreadCount: 1 });
    expect(list.records[0]).toMatchObject({ category: 'MONEY', title: 'ご入金が完了しました', readStatus: 'UNREAD', important: false, linkPath: '/account/records' });
    expect(list.records[0].msgContent).toContain('¥10,000');
    expect(list.records[0].msgContent).toContain(order.orderId);
    const english = (await as('getNotice', { recordId: list.records[0].recordId }, { 'accept-language': 'en-US' })).json().data;
    expect(english.title).toBe('Your deposit has arrived');
    expect(Date.parse(list.records[0].createdAt) - Date.parse(order.createdAt)).toBe(3 * 60_000);
  });

  it('QA publishes to one player or everyone; read one, read all; the unread count follows', async () => {
    const { app, as } = await asPlayer('notices-qa');
    const one = await admin(app, 'POST', '/__mock/notices', { loginName: 'qcplayer01', title: '重要', content: '本文', important: true }, 'notices-qa');
    expect(one.statusCode).toBe(200);
    const everyone = (await admin(app, 'POST', '/__mock/notices', { loginName: '*', title: { 'ja-JP': 'お知らせ', 'en-US': 'News', 'zh-CN': '通知' }, content: 'x', linkPath: '/promo' }, 'notices-qa')).json();
    expect(everyone.published.length).toBeGreaterThan(5);
    expect((await as('getUnreadNoticeCount')).json().data).toEqual({ unreadCount: 2, importantUnread: 1 });
    const important = (await as('getNotices', { readStatus: 'UNREAD', important: true })).json().data.records;
    expect(important).toHaveLength(1);
    expect(important[0]).toMatchObject({ title: '重要', msgContent: '本文', category: 'NEWS', important: true });
    expect((await as('markNoticesRead', { recordIds: [important[0].recordId] })).json().data).toEqual({ marked: 1, unreadCount: 1 });
    expect((await as('markNoticesRead', { recordIds: [important[0].recordId] })).json().data).toEqual({ marked: 0, unreadCount: 1 });
    // Someone else's notice is not found, and nothing is marked.
    const others = everyone.published.find((p: { loginName: string }) => p.loginName !== 'qcplayer01').recordId;
    expect((await as('markNoticesRead', { recordIds: [others] })).json().code).toBe(107201);
    expect((await as('getNotice', { recordId: others })).json().code).toBe(107201);
    expect((await as('markNoticesRead', { all: true })).json().data).toEqual({ marked: 1, unreadCount: 0 });
    expect((await as('getNotices', { readStatus: 'HAVE_READ' })).json().data.total).toBe(2);
    expect((await as('markNoticesRead', {})).statusCode).toBe(400);
    expect((await admin(app, 'POST', '/__mock/notices', { loginName: 'qcnobody01', title: 'x', content: 'x' }, 'notices-qa')).statusCode).toBe(404);
  });

  it('a new notice is pushed on `notice` with the unread count', async () => {
    const { app, base } = await listeningApp();
    const token = (await loginAs(app, 'qcplayer01', { session: 'notices-push' })).access_token;
    const client = await connect(base, '?mockSession=notices-push');
    client.send({ type: 'connection_init', payload: { token } });
    expect(await client.next()).toEqual({ type: 'connection_ack' });
    client.send({ type: 'subscribe', id: 'n1', payload: { topic: 'notice' } });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    await admin(app, 'POST', '/__mock/notices', { loginName: 'qcplayer01', title: { 'ja-JP': 'あ', 'en-US': 'a', 'zh-CN': '啊' }, content: 'x' }, 'notices-push');
    expect(await client.next()).toEqual({ type: 'next', id: 'n1', payload: { topic: 'notice', data: { recordId: 1001, title: { 'ja-JP': 'あ', 'en-US': 'a', 'zh-CN': '啊' }, important: false, unreadCount: 1 } } });
    client.close();
  });

  it('an identity review writes a notice: approved, or rejected (important) with its reason', async () => {
    const { app, as } = await asPlayer('notices-kyc');
    const { picture } = await import('../../testing/pictures.ts');
    await as('uploadIdDocument', { documentType: 'PASSPORT', side: 'FRONT', mimeType: 'image/png', image: await picture('png') });
    await admin(app, 'POST', '/__mock/kyc/review', { loginName: 'qcplayer01', status: 'REJECTED', reason: 'EXPIRED' }, 'notices-kyc');
    const [notice] = (await as('getNotices')).json().data.records;
    expect(notice).toMatchObject({ category: 'ACCOUNT', important: true, title: '本人確認書類をご確認ください', linkPath: '/account/verification' });
    expect(notice.msgContent).toContain('有効期限');
  });
});

describe('login records', () => {
  it('each login with its time, device, how and whether the device was new; a renewal is not one', async () => {
    const app = await testApp();
    const session = 'login-records';
    await admin(app, 'POST', '/__mock/reset', {}, session);
    const viaChrome = await call(app, 'login', { session, headers: { 'user-agent': CHROME_WINDOWS }, body: await passwordBody(app, session, 'desk') });
    expect(viaChrome.json().code).toBe(200);
    await call(app, 'login', { session, headers: { 'user-agent': CHROME_WINDOWS }, body: await passwordBody(app, session, 'desk') });
    const phone = await call(app, 'login', { session, headers: { 'user-agent': SAFARI_IPHONE }, body: await passwordBody(app, session, 'phone') });
    await call(app, 'login', { session, body: { grantType: 'refresh_token', refresh_token: phone.json().data.refresh_token } });
    const headers = bearer(phone.json().data.access_token);
    const records = (await call(app, 'getLoginRecords', { session, headers, body: { pageSize: 10 } })).json().data;
    expect(records.total).toBe(3);
    expect(records.records.map((r: { method: string; device: string; newDevice: boolean }) => [r.method, r.device, r.newDevice])).toEqual([
      ['PASSWORD', 'Safari (iPhone)', true],
      ['PASSWORD', 'Chrome (Windows)', false],
      ['PASSWORD', 'Chrome (Windows)', true],
    ]);
  });
});

/** The password grant's body for qcplayer01 from a device id, as the site sends it. */
async function passwordBody(app: Awaited<ReturnType<typeof testApp>>, session: string, deviceId: string) {
  const password = await encryptedFor(app, SEEDED_PASSWORD, session);
  return { grantType: 'password', loginType: 1, loginName: 'qcplayer01', password, merchantCode: 'QCJP', deviceId };
}

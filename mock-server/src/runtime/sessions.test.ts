import { describe, expect, it } from 'vitest';
import { call, testApp, validRequests } from '../testing/app.ts';
import { createSessionStore } from './sessions.ts';
import { sessionNameOf } from './session-names.ts';

describe('mock sessions', () => {
  it('are named by the x-mock-session header, then the mock-session cookie, else default', async () => {
    expect(sessionNameOf('e2e-1', 'other')).toEqual({ ok: true, name: 'e2e-1' });
    expect(sessionNameOf(undefined, undefined)).toEqual({ ok: true, name: 'default' });
    // The Cookie header as a browser sends it, read by @fastify/cookie: the session a call lands in.
    const app = await testApp();
    const sessionOf = async (headers: Record<string, string>) => (await app.inject({ method: 'POST', url: '/__mock/reset', headers })).json().session;
    expect(await sessionOf({ 'x-mock-session': 'e2e-1', cookie: 'mock-session=other' })).toBe('e2e-1');
    expect(await sessionOf({ cookie: 'a=1; mock-session=e2e-2; b=2' })).toBe('e2e-2');
    expect(await sessionOf({ cookie: 'not-mock-session=x' })).toBe('default');
    expect(await sessionOf({ cookie: 'mock-session=qa%3A1' })).toBe('qa:1');
    expect(await sessionOf({})).toBe('default');
  });

  it('refuse a name that breaks the rule (400 with the rule) instead of sharing `default`', async () => {
    const app = await testApp();
    for (const name of ['bad name', 'wow!', 'x'.repeat(101), '']) {
      const api = await call(app, 'getMarquee', { ...validRequests.getMarquee, headers: { 'x-mock-session': name } });
      expect(api.statusCode, name).toBe(400);
      expect(api.json()).toMatchObject({ success: false, code: 400, msg: expect.stringContaining('x-mock-session: not a valid mock session name') });
      const control = await app.inject({ method: 'GET', url: '/__mock/journal', headers: { 'x-mock-session': name } });
      expect(control.statusCode, name).toBe(400);
      expect(control.json().error).toContain('letter, a digit');
    }
    for (const cookie of ['mock-session=%', 'mock-session=%E0%A4%A', 'mock-session=a%20b']) {
      const control = await app.inject({ method: 'GET', url: '/__mock/journal', headers: { cookie } });
      expect(control.statusCode, cookie).toBe(400);
      expect(control.json().error).toContain('mock-session: not a valid mock session name');
    }
    // Nothing of those reached a session: default saw no calls.
    expect(app.mock.sessions.get('default').journal.size).toBe(0);
    const socket = await app.inject({ method: 'GET', url: '/ws/push?mockSession=no%20way' });
    expect(socket.statusCode).toBe(400);
  });

  it('keep their state apart', async () => {
    const app = await testApp();
    await call(app, 'addReferralLinkLog', { ...validRequests.addReferralLinkLog, session: 'a' });
    await call(app, 'getMarquee', { ...validRequests.getMarquee, session: 'a', headers: { prefer: 'code=1008' } });
    expect(app.mock.sessions.get('a').state.referralLinkLogs).toHaveLength(1);
    expect(app.mock.sessions.get('b').state.referralLinkLogs).toHaveLength(0);
    const cookieCall = await app.inject({ method: 'GET', url: '/__mock/journal', headers: { cookie: 'mock-session=a' } });
    expect(cookieCall.json().entries).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: '/__mock/journal', headers: { 'x-mock-session': 'b' } })).json().entries).toHaveLength(0);
  });

  it('start from the same baseline without sharing it', () => {
    const store = createSessionStore({ defaultSeed: 1 });
    const a = store.get('a');
    a.state.cms[0]!.title = 'changed';
    expect(store.get('b').state.cms[0]!.title).not.toBe('changed');
  });

  it('are capped: when full, the least recently used idle session makes room and its name is told on its next use', () => {
    let wall = 0;
    const store = createSessionStore({ defaultSeed: 1, limit: 2, idleMs: 1000, wallClock: () => wall });
    const a = store.get('a');
    wall = 10;
    store.get('b');
    expect(store.open('c')).toBeUndefined(); // nobody idle yet: refused, nobody evicted
    expect(store.size).toBe(2);
    wall = 1005; // a idle, b not yet
    const c = store.open('c');
    expect(c).toBeDefined();
    expect(store.get('b')).not.toBe(a);
    expect(store.size).toBe(2);
    wall = 3000;
    const again = store.get('a');
    expect(again).not.toBe(a);
    expect(store.takeEvictionNotice(again)).toBe(1005);
    expect(store.takeEvictionNotice(again)).toBeUndefined();
  });

  it('never evict default or a session with a live socket', () => {
    let wall = 0;
    const store = createSessionStore({ defaultSeed: 1, limit: 2, idleMs: 10, wallClock: () => wall });
    const main = store.get('default');
    const watched = store.get('watched');
    watched.sockets.add({ loginName: undefined, playerId: undefined, chatKey: undefined, deliver: () => true, watches: () => false, close: () => undefined });
    wall = 100;
    expect(store.open('newcomer')).toBeUndefined();
    expect(store.get('default')).toBe(main);
  });

  it('answer 429 with Retry-After when full, and say an eviction with x-mock-session-evicted', async () => {
    const app = await testApp({ sessionLimit: 2 });
    for (const name of ['one', 'two']) {
      expect((await app.inject({ method: 'GET', url: '/__mock/clock', headers: { 'x-mock-session': name } })).statusCode).toBe(200);
    }
    const full = await app.inject({ method: 'GET', url: '/__mock/clock', headers: { 'x-mock-session': 'three' } });
    expect(full.statusCode).toBe(429);
    expect(full.headers['retry-after']).toBe('60');
    expect(full.json().error).toContain('none has been idle');
    // The session of clients that name none, and the health check, still answer.
    expect((await app.inject({ method: 'GET', url: '/__mock/clock' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__mock/health', headers: { 'x-mock-session': 'four' } })).statusCode).toBe(200);
  });

  it('date every answer by the session clock, so the site and the server judge expiry by one time', async () => {
    const app = await testApp();
    const session = { 'x-mock-session': 'dated' };
    await app.inject({ method: 'POST', url: '/__mock/clock', headers: session, payload: { advanceMs: 3 * 3_600_000 } });
    const api = await call(app, 'getMarquee', { ...validRequests.getMarquee, session: 'dated' });
    const served = Date.parse(api.headers.date as string);
    expect(Math.abs(served - (Date.now() + 3 * 3_600_000))).toBeLessThan(2000);
    const other = await call(app, 'getMarquee', { ...validRequests.getMarquee, session: 'undated' });
    expect(Math.abs(Date.parse(other.headers.date as string) - Date.now())).toBeLessThan(2000);
  });
});

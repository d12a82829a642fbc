import { describe, expect, it } from 'vitest';
import { call, testApp, validRequests } from '../testing/app.ts';
import { createSessionStore, sessionNameOf } from './sessions.ts';

describe('mock sessions', () => {
  it('are named by the x-mock-session header, then the mock-session cookie, else default', () => {
    expect(sessionNameOf('e2e-1', 'mock-session=other')).toBe('e2e-1');
    expect(sessionNameOf(undefined, 'a=1; mock-session=e2e-2; b=2')).toBe('e2e-2');
    expect(sessionNameOf(undefined, 'not-mock-session=x')).toBe('default');
    expect(sessionNameOf(undefined, undefined)).toBe('default');
    expect(sessionNameOf('bad name with spaces', undefined)).toBe('default');
  });

  it('ignore a cookie that is not valid percent-encoding, rather than failing every route', async () => {
    expect(sessionNameOf(undefined, 'mock-session=%')).toBe('default');
    const app = await testApp();
    const api = await call(app, 'getMarquee', { ...validRequests.getMarquee, headers: { cookie: 'mock-session=%' } });
    expect(api.statusCode).toBe(200);
    const control = await app.inject({ method: 'GET', url: '/__mock/journal', headers: { cookie: 'mock-session=%E0%A4%A' } });
    expect(control.statusCode).toBe(200);
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

  it('are capped, evicting the least recently used', () => {
    const store = createSessionStore({ defaultSeed: 1, limit: 2 });
    const a = store.get('a');
    store.get('b');
    store.get('a');
    store.get('c');
    expect(store.size).toBe(2);
    expect(store.get('a')).toBe(a);
    expect(store.size).toBe(2);
  });
});

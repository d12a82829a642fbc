// Proxy mode against a second mock server in a process of its own, standing in for the real
// backend: player calls go through to it and come back as it answered; a request or an answer
// that breaks the contract is a violation on the call's journal entry and in the contract check;
// the answers recorded replay offline as a preset.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonErrorCodes, operations } from '../contract.ts';
import { buildCatalogue } from '../domain/shared/catalogue.ts';
import { admin, call, testApp, validRequests } from '../testing/app.ts';
import { startMockProcess, type MockProcess } from '../testing/mock-process.ts';
import { loadPresets } from './presets.ts';

let backend: MockProcess;

beforeAll(async () => {
  backend = await startMockProcess();
}, 90_000);

afterAll(() => backend?.stop());

/** A control call on the backend process, in a session. */
async function onBackend(method: string, path: string, session: string, body?: unknown): Promise<Response> {
  return fetch(`${backend.base}${path}`, {
    method,
    headers: { 'x-mock-session': session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const journalOf = async (app: FastifyInstance, session: string) => (await admin(app, 'GET', '/__mock/journal', undefined, session)).json().entries;

describe('npm run mock -- --proxy URL', () => {
  it('forwards a player call in its mock session and answers what the backend answered; the journal holds it with no violation', async () => {
    const app = await testApp({ proxy: backend.base });
    const session = 'proxy-forward';
    const answer = await call(app, 'getTimeZones', { session, headers: { 'accept-language': 'en-US' } });
    expect(answer.statusCode).toBe(200);
    const direct = await (await fetch(`${backend.base}/api/phoenix/user/open/common/timeZone`, { headers: { 'x-mock-session': session, 'accept-language': 'en-US' } })).json();
    expect(answer.json()).toEqual(direct);
    const [entry] = await journalOf(app, session);
    expect(entry).toMatchObject({ operation: 'getTimeZones', httpStatus: 200, code: 200, violations: [] });
    // It reached the backend, in the same mock session.
    expect(((await (await onBackend('GET', '/__mock/journal', session)).json()) as { entries: unknown[] }).entries).toHaveLength(2);
    expect((await admin(app, 'GET', '/__mock/contract-check')).json()).toMatchObject({ enabled: true, proxy: `${backend.base}/`, violations: [] });
    // Coverage counts what the backend's handler answered.
    expect((await admin(app, 'GET', '/__mock/coverage', undefined, session)).json().operations.find((op: { operationId: string }) => op.operationId === 'getTimeZones').calls).toBe(1);
  });

  it('reports an answer the backend altered to break the contract, on the journal entry and in the contract check', async () => {
    const app = await testApp({ proxy: backend.base });
    const session = 'proxy-broken';
    await onBackend('POST', '/__mock/scenarios', session, { operation: 'getBalance', data: [{ walletType: 'COMMON', currency: 'JPY', amount: 'lots' }] });
    const answer = await call(app, 'getBalance', { session, body: {} });
    expect(answer.json().data[0].amount).toBe('lots');
    const [entry] = await journalOf(app, session);
    expect(entry.violations).toEqual([expect.stringMatching(/^POST \/api\/phoenix\/user\/info\/balance answered HTTP 200: .*amount/)]);
    const check = (await admin(app, 'GET', '/__mock/contract-check')).json();
    expect(check.violations).toEqual([expect.objectContaining({ session, method: 'POST', path: '/api/phoenix/user/info/balance', status: 200 })]);
    // The backend's fault, not the mock's: no test of the mock fails for it.
    expect(app.mock.contractViolations).toEqual([]);
  });

  it('holds the request too: one that breaks the contract is forwarded as it is, and its violation is journalled', async () => {
    const app = await testApp({ proxy: backend.base });
    const session = 'proxy-request';
    const answer = await call(app, 'getMarquee', { session, body: { locale: 42 } });
    expect(answer.statusCode).toBe(400);
    const [entry] = await journalOf(app, session);
    expect(entry.violations).toEqual([expect.stringMatching(/^request: POST \/api\/phoenix\/message\/open\/marquee: body\/locale must be/)]);
  });

  it('answers what is armed on the proxy itself without the backend; a backend that does not answer is a 502 with its reason', async () => {
    const app = await testApp({ proxy: backend.base });
    const session = 'proxy-local';
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 10004 }, session);
    expect((await call(app, 'getMarquee', { session, body: { locale: 'ja-JP' } })).json().code).toBe(10004);
    expect(((await (await onBackend('GET', '/__mock/journal', session)).json()) as { entries: unknown[] }).entries).toEqual([]);

    const nowhere = await testApp({ proxy: 'http://127.0.0.1:9' });
    const down = await call(nowhere, 'getMarquee', { session, body: { locale: 'ja-JP' } });
    expect([down.statusCode, down.json().code]).toEqual([502, 500]);
    expect((await journalOf(nowhere, session))[0].violations).toContainEqual(expect.stringMatching(/^the backend did not answer/));
    expect((await admin(nowhere, 'GET', '/__mock/proxy/recording', undefined, session)).json().scenarios).toEqual([]);
  });

  it('records the answers as a preset that replays them offline, in order', async () => {
    const app = await testApp({ proxy: backend.base });
    const session = 'proxy-record';
    const calls = [
      () => call(app, 'getMarquee', { session, body: { locale: 'ja-JP' } }),
      () => call(app, 'login', { ...validRequests.login, session }),
      () => call(app, 'login', { session, body: { ...(validRequests.login.body as object), loginName: 'qcnobody01' } }),
    ];
    const online = [];
    for (const make of calls) online.push((await make()).json());
    expect(online.map((answer) => answer.code)).toEqual([200, 200, 100702]);
    const preset = (await admin(app, 'GET', '/__mock/proxy/recording', undefined, session)).json();
    expect(preset.scenarios.map((s: { operation: string }) => s.operation)).toEqual(['getMarquee', 'login', 'login']);

    // Saved as a preset file, it loads as one.
    const dir = mkdtempSync(join(tmpdir(), 'recorded-'));
    writeFileSync(join(dir, 'recorded.json'), JSON.stringify(preset));
    expect(loadPresets(dir, operations, buildCatalogue(operations, commonErrorCodes)).get('recorded')?.scenarios).toHaveLength(3);

    // Offline: a server with no backend answers the same calls the same way.
    const offline = await testApp();
    for (const scenario of preset.scenarios) expect((await admin(offline, 'POST', '/__mock/scenarios', scenario, session)).statusCode).toBe(200);
    const replay = [
      await call(offline, 'getMarquee', { session, body: { locale: 'ja-JP' } }),
      await call(offline, 'login', { ...validRequests.login, session }),
      await call(offline, 'login', { ...validRequests.login, session }),
    ];
    expect(replay.map((answer) => answer.json())).toEqual(online);

    expect((await admin(app, 'DELETE', '/__mock/proxy/recording', undefined, session)).statusCode).toBe(200);
    expect((await admin(app, 'GET', '/__mock/proxy/recording', undefined, session)).json().scenarios).toEqual([]);
  });
});

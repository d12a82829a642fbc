import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { controlOperations, operations, type ControlOperationDef, type ControlOperationId } from '../../contract.ts';
import { call, sendValid, testApp, validRequests } from '../../testing/app.ts';
import { controlSamples, proxySamples, type ControlCall } from '../../testing/control-samples.ts';
import { listeningApp } from '../../testing/server.ts';
import { servedContract, type ServedContract } from '../../runtime/served-contract.ts';

function send(app: FastifyInstance, op: ControlOperationDef, call: ControlCall, headers: Record<string, string>) {
  const form = call.form && new URLSearchParams(call.form).toString();
  return app.inject({
    method: op.method,
    url: call.url,
    headers: { ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }), ...headers },
    ...(form !== undefined ? { payload: form } : call.body !== undefined ? { payload: call.body as object } : {}),
  });
}

/** The operation's path with a value in each parameter: the route answers, whatever it then says. */
const probe = (op: ControlOperationDef): ControlCall => ({ url: op.path.replace(/\{[^}]+\}/g, 'probe') });

/** Bodies just over the limits: 1 MB, and loadSnapshot's 8 MB. */
const HUGE = JSON.stringify({ x: 'x'.repeat(1024 * 1024) });
const HUGE_SNAPSHOT = JSON.stringify({ x: 'x'.repeat(8 * 1024 * 1024) });

/**
 * Every control operation, from the generated table (a new one without samples does not compile),
 * called as QA would and refused as the server refuses any call; each answer held by ajv against
 * the contract the server itself serves, as a client generated from it would read it.
 */
describe('the served control contract (GET /__mock/openapi.json)', () => {
  it('holds every answer of every control operation, its refusals included, and declares no status never answered', async () => {
    const app = await testApp();
    const served = await app.inject({ method: 'GET', url: '/__mock/openapi.json' });
    const contract: ServedContract = servedContract(served.json());
    const answered = new Map<ControlOperationId, Set<number>>(controlOperations.map((op) => [op.operationId, new Set()]));
    const problems: string[] = [];
    const hold = (op: ControlOperationDef, response: Awaited<ReturnType<typeof send>>) => {
      answered.get(op.operationId)!.add(response.statusCode);
      problems.push(...contract.problems(op.method, op.path, response));
    };

    for (const op of controlOperations) {
      const session = `contract-${op.operationId}`;
      for (const call of await controlSamples[op.operationId](app, session)) hold(op, await send(app, op, call, { 'x-mock-session': session }));
      // What any call may meet before its handler: another website's page (403), a session name
      // that breaks the rule (400) and, with a body, one that is not JSON (415).
      hold(op, await send(app, op, probe(op), { origin: 'https://example.com' }));
      hold(op, await send(app, op, probe(op), { 'x-mock-session': 'not a name!' }));
      if (op.method !== 'GET') hold(op, await app.inject({ method: op.method, url: probe(op).url, headers: { 'content-type': 'text/plain' }, payload: 'x' }));
      // A body over the limit (1 MB; loadSnapshot's is 8 MB): 413.
      if (op.method !== 'GET') hold(op, await app.inject({ method: op.method, url: probe(op).url, headers: { 'content-type': 'application/json', 'x-mock-session': session }, payload: op.operationId === 'loadSnapshot' ? HUGE_SNAPSHOT : HUGE }));
    }
    // A server whose sessions are all in use, none idle: a new session name is a 429.
    const full = await testApp({ sessionLimit: 1 });
    await full.inject({ method: 'GET', url: '/__mock/clock', headers: { 'x-mock-session': 'in-use' } });
    for (const op of controlOperations) hold(op, await send(full, op, probe(op), { 'x-mock-session': `new-${op.operationId}` }));
    // What answers only in proxy mode, on a server whose backend is another mock server.
    const { base } = await listeningApp();
    const proxying = await testApp({ proxy: base });
    for (const op of controlOperations) {
      const sample = proxySamples[op.operationId];
      if (sample) for (const call of await sample(proxying, 'contract-proxy')) hold(op, await send(proxying, op, call, { 'x-mock-session': 'contract-proxy' }));
    }

    expect(problems).toEqual([]);
    const neverAnswered = controlOperations.flatMap((op) => op.statuses.filter((status) => !answered.get(op.operationId)!.has(status)).map((status) => `${op.operationId} ${status}`));
    expect(neverAnswered).toEqual([]);
  }, 120_000);
});

/**
 * Every player operation answered as the site calls it, with a body that breaks its contract, and
 * (operations that need a player) without a token: each answer held by ajv against the document
 * the server serves, the way a client generated from it reads the envelope's success and failures.
 */
describe('the served player contract (GET /__mock/player-openapi.json)', () => {
  it('holds a success, a 400 and (for a player operation) a 401 of every operation', async () => {
    const app = await testApp();
    const contract = servedContract((await app.inject({ method: 'GET', url: '/__mock/player-openapi.json' })).json());
    const problems: string[] = [];
    for (const op of operations) {
      const session = `player-contract-${op.operationId}`;
      const ok = await sendValid(app, op.operationId, session);
      expect(ok.json().code, `${op.operationId}: ${ok.body.slice(0, 200)}`).toBe(200);
      problems.push(...contract.problems(op.method, op.path, ok));
      const bad = await app.inject({ method: op.method, url: op.path, headers: { 'x-mock-session': session, prefer: 'code=oops' } });
      expect(bad.statusCode, op.operationId).toBe(400);
      problems.push(...contract.problems(op.method, op.path, bad));
      if (op.auth === 'player') {
        const { body, query } = validRequests[op.operationId];
        const anonymous = await call(app, op.operationId, { session, body, ...(query && { query }) });
        expect(anonymous.statusCode, op.operationId).toBe(401);
        problems.push(...contract.problems(op.method, op.path, anonymous));
      }
    }
    expect(problems).toEqual([]);
    // The server held each of those answers itself too.
    const check = (await app.inject({ method: 'GET', url: '/__mock/contract-check' })).json();
    expect(check).toMatchObject({ enabled: true, violations: [] });
    expect(check.checked.player).toBeGreaterThanOrEqual(2 * operations.length);
  }, 120_000);

  it('refuses what breaks it: a success whose data has the wrong shape, a status it does not declare', async () => {
    const app = await testApp();
    const contract = servedContract((await app.inject({ method: 'GET', url: '/__mock/player-openapi.json' })).json());
    const answer = (statusCode: number, body: unknown) => ({ statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { method, path } = operations.find((op) => op.operationId === 'getBalance')!;
    expect(contract.problems(method, path, answer(200, { code: 200, success: true, msg: 'success', data: [{ walletType: 'COMMON', amount: '12' }] }))).not.toEqual([]);
    expect(contract.problems(method, path, answer(503, { code: 503, success: false, data: null, msg: 'x' }))[0]).toMatch(/does not declare/);
    expect(contract.problems(method, path, answer(200, { code: 100010, success: false, data: null, msg: 'taken' }))).toEqual([]);
  });
});

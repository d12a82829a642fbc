import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminContract, type OperationId } from '../../contract.ts';
import { admin, call, testApp } from '../../testing/app.ts';
import { bearer, loginAs } from '../../testing/players.ts';

const snapshot = async (app: FastifyInstance, session: string) => {
  const response = await admin(app, 'GET', '/__mock/snapshot', undefined, session);
  expect(response.statusCode).toBe(200);
  return adminContract.ExportSnapshotResponse.parse(response.json());
};
const load = (app: FastifyInstance, session: string, file: unknown) => admin(app, 'POST', '/__mock/snapshot', file, session);
/** What a load must carry over: everything but the wall time of the export and the file's own name for the session. */
const kept = ({ savedAt: _savedAt, session: _session, ...rest }: Awaited<ReturnType<typeof snapshot>>) => rest;

const asPlayer = async (app: FastifyInstance, session: string, loginName = 'qcplayer01') => {
  const { access_token } = await loginAs(app, loginName, { session });
  return (operationId: OperationId, body: unknown = {}) => call(app, operationId, { session, body, headers: bearer(access_token) });
};

describe('GET /__mock/snapshot', () => {
  it('exports the whole session: envelope, seed, clock, armed scenarios with what they have left, every slice', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 1008, times: 3 }, 'qa-1');
    await admin(app, 'POST', '/__mock/clock', { now: '2027-01-02T03:04:05.000Z' }, 'qa-1');
    const response = await admin(app, 'GET', '/__mock/snapshot', undefined, 'qa-1');
    expect(response.headers['content-disposition']).toBe('attachment; filename="mock-snapshot-qa-1.json"');
    const file = response.json();
    expect(file).toMatchObject({ format: 'qc-mock-snapshot', version: 1, session: 'qa-1', seed: 1 });
    expect(Date.parse(file.clock.now) - Date.parse('2027-01-02T03:04:05.000Z')).toBeLessThan(5_000);
    expect(file.scenarios).toEqual([{ operation: 'getMarquee', code: 1008, force: false, times: 3 }]);
    expect(Object.keys(file.state)).toEqual(expect.arrayContaining(['accounts', 'wallet', 'withdrawals', 'selfControl', 'inbox', 'kyc']));
  });
});

describe('POST /__mock/snapshot', () => {
  it('round-trips: whatever a session did, export -> load elsewhere -> export gives the same file', async () => {
    const app = await testApp();
    let run = 0;
    const step = fc.oneof(
      fc.integer({ min: 1, max: 50_000 }).map((amount) => ({ kind: 'adjust' as const, amount })),
      fc.integer({ min: 0, max: 5 }).map((times) => ({ kind: 'arm' as const, times })),
      fc.integer({ min: 1, max: 3 * 86_400_000 }).map((advanceMs) => ({ kind: 'clock' as const, advanceMs })),
      fc.constant({ kind: 'register-code' as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 6 }), async (steps) => {
        const from = `from-${++run}`;
        for (const [i, s] of steps.entries()) {
          if (s.kind === 'adjust') await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount: s.amount, idempotencyKey: `k${i}` }, from);
          if (s.kind === 'arm') await admin(app, 'POST', '/__mock/scenarios', { operation: 'login', code: 100702, times: s.times, match: { loginName: `x${i}` } }, from);
          if (s.kind === 'clock') await admin(app, 'POST', '/__mock/clock', { advanceMs: s.advanceMs }, from);
          if (s.kind === 'register-code') await loginAs(app, 'qcplayer01', { session: from });
        }
        const first = await snapshot(app, from);
        const loaded = await load(app, `to-${run}`, first);
        expect(loaded.json()).toMatchObject({ ok: true, session: `to-${run}`, seed: 1, scenarios: first.scenarios.length });
        adminContract.LoadSnapshotResponse.parse(loaded.json());
        const second = await snapshot(app, `to-${run}`);
        // The clock runs on between the two reads: a few ms, never more than the test takes.
        expect(Math.abs(Date.parse(second.clock.now) - Date.parse(first.clock.now))).toBeLessThan(5_000);
        expect({ ...kept(second), clock: null }).toEqual({ ...kept(first), clock: null });
      }),
      { numRuns: 15 },
    );
    // Fifteen sessions, each driven and exported twice: more than a single call's 5 s on a busy machine.
  }, 60_000);

  it('a player with a pending withdrawal and a cool-off, saved once, logs in to a fresh session and finds both', async () => {
    const app = await testApp();
    const as = await asPlayer(app, 'saved');
    const withdrawal = await as('createBankWithdrawal', {
      amount: 10_000, currency: 'JPY', bankName: 'みずほ銀行', branchName: '渋谷支店', accountType: 'ORDINARY',
      accountNumber: '1234567', accountHolder: 'ヤマダ タロウ', idempotencyKey: 'snapshot-w-1',
    });
    expect(withdrawal.json()).toMatchObject({ success: true });
    const coolOff = (await as('setSelfControl', { type: 'COOLING_OFF', days: 7 })).json().data;
    const file = await snapshot(app, 'saved');

    expect((await load(app, 'fresh', file)).statusCode).toBe(200);
    const fresh = await asPlayer(app, 'fresh');
    const current = (await fresh('getCurrentWithdrawal')).json().data;
    expect(current).toMatchObject({ orderId: withdrawal.json().data.orderId, status: 'PENDING' });
    expect((await fresh('getUserInfo')).json().data.selfControl.coolingOffUntil).toBe(coolOff.coolingOffUntil);
    expect((await fresh('getBalance')).json().data).toContainEqual({ walletType: 'COMMON', currency: 'JPY', amount: 115_000 });
    // A day later the break still holds, as it would have in the saved session.
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 86_400_000 }, 'fresh');
    const again = await asPlayer(app, 'fresh');
    expect((await again('getUserInfo')).json().data.selfControl.coolingOffUntil).toBe(coolOff.coolingOffUntil);
    // Three password logins (a hash each): over 5 s when the machine is busy.
  }, 30_000);

  it('refuses a bad file with a 400 naming the first bad place, and leaves the session exactly as it was', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount: 777 }, 'target');
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 1008 }, 'target');
    // The source has an open lottery draw (opened by its first read), whose published hash a hand edit can break.
    await app.inject({ method: 'POST', url: '/api/phoenix/lottery/open/config', headers: { 'x-mock-session': 'source', 'content-type': 'application/json' }, payload: {} });
    const good = await snapshot(app, 'source');
    const before = await snapshot(app, 'target');
    // A hand edit reaches anywhere in the file, as a person with an editor would.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits walk an internal shape on purpose
    type Editable = Record<string, any>;
    const edit = (change: (file: Editable) => void) => {
      const file = structuredClone(good) as Editable;
      change(file);
      return file;
    };
    const cases: [unknown, RegExp][] = [
      [{ format: 'qc-mock-snapshot' }, /^version: /],
      [[], /expected object/],
      [edit((f) => (f.format = 'other')), /^format: /],
      [edit((f) => (f.version = 2)), /^version: /],
      [edit((f) => (f.extra = 1)), /extra/],
      [edit((f) => delete f.state), /^state: /],
      [edit((f) => (f.clock = { now: 'yesterday' })), /^clock\.now: /],
      [edit((f) => delete f.state.wallet), /^state\.wallet: missing/],
      [edit((f) => (f.state.raffles = {})), /^state\.raffles: not a slice/],
      [edit((f) => (f.state.accounts.list[2].loginName = 42)), /^state\.accounts\.list\[2\]\.loginName: expected a string, got number/],
      [edit((f) => delete f.state.accounts.list[0].passwordHash), /^state\.accounts\.list\[0\]\.passwordHash: missing/],
      [edit((f) => (f.state.wallet.transactions = {})), /^state\.wallet\.transactions: expected an array/],
      [edit((f) => (f.state.wallet.transactions[0].postings[0].amount += 1)), /^state\.wallet\.transactions\[0\]\.postings: do not balance/],
      [edit((f) => (f.state.profiles['100001'].constructor = { prototype: {} })), /^state\.profiles\["100001"\]\.constructor: the key "constructor" is not accepted/],
      [edit((f) => (f.state.inbox = [{ prototype: 1 }])), /^state\.inbox\[0\]\.prototype/],
      [edit((f) => (f.scenarios = [{ operation: 'getMarque', code: 1008 }])), /^scenarios\[0\]\.operation: unknown operation "getMarque"; did you mean getMarquee/],
      [edit((f) => (f.scenarios = [{ operation: 'getMarquee', code: 1008, fault: 'timeout' }])), /^scenarios\[0\]\.code and fault/],
      // The open draw's published hash: the contract's form (a property run found "999999" loaded, then getLottery answered 500).
      [edit((f) => (f.state.lottery.draws[0].seedHash = '999999')), /^state\.lottery\.draws\[0\]\.seedHash: .*64 lowercase hex digits/],
      [edit((f) => (f.state.lottery.draws[0].seedHash = '0'.repeat(64))), /^state\.lottery\.draws\[0\]\.seedHash: .*not the seed's SHA-256/],
    ];
    for (const [file, message] of cases) {
      const response = await load(app, 'target', file);
      expect(response.statusCode, JSON.stringify(message)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    // A raw `__proto__` key never reaches the plugin: the body parser refuses it.
    const proto = JSON.stringify(good).replace('"inbox":[]', '"inbox":[{"__proto__":{"x":1}}]');
    const protoAnswer = await app.inject({ method: 'POST', url: '/__mock/snapshot', headers: { 'x-mock-session': 'target', 'content-type': 'application/json' }, payload: proto });
    expect(protoAnswer.statusCode).toBe(400);
    expect(protoAnswer.json().error).toMatch(/__proto__/);
    // Over 8 MB: refused as the server refuses any body too large (413); 2 MB is a long run’s file, and loads.
    const huge = edit((f) => (f.state.inbox = [{ text: 'x'.repeat(9 * 1024 * 1024) }]));
    const hugeAnswer = await load(app, 'target', huge);
    expect(hugeAnswer.statusCode).toBe(413);
    expect(hugeAnswer.json().error).toMatch(/^body: too large/);
    expect((await load(app, 'big', edit((f) => (f.state.inbox = [{ text: 'x'.repeat(2 * 1024 * 1024) }])))).statusCode).toBe(200);

    const after = await snapshot(app, 'target');
    expect({ ...kept(after), clock: null }).toEqual({ ...kept(before), clock: null });
    const [armed] = (await admin(app, 'GET', '/__mock/scenarios', undefined, 'target')).json().scenarios;
    expect(armed).toMatchObject({ operation: 'getMarquee', code: 1008 });
  });

  it('loads a snapshot of another seed: the session takes the seed of the file', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/reset', { seed: 7 }, 'seven');
    const file = await snapshot(app, 'seven');
    const answer = await load(app, 'one', file);
    expect(answer.json()).toMatchObject({ ok: true, seed: 7 });
    expect((await snapshot(app, 'one')).seed).toBe(7);
  });
});

describe('GET /__mock/sessions', () => {
  it('lists the live sessions, most recently used first, with seed, sockets and armed scenarios', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/reset', { seed: 3 }, 'older');
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 1008, times: 0 }, 'newer');
    const response = await admin(app, 'GET', '/__mock/sessions', undefined, 'reader');
    expect(response.statusCode).toBe(200);
    const list = adminContract.ListMockSessionsResponse.parse(response.json());
    expect(list.limit).toBe(1000);
    expect(list.total).toBe(3);
    expect(list.sessions.map((s) => s.name)).toEqual(['reader', 'newer', 'older']);
    expect(list.sessions[1]).toMatchObject({ name: 'newer', seed: 1, sockets: 0, scenarios: 1 });
    expect(list.sessions[2]).toMatchObject({ name: 'older', seed: 3, scenarios: 0 });
  });
});

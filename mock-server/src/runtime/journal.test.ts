import { describe, expect, it } from 'vitest';
import { admin, call, testApp, validRequests } from '../testing/app.ts';
import {
  BODY_BY_REFERENCE_BYTES,
  createJournal,
  createJournalBudget,
  discardJournal,
  journalBody,
  record,
  SESSION_JOURNAL_BYTES,
  SHORTENED_BODY_CHARS,
  RESPONSE_BODY_CHARS,
  type Journal,
  type JournalEntry,
} from './journal.ts';
import { readJournal } from './journal-read.ts';

const entry = (body: unknown, path = '/api/x'): JournalEntry => ({
  time: 0,
  method: 'POST',
  path,
  operation: null,
  requestBody: body,
  requestHeaders: {},
  httpStatus: 200,
  code: 200,
  responseBody: null,
  scenario: null,
  durationMs: null,
  seq: 0,
});
const recordBody = (journal: Journal, body: unknown, length: number) => {
  const kept = journalBody(body, String(length));
  record(journal, entry(kept.body), kept.bytes);
};

describe('journalBody', () => {
  it('keeps an ordinary body by reference, as it came', () => {
    const body = { locale: 'ja-JP', password: 'hunter2' };
    expect(journalBody(body, '42')).toEqual({ body, bytes: 42 });
    expect(journalBody(body, '42').body).toBe(body);
  });

  it('keeps a large body (an uploaded picture) as its shortened, masked copy, which reads as the masked body', () => {
    const body = { image: 'A'.repeat(100 * 1024), password: 'hunter2' };
    const kept = journalBody(body, String(100 * 1024 + 40));
    expect(kept.body).not.toBe(body);
    const journal = createJournal();
    record(journal, entry(kept.body), kept.bytes);
    expect(readJournal(journal, {}).entries[0]!.requestBody).toEqual({ image: `${'A'.repeat(64)}… (${100 * 1024} characters)`, password: '***' });
  });

  it('cuts a large body that stays large once masked, and one sent without a content-length', () => {
    const body = Array.from({ length: 300_000 }, () => []);
    const kept = journalBody(body, String(1024 * 1024));
    expect(kept.bytes).toBeLessThanOrEqual(SHORTENED_BODY_CHARS);
    const journal = createJournal();
    record(journal, entry(kept.body), kept.bytes);
    const read = readJournal(journal, {}).entries[0]!.requestBody as string;
    expect(read.startsWith('[[],[],')).toBe(true);
    expect(read.endsWith(`… (${1024 * 1024} bytes, shortened)`)).toBe(true);
    expect(journalBody({ a: 1 }, undefined).body).not.toEqual({ a: 1 });
  });
});

describe('journal caps', () => {
  it('drops the oldest entries past the session byte cap, keeping the newest', () => {
    const journal = createJournal();
    const big = { text: 'x'.repeat(200) };
    for (let i = 0; i < 400; i++) recordBody(journal, { ...big, i }, BODY_BY_REFERENCE_BYTES);
    expect(journal.bytes).toBeLessThanOrEqual(SESSION_JOURNAL_BYTES);
    expect(journal.size).toBeLessThan(400);
    expect((readJournal(journal, { limit: 1, order: 'desc' }).entries[0]!.requestBody as { i: number }).i).toBe(399);
  });

  it('drops the oldest entries of the largest journal past the overall cap, and an evicted journal gives its bytes back', () => {
    const budget = createJournalBudget(40_000);
    const a = createJournal(budget);
    const b = createJournal(budget);
    for (let i = 0; i < 30; i++) recordBody(a, { i }, 1000);
    for (let i = 0; i < 5; i++) recordBody(b, { i }, 1000);
    expect(budget.bytes).toBeLessThanOrEqual(40_000);
    expect(b.size).toBe(5);
    expect(budget.bytes).toBe(a.bytes + b.bytes);
    discardJournal(a);
    expect(budget.bytes).toBe(b.bytes);
  });

  it('holds invalid 1 MB bodies in a few kilobytes each, and the journal still reads', async () => {
    const app = await testApp();
    const body = `[${Array.from({ length: 330_000 }, () => '[]').join(',')}]`;
    for (let i = 0; i < 10; i++) {
      const response = await app.inject({ method: 'POST', url: '/api/phoenix/common/config', headers: { 'content-type': 'application/json' }, payload: body });
      expect(response.statusCode).toBe(400);
    }
    const journal = app.mock.sessions.get('default').journal;
    expect(journal.bytes).toBeLessThan(10 * (SHORTENED_BODY_CHARS + RESPONSE_BODY_CHARS + 512));
    const read = await admin(app, 'GET', '/__mock/journal?limit=1&order=desc');
    expect(read.statusCode).toBe(200);
    expect(read.json().entries[0].requestBody).toMatch(/^\[\[\],\[\],.*bytes, shortened\)$/);
    // A refused body is kept as text: a secret in it is masked all the same.
    await app.inject({ method: 'POST', url: '/api/phoenix/common/config', headers: { 'content-type': 'application/json' }, payload: `{"password":"Passw0rd!","a":${'['.repeat(100)}${']'.repeat(100)}}` });
    const refused = (await admin(app, 'GET', '/__mock/journal?limit=1&order=desc')).json().entries[0].requestBody as string;
    expect(refused).toContain('"password":"***"');
    expect(refused).not.toContain('Passw0rd!');
    // Ten megabytes parsed and refused: seconds on a busy two-core machine, not a hang.
  }, 30_000);
});

describe('GET /__mock/journal for QA to assert on', () => {
  it('keeps the answer, the selected headers (token masked), the scenario that answered and the duration', async () => {
    const app = await testApp();
    const { id } = (await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 1008 })).json();
    await app.inject({
      method: 'POST',
      url: '/api/phoenix/message/open/marquee',
      headers: { 'content-type': 'application/json', authorization: 'Bearer abcdef123456', 'accept-language': 'en-US' },
      payload: {},
    });
    const [entry] = (await admin(app, 'GET', '/__mock/journal')).json().entries;
    expect(entry).toMatchObject({
      operation: 'getMarquee',
      code: 1008,
      scenario: id,
      requestHeaders: { authorization: 'Bearer ***3456', 'accept-language': 'en-US', 'content-type': 'application/json' },
      responseBody: { code: 1008, success: false, data: null },
      seq: 1,
    });
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('shows requestBody null for a call that sent none, as the contract requires it', async () => {
    const app = await testApp();
    await call(app, 'getTimeZones');
    await app.inject({ method: 'POST', url: '/api/phoenix/common/config' });
    const entries = (await admin(app, 'GET', '/__mock/journal')).json().entries;
    expect(entries.map((e: { operation: string; requestBody: unknown }) => [e.operation, e.requestBody])).toEqual([
      ['getTimeZones', null],
      ['getCommonConfig', null],
    ]);
  });

  it('follows with since=<cursor>, clears alone, and refuses unknown filters and operations', async () => {
    const app = await testApp();
    await call(app, 'getMarquee', validRequests.getMarquee);
    const first = (await admin(app, 'GET', '/__mock/journal')).json();
    expect(first.cursor).toBe(1);
    await call(app, 'getCommonConfig', { body: {} });
    const next = (await admin(app, 'GET', `/__mock/journal?since=${first.cursor}`)).json();
    expect(next.entries.map((e: { operation: string }) => e.operation)).toEqual(['getCommonConfig']);
    expect(next.cursor).toBe(2);
    expect((await admin(app, 'GET', '/__mock/journal?since=2')).json().entries).toEqual([]);

    const unknownFilter = await admin(app, 'GET', '/__mock/journal?operaton=getMarquee');
    expect(unknownFilter.statusCode).toBe(400);
    expect(unknownFilter.json().error).toMatch(/query.operaton: not a parameter.*operation, limit, since, order/);
    const unknownOperation = await admin(app, 'GET', '/__mock/journal?operation=getMarque');
    expect(unknownOperation.statusCode).toBe(400);
    expect(unknownOperation.json().error).toMatch(/did you mean getMarquee/);

    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 1008 });
    expect((await admin(app, 'DELETE', '/__mock/journal')).statusCode).toBe(200);
    const cleared = (await admin(app, 'GET', '/__mock/journal')).json();
    expect(cleared.entries).toEqual([]);
    expect((await admin(app, 'GET', '/__mock/scenarios')).json().scenarios).toHaveLength(1);
    // seq is never reused: what follows a clear still reads as new.
    await call(app, 'getMarquee', validRequests.getMarquee);
    expect((await admin(app, 'GET', `/__mock/journal?since=${next.cursor}`)).json().entries).toHaveLength(1);
  });
});

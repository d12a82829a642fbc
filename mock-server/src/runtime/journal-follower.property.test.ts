// Property: a follower of the journal (GET /__mock/journal?since=<cursor>&limit=<n>) sees every
// entry exactly once, in order, each complete, whatever limits it reads with and however calls,
// answers and reads interleave; with an operation filter it sees exactly the entries of that
// operation. The journal dropped entries when it listed newest first (since=3&limit=1 answered
// seq 5, so seq 4 was never seen).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admin, call, testApp, validRequests } from '../testing/app.ts';
import { createJournal, record, type JournalEntry } from './journal.ts';
import { readJournal } from './journal-read.ts';

const entry = (operation: string, inFlight: boolean): JournalEntry => ({
  time: 0,
  method: 'POST',
  path: '/api/x',
  operation: operation as JournalEntry['operation'],
  requestBody: null,
  requestHeaders: {},
  httpStatus: 200,
  code: 200,
  responseBody: null,
  scenario: null,
  durationMs: inFlight ? null : 1,
  seq: 0,
  inFlightSince: inFlight ? performance.now() : null,
});

type Step = { kind: 'call'; operation: 'a' | 'b'; inFlight: boolean } | { kind: 'answer'; pick: number } | { kind: 'read'; limit: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('call' as const), operation: fc.constantFrom('a' as const, 'b' as const), inFlight: fc.boolean() }),
  fc.record({ kind: fc.constant('answer' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('read' as const), limit: fc.integer({ min: 1, max: 7 }) }),
);

describe('a journal follower', () => {
  it('with random limits sees every entry exactly once, in order and answered, and a filtered one only its operation', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 120 }), fc.constantFrom(undefined, 'a'), (steps, operation) => {
        const journal = createJournal(undefined, { limit: 1000, byteLimit: 10_000_000 });
        const pending: JournalEntry[] = [];
        const seen: number[] = [];
        let cursor = 0;
        const read = (limit: number) => {
          const page = readJournal(journal, { since: cursor, limit, ...(operation && { operation }) });
          expect(page.entries.length).toBeLessThanOrEqual(limit);
          for (const item of page.entries) {
            expect(item.durationMs, `seq ${item.seq} read before it was answered`).not.toBeNull();
            seen.push(item.seq);
          }
          expect(page.cursor).toBeGreaterThanOrEqual(cursor);
          cursor = page.cursor;
          return page.entries.length;
        };
        for (const s of steps) {
          if (s.kind === 'call') {
            const made = entry(s.operation, s.inFlight);
            record(journal, made);
            if (s.inFlight) pending.push(made);
          } else if (s.kind === 'answer' && pending.length > 0) {
            const answered = pending.splice(s.pick % pending.length, 1)[0]!;
            answered.durationMs = 1;
            answered.inFlightSince = null;
          } else if (s.kind === 'read') {
            read(s.limit);
          }
        }
        // Everything answered, the follower reads on until a page comes back empty.
        for (const open of pending) {
          open.durationMs = 1;
          open.inFlightSince = null;
        }
        while (read(3) > 0);
        const expected = readJournal(journal, {}).entries.filter((e) => !operation || (e.operation as string | null) === operation).map((e) => e.seq);
        expect(seen).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('through the API: since=3&limit=1 answers seq 4, and the cursor walks the journal one call at a time', async () => {
    const app = await testApp();
    for (let i = 0; i < 5; i++) await call(app, 'getMarquee', validRequests.getMarquee);
    const page = (await admin(app, 'GET', '/__mock/journal?since=3&limit=1')).json();
    expect(page.entries.map((e: { seq: number }) => e.seq)).toEqual([4]);
    expect(page).toMatchObject({ cursor: 4, oldest: 1 });
    expect((await admin(app, 'GET', `/__mock/journal?since=${page.cursor}&limit=1`)).json().entries[0].seq).toBe(5);
    const latest = (await admin(app, 'GET', '/__mock/journal?limit=2&order=desc')).json();
    expect(latest.entries.map((e: { seq: number }) => e.seq)).toEqual([5, 4]);
    expect(latest.cursor).toBe(5);
  });
});

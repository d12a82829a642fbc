import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../mock-server/src/app.ts';
import { STRIP_FRAME } from './first-frame.ts';
import { createNodePageServer } from './node.ts';

// The page server on Node in front of a live mock server, both on loopback, as e2e runs them.
const dist = mkdtempSync(join(tmpdir(), 'node-page-server-'));
writeFileSync(join(dist, 'index.html'), `<!doctype html><html><body><div id="boot-shell">${STRIP_FRAME}</div><div id="root"></div></body></html>`);

let mock: FastifyInstance;
let site: Server;
let origin: string;
let mockOrigin: string;

beforeAll(async () => {
  mock = await buildApp({ validateResponses: true });
  mockOrigin = await mock.listen({ port: 0, host: '127.0.0.1' });
  site = createNodePageServer({ dist, backendOrigin: mockOrigin, backend: { origin: mockOrigin, budgetMs: 2_000 } });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((done) => site.close(done));
  await mock.close();
  expect(mock.mock.contractViolations).toEqual([]);
});

describe('the page server on Node, in front of the backend', () => {
  it("serves the page with its first frame read from the backend, for the player's session", async () => {
    const html = await (await fetch(`${origin}/account/deposit`, { headers: { cookie: 'mock-session=node-a' } })).text();
    expect(html).toMatch(/<div class="boot-shell-strip"><span>.+<\/span><\/div>/);
  });

  it("sends the backend's paths on as they came: method, body, status, every cookie, the control API", async () => {
    const call = await fetch(`${origin}/api/phoenix/message/open/marquee`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'mock-session=node-b' }, body: JSON.stringify({ locale: 'en-US' }) });
    expect(call.status).toBe(200);
    expect((await call.json()).success).toBe(true);
    const wrongMethod = await fetch(`${origin}/api/phoenix/message/open/marquee`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    const journal = await fetch(`${origin}/__mock/journal?operation=getMarquee`, { headers: { cookie: 'mock-session=node-b' } });
    const entries = (await journal.json()) as { entries: { requestHeaders: Record<string, string> }[] };
    expect(entries.entries.length).toBe(1);
    // The player's own call, not the page server's.
    expect(entries.entries[0]!.requestHeaders['x-page-server']).toBeUndefined();
  });

  it('reads the journal of a page load: the first-frame read is there, marked as the page server\'s', async () => {
    await fetch(`${origin}/slots`, { headers: { cookie: 'mock-session=node-c' } });
    const journal = (await (await fetch(`${origin}/__mock/journal`, { headers: { cookie: 'mock-session=node-c' } })).json()) as { entries: { operation: string; requestHeaders: Record<string, string> }[] };
    expect(journal.entries.map((e) => e.operation).sort()).toEqual(['getGameList', 'getLobbyCodes', 'getMarquee']);
    expect(journal.entries.every((e) => e.requestHeaders['x-page-server'] === 'first-frame')).toBe(true);
  });

  it("carries the push socket's upgrade through to the backend", async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws/push`);
    const opened = await new Promise<boolean>((done) => {
      socket.addEventListener('open', () => done(true));
      socket.addEventListener('error', () => done(false));
    });
    expect(opened).toBe(true);
    socket.close();
  });

  it('answers 502 with a reason when the backend is gone', async () => {
    const orphan = createNodePageServer({ dist, backendOrigin: 'http://127.0.0.1:9' });
    await new Promise<void>((done) => orphan.listen(0, '127.0.0.1', done));
    const answer = await fetch(`http://127.0.0.1:${(orphan.address() as AddressInfo).port}/api/phoenix/user/info`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(502);
    expect((await answer.json()).error).toMatch(/did not answer/);
    orphan.closeAllConnections();
    await new Promise((done) => orphan.close(done));
    expect(mockOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

// The entry's own first frame (web/src/lib/first-frame-in-browser.ts) against the page server's:
// on a page a plain static host sent, the entry reads the same mock and draws the same pictures and
// line in the same frames as the page server writes into the HTML.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../mock-server/src/testing/app.ts';
import { fillFirstFrameInBrowser, FIRST_FRAME_READS_ID } from '../src/lib/first-frame-in-browser.ts';
import type { lobbyRequest } from '../src/lib/first-frame-fill.ts';
import { firstFrameReads } from './first-frame.ts';
import { createPageServer } from './page-server.ts';

// index.html's shell as built (web/index.html), with the build's data block naming the reads.
const shell = readFileSync(new URL('../index.html', import.meta.url), 'utf8')
  .replace('</head>', `<script type="application/json" id="${FIRST_FRAME_READS_ID}">${JSON.stringify(firstFrameReads())}</script></head>`)
  .replace(/<script type="module"[^>]*><\/script>/, '');
const dist = mkdtempSync(join(tmpdir(), 'first-frame-browser-'));
writeFileSync(join(dist, 'index.html'), shell);

/** The browser's fetch on the page's origin: the mock through inject, with the page's cookies. */
function browserFetch(mock: FastifyInstance, cookie: string, calls: string[] = []): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    calls.push(url.pathname);
    const injected = mock.inject({ method: (init?.method ?? 'GET') as 'POST', url: url.pathname, headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), cookie }, payload: typeof init?.body === 'string' ? init.body : undefined });
    // As fetch does: the caller's signal ends the wait.
    const aborted = new Promise<never>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error), { once: true }));
    const answer = await Promise.race([injected, aborted]);
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
}

/** The page `path` as a browser would hold it before any script: the plain shell (a static host) or the page server's. */
async function pageAt(html: string, path: string, cookie: string): Promise<{ doc: Document; location: Location }> {
  const { window } = new JSDOM(html, { url: `http://site.test${path}` });
  for (const pair of cookie.split(/;\s*/).filter(Boolean)) window.document.cookie = pair;
  return { doc: window.document, location: window.location };
}

/** Each frame's pictures (their attributes, in order) and text, as a player's screen would show them. */
const frames = (doc: Document) =>
  ['.boot-shell-banner', '.boot-shell-tiles', '.boot-shell-strip', '.boot-shell-line, .boot-shell-lead'].map((frame) => {
    const element = doc.querySelector(`#boot-shell :is(${frame})`)!;
    const pictures = [...element.querySelectorAll('img')].map((image) => Object.fromEntries([...image.attributes].map((a) => [a.name, a.value]).sort()));
    return { frame, classes: element.className, pictures, text: element.textContent, markup: element.innerHTML.replace(/<img[^>]*>/g, '<img>') };
  });

afterEach(() => vi.restoreAllMocks());

type LobbyCode = Parameters<typeof lobbyRequest>[0];
/** The lobby a path shows, from the mock's lobby list (the site's own table is the games feature's: main.tsx passes it). */
let lobbyAt: (path: string) => LobbyCode | undefined = () => undefined;
beforeAll(async () => {
  const mock = await testApp();
  const codes = (await mock.inject({ method: 'POST', url: '/api/v1/game/lobby_codes', payload: {} })).json().data as { lobbyCode: LobbyCode }[];
  expect(codes.length).toBeGreaterThan(3);
  lobbyAt = (path) => codes.find((lobby) => `/${lobby.lobbyCode}` === path)?.lobbyCode;
});

describe("a page a plain static host sent: the entry's own first frame", () => {
  it("is the page server's, picture for picture and line for line, on home, a lobby, the auth dialog, /promo, a tournament and a plain page, in each language", async () => {
    const mock = await testApp();
    const server = createPageServer({ dist, backend: { origin: 'http://mock.test', budgetMs: 2_000, fetch: (input, init) => browserFetch(mock, new Headers(init?.headers).get('cookie') ?? '')(new URL(String(input)).pathname, init) } });
    const cookie = 'mock-session=static-host';
    const [tournament] = (await mock.inject({ method: 'POST', url: '/api/phoenix/tournament/open/list', payload: {} })).json().data.tournaments as { tournamentId: string }[];
    for (const [path, language] of [[`/tournaments/${tournament!.tournamentId}`, 'zh-CN'], ['/', 'ja-JP'], ['/slots', 'ja-JP'], ['/baccart?lang=en-US', 'en-US'], ['/login', 'zh-CN'], ['/promo', 'en-US'], ['/account/deposit', 'ja-JP']] as const) {
      const cookies = `${cookie}; qc-lang=${language}`;
      const served = await pageAt(await (await server.request(`http://site.test${path}`, { headers: { cookie: cookies } })).text(), path, cookies);
      const plain = await pageAt(shell, path, cookies);
      await fillFirstFrameInBrowser({ lobbyAt, fetch: browserFetch(mock, cookies) }, plain.doc, plain.location);
      expect(frames(plain.doc), path).toEqual(frames(served.doc));
      expect(plain.doc.getElementById('boot-shell')!.getAttribute('data-first-frame')).toBe('browser');
    }
    // Something was drawn: home's banner, the lobby's pictures and the running line.
    const home = await pageAt(shell, '/', cookie);
    await fillFirstFrameInBrowser({ lobbyAt, fetch: browserFetch(mock, cookie) }, home.doc, home.location);
    expect(home.doc.querySelector('.boot-shell-banner > img')?.getAttribute('src')).toMatch(/^\/media\/\d+\/banner\//);
    expect(home.doc.querySelector('.boot-shell-strip > span')?.textContent).toBeTruthy();
  });

  it("reads nothing on a page the page server filled, whatever it found: a read of the browser's own could take a scenario a test armed for the app", async () => {
    const mock = await testApp();
    const server = createPageServer({ dist, backend: { origin: 'http://mock.test', budgetMs: 2_000, fetch: () => Promise.reject(new Error('backend down')) } });
    const served = await pageAt(await (await server.request('http://site.test/slots')).text(), '/slots', '');
    const calls: string[] = [];
    await fillFirstFrameInBrowser({ lobbyAt, fetch: browserFetch(mock, '', calls) }, served.doc, served.location);
    expect(calls).toEqual([]);
    expect(served.doc.querySelectorAll('#boot-shell img')).toHaveLength(0);
  });

  it('is what a page served plain (a static host, the bench\'s --plain) or by a page server without a backend gets: no mark, so the entry reads', async () => {
    for (const server of [createPageServer({ dist, plain: true }), createPageServer({ dist })]) {
      const html = await (await server.request('http://site.test/slots')).text();
      expect(html).toContain('<div id="boot-shell" class="boot-shell"');
      expect(html).not.toContain('data-first-frame');
    }
  });

  it('leaves the skeleton of a frame whose read fails or is cut, says so, and still fills the others', async () => {
    const mock = await testApp();
    const cookie = 'mock-session=static-faults';
    const arm = (payload: object) => mock.inject({ method: 'POST', url: '/__mock/scenarios', headers: { cookie, 'content-type': 'application/json' }, payload: { ...payload, times: 0 } });
    await arm({ operation: 'getGameList', fault: 'timeout' });
    await arm({ operation: 'getMarquee', code: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const lobby = await pageAt(shell, '/slots', cookie);
    const started = performance.now();
    await fillFirstFrameInBrowser({ lobbyAt, fetch: browserFetch(mock, cookie), budgetMs: 300 }, lobby.doc, lobby.location);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(lobby.doc.querySelectorAll('.boot-shell-tiles > span')).toHaveLength(5);
    expect(lobby.doc.querySelector('.boot-shell-tiles')!.className).toBe('boot-shell-tiles');

    const home = await pageAt(shell, '/', cookie);
    await fillFirstFrameInBrowser({ lobbyAt, fetch: browserFetch(mock, cookie), budgetMs: 300 }, home.doc, home.location);
    expect(home.doc.querySelector('.boot-shell-strip')!.textContent).toBe('');
    expect(home.doc.querySelector('.boot-shell-banner > img')?.getAttribute('src')).toMatch(/^\/media\/\d+\/banner\//);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\[first frame\] getGameList gave nothing \(cut at the budget\)/), expect.stringMatching(/^\[first frame\] getMarquee answered \d+, code /)]),
    );
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../mock-server/src/testing/app.ts';
import type { Backend } from './backend.ts';
import { BANNER_FRAME, escapeHtml, LINE_FRAME, LOBBY_FRAME_TILES, pageLanguage, STRIP_FRAME, TILES_FRAME } from './first-frame.ts';
import { createPageServer } from './page-server.ts';

// A built page with index.html's static shell: its empty banner frame, skeleton tiles and strip.
const dist = mkdtempSync(join(tmpdir(), 'first-frame-'));
writeFileSync(join(dist, 'index.html'), `<!doctype html><html><body><div id="boot-shell">${STRIP_FRAME}${BANNER_FRAME}${LINE_FRAME}${TILES_FRAME}</div><div id="root"></div></body></html>`);

/** The mock server as the page server's backend, reached through inject instead of a socket. */
function mockBackend(mock: FastifyInstance, budgetMs = 2_000): Backend {
  return {
    origin: 'http://mock.test',
    budgetMs,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const answer = await mock.inject({
        method: (init?.method ?? 'GET') as 'POST',
        url: url.pathname + url.search,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        payload: typeof init?.body === 'string' ? init.body : undefined,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') headers.set(name, value);
      return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
    },
  };
}

async function siteOver(mock: FastifyInstance, budgetMs?: number) {
  const missed: string[] = [];
  const site = createPageServer({ dist, backend: mockBackend(mock, budgetMs), onFillMissed: (_path, reads) => missed.push(...reads.map((r) => `${r.operation} ${r.why}`)) });
  const page = async (path: string, cookie = '', headers: Record<string, string> = {}) => (await site.request(`http://localhost${path}`, { headers: { cookie, ...headers } })).text();
  return { page, missed };
}

const bannerIn = (html: string) => /<div class="boot-shell-banner"><img src="([^"]+)"/.exec(html)?.[1];
const tilesIn = (html: string) => [...(/<div class="boot-shell-tiles boot-shell-pictures">(.*?)<\/div>/.exec(html)?.[1] ?? '').matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
const stripIn = (html: string) => /<div class="boot-shell-strip"><span>(.*?)<\/span><\/div>/.exec(html)?.[1];

async function firstBanner(mock: FastifyInstance, locale: string, cookie = '') {
  const answer = await mock.inject({ method: 'POST', url: '/api/cms/template/page', headers: { cookie }, payload: { moduleCodes: ['HOME_BANNER'], locale } });
  // The picture the site shows: the library's WebP rendition where it has one (lib/media-url.ts).
  const { fullFilePath, fullWebpFilePath } = answer.json().data[0].mediaLibrary as { fullFilePath: string; fullWebpFilePath: string };
  return fullWebpFilePath || fullFilePath;
}

async function firstAnnouncement(mock: FastifyInstance, locale: string, cookie = '') {
  const answer = await mock.inject({ method: 'POST', url: '/api/phoenix/message/open/marquee', headers: { cookie }, payload: { locale } });
  return (answer.json().data as { content: string }[])[0]?.content;
}

describe("home's first frame", () => {
  it("carries the session's first home banner, the same picture the CMS call names first, in the page's language", async () => {
    const mock = await testApp();
    const { page } = await siteOver(mock);
    const src = bannerIn(await page('/'));
    expect(src).toMatch(/^\/media\/\d+\/banner\/.+\.ja-JP\.webp$/);
    expect(src).toBe(await firstBanner(mock, 'ja-JP'));
    expect((await mock.inject({ url: src! })).statusCode).toBe(200);
    expect(bannerIn(await page('/', 'qc-lang=en-US'))).toBe(await firstBanner(mock, 'en-US'));
    expect(bannerIn(await page('/?lang=zh-CN', 'qc-lang=en-US'))).toBe(await firstBanner(mock, 'zh-CN'));
  });

  it('is on home and on the auth dialog over it, and nowhere else', async () => {
    const mock = await testApp();
    const { page } = await siteOver(mock);
    const first = await firstBanner(mock, 'ja-JP');
    for (const path of ['/login', '/register', '/login?redirect=%2Fslots']) expect(bannerIn(await page(path)), path).toBe(first);
    for (const path of ['/slots', '/account/deposit', '/index.html', '/loginx']) expect(await page(path), path).toContain(BANNER_FRAME);
  });
});

describe("/promo's first frame", () => {
  it("carries the first promotion's picture, the one the page's first card shows, marked as a promotion's (not home's banner)", async () => {
    const mock = await testApp();
    const { page } = await siteOver(mock);
    const list = (await mock.inject({ method: 'POST', url: '/api/phoenix/promotion/list', payload: {} })).json().data.promotions as { imageUrl: string }[];
    const html = await page('/promo');
    expect(/<div class="boot-shell-banner"><img src="([^"]+)" class="boot-shell-promotion"/.exec(html)?.[1]).toBe(list[0]!.imageUrl);
    expect(html).toContain(TILES_FRAME);
    for (const path of ['/promo/history', '/promox']) expect(await page(path), path).toContain(BANNER_FRAME);
  });
});

describe("a tournament's first frame", () => {
  const leadIn = (html: string) => /<p class="boot-shell-title">(.*?)<\/p><span class="boot-shell-back"><\/span><div class="boot-shell-card"><p>(.*?)<\/p><\/div>/.exec(html)?.slice(1);

  it("carries its name and summary as text, in the site's language whatever the browser prefers (the app asks in the site's)", async () => {
    const mock = await testApp();
    const { page, missed } = await siteOver(mock);
    const listed = (await mock.inject({ method: 'POST', url: '/api/phoenix/tournament/open/list', headers: { 'accept-language': 'ja-JP' }, payload: {} })).json().data.tournaments as { tournamentId: string }[];
    const { tournamentId } = listed[0]!;
    const detail = async (language: string) => (await mock.inject({ method: 'POST', url: '/api/phoenix/tournament/open/detail', headers: { 'accept-language': language }, payload: { tournamentId } })).json().data as { name: string; summary: string };
    const [ja, en] = [await detail('ja-JP'), await detail('en-US')];
    expect(ja.name).not.toBe(en.name);
    expect(leadIn(await page(`/tournaments/${tournamentId}`, '', { 'accept-language': 'en-US,en;q=0.9' }))).toEqual([escapeHtml(ja.name), escapeHtml(ja.summary)]);
    expect(leadIn(await page(`/tournaments/${tournamentId}`, 'qc-lang=en-US'))).toEqual([escapeHtml(en.name), escapeHtml(en.summary)]);
    expect(missed).toEqual([]);
  });

  it("keeps the heading's skeleton for a tournament that does not exist, and on every other page", async () => {
    const mock = await testApp();
    const { page, missed } = await siteOver(mock);
    expect(await page('/tournaments/T-NOPE')).toContain(LINE_FRAME);
    expect(missed).toEqual([expect.stringMatching(/^getTournament code \d+$/)]);
    for (const path of ['/tournaments', '/', '/slots', '/promo']) expect(await page(path), path).toContain(LINE_FRAME);
  });
});

describe("a lobby's first frame", () => {
  it("carries the pictures of the lobby's first games, the ones its game list names first, in that order", async () => {
    const mock = await testApp();
    const { page } = await siteOver(mock);
    for (const lobbyCode of ['slots', 'baccart', 'pachinko']) {
      const html = await page(`/${lobbyCode}?lang=en-US`);
      const list = (await mock.inject({ method: 'POST', url: '/api/v1/game/game_list', payload: { lobbyCode, page: 1, size: 999 } })).json().data.list as { thumbnail: { fullWebpFilePath: string } }[];
      expect(tilesIn(html), lobbyCode).toEqual(list.slice(0, LOBBY_FRAME_TILES).map((game) => game.thumbnail.fullWebpFilePath));
      expect(html).toContain(BANNER_FRAME);
    }
  });

  it('keeps the skeleton tiles everywhere else', async () => {
    const { page } = await siteOver(await testApp());
    for (const path of ['/', '/account/deposit', '/slotsx', '/slots/more', '/promo']) expect(await page(path), path).toContain(TILES_FRAME);
  });
});

describe("every page's first frame", () => {
  it("carries the first announcement the marquee runs, in the page's language, as text", async () => {
    const mock = await testApp();
    const { page } = await siteOver(mock);
    for (const [path, locale] of [['/account/deposit', 'ja-JP'], ['/?lang=en-US', 'en-US'], ['/slots?lang=zh-CN', 'zh-CN']] as const) {
      const expected = await firstAnnouncement(mock, locale);
      expect(expected, locale).toBeTruthy();
      expect(stripIn(await page(path)), path).toBe(escapeHtml(expected!));
    }
  });

  it("reads the player's own session (the cookie goes with the reads), and follows its clock", async () => {
    const mock = await testApp();
    const { page } = await siteOver(mock);
    const cookie = 'mock-session=ff-late';
    await mock.inject({ method: 'POST', url: '/__mock/clock', headers: { cookie, 'content-type': 'application/json' }, payload: { now: '2040-01-01T00:00:00Z' } });
    expect(await firstAnnouncement(mock, 'ja-JP', cookie)).toBeUndefined();
    expect(await page('/account/deposit', cookie)).toContain(STRIP_FRAME);
    // Another session's strip still runs.
    expect(stripIn(await page('/account/deposit'))).toBeTruthy();
  });

  it('writes markup in an announcement as text', () => {
    expect(escapeHtml('<img src=x onerror=alert(1)> & more')).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; more');
  });
});

describe('a backend that fails or is slow', () => {
  it('sends the page as built, at once, and says which reads gave nothing and why', async () => {
    const mock = await testApp();
    const { page, missed } = await siteOver(mock);
    await mock.inject({ method: 'POST', url: '/__mock/clock', headers: { 'content-type': 'application/json' }, payload: { now: '2026-11-28T01:00:00Z' } });
    // A session name the mock refuses: every read is a 400.
    const html = await page('/slots', 'mock-session=%');
    expect(html).toContain(TILES_FRAME);
    expect(html).toContain(STRIP_FRAME);
    expect(missed.length).toBeGreaterThan(0);
    expect(missed.every((line) => / http 4\d\d$/.test(line))).toBe(true);
  });

  it("does not wait past its budget: a read held by a QA scenario's timeout is cut", async () => {
    const mock = await testApp();
    await mock.inject({ method: 'POST', url: '/__mock/scenarios', headers: { 'content-type': 'application/json' }, payload: { operation: 'getMarquee', fault: 'timeout', times: 0 } });
    const { page, missed } = await siteOver(mock, 200);
    const started = performance.now();
    expect(await page('/')).toContain('<div id="root">');
    expect(performance.now() - started).toBeLessThan(1_500);
    // The page server's reads never take an armed scenario (it is there for the browser's call).
    expect(missed).toEqual([]);
  });

  it('reads a bad language cookie or query as Japanese', () => {
    expect(pageLanguage(new URL('http://x/?lang=xx'), 'qc-lang=<script>')).toBe('ja-JP');
    expect(pageLanguage(new URL('http://x/'), 'a=1; qc-lang=zh-CN')).toBe('zh-CN');
  });
});

describe("web/index.html's shell", () => {
  it("holds the banner frame, the heading's skeleton, the skeleton tiles and the strip exactly as the page server looks for them", () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(html).toContain(BANNER_FRAME);
    expect(html).toContain(LINE_FRAME);
    expect(html).toContain(TILES_FRAME);
    expect(html).toContain(STRIP_FRAME);
  });
});

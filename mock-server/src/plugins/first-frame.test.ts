import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.ts';
import { escapeHtml, LOBBY_FRAME_TILES } from './first-frame.ts';
import { BANNER_FRAME, STRIP_FRAME, TILES_FRAME } from './static-site.ts';

// A built page with index.html's static shell: its empty banner frame and its skeleton tiles.
const dist = mkdtempSync(join(tmpdir(), 'first-frame-'));
writeFileSync(join(dist, 'index.html'), `<!doctype html><html><body><div id="boot-shell">${STRIP_FRAME}${BANNER_FRAME}${TILES_FRAME}</div><div id="root"></div></body></html>`);

const bannerIn = (html: string) => /<div class="boot-shell-banner"><img src="([^"]+)"/.exec(html)?.[1];

async function firstBanner(app: Awaited<ReturnType<typeof testApp>>, locale: string, cookie = '') {
  const answer = await app.inject({ method: 'POST', url: '/api/cms/template/page', headers: { cookie }, payload: { moduleCodes: ['HOME_BANNER'], locale } });
  return answer.json().data[0].mediaLibrary.fullFilePath as string;
}

describe("home's first frame", () => {
  it("carries the session's first home banner, the same picture the CMS call names first", async () => {
    const app = await testApp({ staticDir: dist });
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    const src = bannerIn(page.body);
    expect(src).toMatch(/^\/media\/\d+\/banner\/.+\.ja-JP\.svg$/);
    expect(src).toBe(await firstBanner(app, 'ja-JP'));
    // The picture it names is served.
    expect((await app.inject({ url: src! })).statusCode).toBe(200);
  });

  it("is in the language the site chose: ?lang= first, then the site's cookie, then Japanese", async () => {
    const app = await testApp({ staticDir: dist });
    expect(bannerIn((await app.inject({ url: '/', headers: { cookie: 'qc-lang=en-US' } })).body)).toBe(await firstBanner(app, 'en-US'));
    expect(bannerIn((await app.inject({ url: '/?lang=zh-CN', headers: { cookie: 'qc-lang=en-US' } })).body)).toBe(await firstBanner(app, 'zh-CN'));
    expect(bannerIn((await app.inject({ url: '/', headers: { cookie: 'qc-lang=xx-XX' } })).body)).toBe(await firstBanner(app, 'ja-JP'));
  });

  it('is only on home, and a session name that breaks the rule still gets the page, without the picture', async () => {
    const app = await testApp({ staticDir: dist });
    for (const url of ['/slots', '/account/deposit', '/index.html']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(BANNER_FRAME);
    }
    const bad = await app.inject({ url: '/', headers: { cookie: 'mock-session=%' } });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain(BANNER_FRAME);
  });
});

const tilesIn = (html: string) => [...(/<div class="boot-shell-tiles boot-shell-pictures">(.*?)<\/div>/.exec(html)?.[1] ?? '').matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);

describe("a lobby's first frame", () => {
  it('carries the pictures of the lobby\'s first games, the ones its game list names first, in that order', async () => {
    const app = await testApp({ staticDir: dist });
    for (const lobbyCode of ['slots', 'baccart', 'pachinko']) {
      const page = await app.inject({ url: `/${lobbyCode}?lang=en-US` });
      expect(page.statusCode).toBe(200);
      const pictures = tilesIn(page.body);
      const list = (await app.inject({ method: 'POST', url: '/api/v1/game/game_list', payload: { lobbyCode, page: 1, size: 999 } })).json().data.list as { thumbnail: { fullWebpFilePath: string } }[];
      expect(pictures, lobbyCode).toEqual(list.slice(0, LOBBY_FRAME_TILES).map((game) => game.thumbnail.fullWebpFilePath));
      // The banner frame stays empty off home, and the pictures it names are served.
      expect(page.body).toContain(BANNER_FRAME);
      expect((await app.inject({ url: pictures[0]! })).statusCode).toBe(200);
    }
  });

  it('keeps the skeleton tiles everywhere else, and for a session name that breaks the rule', async () => {
    const app = await testApp({ staticDir: dist });
    for (const url of ['/', '/account/deposit', '/slotsx', '/slots/more']) expect((await app.inject({ url })).body, url).toContain(TILES_FRAME);
    expect((await app.inject({ url: '/slots', headers: { cookie: 'mock-session=%' } })).body).toContain(TILES_FRAME);
  });
});

const stripIn = (html: string) => /<div class="boot-shell-strip"><span>(.*?)<\/span><\/div>/.exec(html)?.[1];

async function firstAnnouncement(app: Awaited<ReturnType<typeof testApp>>, locale: string) {
  const answer = await app.inject({ method: 'POST', url: '/api/phoenix/message/open/marquee', payload: { locale } });
  return (answer.json().data as { content: string }[])[0]?.content;
}

describe("every page's first frame", () => {
  it('carries the first announcement the marquee runs, in the page\'s language, as text', async () => {
    const app = await testApp({ staticDir: dist });
    for (const [url, locale] of [['/account/deposit', 'ja-JP'], ['/?lang=en-US', 'en-US'], ['/slots?lang=zh-CN', 'zh-CN']] as const) {
      const expected = await firstAnnouncement(app, locale);
      expect(expected, locale).toBeTruthy();
      expect(stripIn((await app.inject({ url })).body), url).toBe(escapeHtml(expected!));
    }
  });

  it('follows the session clock: with no announcement running, the strip stays empty', async () => {
    const app = await testApp({ staticDir: dist });
    await app.inject({ method: 'POST', url: '/__mock/clock', headers: { 'content-type': 'application/json' }, payload: { now: '2040-01-01T00:00:00Z' } });
    expect(await firstAnnouncement(app, 'ja-JP')).toBeUndefined();
    expect((await app.inject({ url: '/account/deposit' })).body).toContain(STRIP_FRAME);
  });

  it('writes markup in an announcement as text', () => {
    expect(escapeHtml('<img src=x onerror=alert(1)> & more')).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; more');
  });
});

describe("web/index.html's shell", () => {
  it('holds the banner frame, the skeleton tiles and the strip exactly as the server looks for them', () => {
    const html = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    expect(html).toContain(BANNER_FRAME);
    expect(html).toContain(TILES_FRAME);
    expect(html).toContain(STRIP_FRAME);
  });
});

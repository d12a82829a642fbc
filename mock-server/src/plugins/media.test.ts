import { describe, expect, it } from 'vitest';
import { admin, call, testApp, validRequests } from '../testing/app.ts';

describe('media', () => {
  it('serves every image the CMS points at as cacheable SVG, the same for the same seed', async () => {
    const app = await testApp();
    const templates = (await call(app, 'getTemplatePage', { body: { ...validRequests.getTemplatePage.body as object, moduleCodes: ['HOME_BANNER', 'HOME_CATEGORY', 'FOOTER_SOCIAL'] } })).json().data;
    const paths: string[] = templates.map((t: { mediaLibrary: { fullFilePath: string } }) => t.mediaLibrary.fullFilePath);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) {
      const image = await app.inject({ url: path });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.headers['cache-control']).toMatch(/immutable/);
      expect(image.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    const other = await testApp();
    expect((await other.inject({ url: paths[0]! })).body).toBe((await app.inject({ url: paths[0]! })).body);
  });

  it('serves every such image as a WebP rendition too, which the media library names and the promotions show', async () => {
    const app = await testApp();
    const templates = (await call(app, 'getTemplatePage', { body: { moduleCodes: ['HOME_BANNER', 'HOME_CATEGORY', 'FOOTER_SOCIAL'], locale: 'ja-JP' } })).json().data;
    const libraries: Array<{ fullFilePath: string; fullWebpFilePath: string }> = templates.map((t: { mediaLibrary: { fullFilePath: string; fullWebpFilePath: string } }) => t.mediaLibrary);
    const { promotions } = (await call(app, 'getPromotions')).json().data as { promotions: Array<{ imageUrl: string }> };
    const webps = [...libraries.map((library) => library.fullWebpFilePath), ...promotions.map((promotion) => promotion.imageUrl)];
    expect(libraries.every((library) => library.fullWebpFilePath === library.fullFilePath.replace(/\.svg$/, '.webp'))).toBe(true);
    expect(promotions.length).toBeGreaterThan(0);
    for (const path of webps) {
      const image = await app.inject({ url: path });
      expect(image.statusCode, path).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toMatch(/immutable/);
      // RIFF....WEBP, the picture's size as drawn (a banner 1200 x 400: sharp's VP8 header).
      expect(image.rawPayload.toString('latin1', 0, 4)).toBe('RIFF');
      expect(image.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    }
    const banner = libraries[0]!.fullWebpFilePath;
    expect(banner).toMatch(/\/banner\//);
    const { default: sharp } = await import('sharp');
    expect(await sharp((await app.inject({ url: banner })).rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    // Drawn once: the same bytes again, and from another app on the same seed.
    expect((await app.inject({ url: banner })).rawPayload.equals((await (await testApp()).inject({ url: banner })).rawPayload)).toBe(true);
  });

  it('puts the banner copy on the image, escaped', async () => {
    const app = await testApp();
    const banner = (await call(app, 'getTemplatePage', { body: { moduleCodes: ['HOME_BANNER'], locale: 'en-US' } })).json().data[0];
    const svg = (await app.inject({ url: banner.mediaLibrary.fullFilePath })).body;
    expect(svg).toContain(banner.title);
  });

  it('answers 404 for an unknown image', async () => {
    const app = await testApp();
    expect((await app.inject({ url: '/media/1/banner/nope.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/1/banner/nope.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/1/banner/brand-hero.ja-JP.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('serves only seeds in use: the default and live sessions', async () => {
    const app = await testApp();
    const bannerOf = async (session: string) =>
      (await call(app, 'getTemplatePage', { body: { moduleCodes: ['HOME_BANNER'], locale: 'en-US' }, session })).json().data[0].mediaLibrary.fullFilePath as string;
    const onDefault = await bannerOf('default');
    const madeUp = onDefault.replace(/^\/media\/1\//, '/media/424242/');
    expect((await app.inject({ url: madeUp })).statusCode).toBe(404);
    await admin(app, 'POST', '/__mock/reset', { seed: 7 }, 'qa');
    const onSeven = await bannerOf('qa');
    expect(onSeven.startsWith('/media/7/')).toBe(true);
    expect((await app.inject({ url: onSeven })).statusCode).toBe(200);
    // Back on the default seed, nobody uses 7 any more.
    await admin(app, 'POST', '/__mock/reset', {}, 'qa');
    expect((await app.inject({ url: onSeven })).statusCode).toBe(404);
    expect(app.mock.sessions.seedInUse(1)).toBe(true);
  });
});

describe('paths the mock serves nothing at', () => {
  it('answers an API path with a 404 envelope, a control path and a site route with a plain 404: pages are the page server\'s', async () => {
    const app = await testApp();
    expect((await app.inject({ url: '/api/phoenix/nope' })).json()).toMatchObject({ code: 404, success: false });
    expect((await app.inject({ url: '/__mock/nope' })).json()).toEqual({ error: expect.any(String) });
    expect((await app.inject({ url: '/q-pon/shop' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/app-1234.js' })).statusCode).toBe(404);
    expect((await call(app, 'getTimeZones')).json().code).toBe(200);
  });
});

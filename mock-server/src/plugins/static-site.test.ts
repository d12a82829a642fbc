import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/lib/precompress.ts';
import { testApp } from '../testing/app.ts';
import { CSP_NONCE_PLACEHOLDER } from './site-headers.ts';
import { preferredEncoding } from './static-site.ts';

// A built site as vite leaves it: the page with nonce placeholders, a hashed script, a favicon.
const dist = mkdtempSync(join(tmpdir(), 'static-site-'));
mkdirSync(join(dist, 'assets'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" /><title>site</title>` +
    `<script type="module" nonce="${CSP_NONCE_PLACEHOLDER}" src="/assets/app-1234.js"></script></head><body><div id="root"><header>QC</header></div></body></html>`,
);
writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
writeFileSync(join(dist, 'offline.html'), '<!doctype html><html><head><link rel="stylesheet" href="/offline.css"></head><body>オフライン</body></html>');
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"QC"}');
precompressDir(dist);

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('static site: assets', () => {
  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, the file to others', async () => {
    const app = await testApp({ staticDir: dist });
    const br = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for good, the rest of public/ with revalidation, and answers 304 to a matching ETag', async () => {
    const app = await testApp({ staticDir: dist });
    const first = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD and byte ranges of an asset', async () => {
    const app = await testApp({ staticDir: dist });
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-1234.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const range = await app.inject({ url: '/assets/app-1234.js', headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe(script.slice(0, 10));
  });

  it('keeps a missing asset a 404, never the page', async () => {
    const app = await testApp({ staticDir: dist });
    const missing = await app.inject({ url: '/assets/missing-9999.js', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });
});

describe('static site: the page', () => {
  it('serves the page at / and every client route, uncached, with a fresh nonce in the CSP and the HTML', async () => {
    const app = await testApp({ staticDir: dist });
    const nonces = new Set<string>();
    for (const url of ['/', '/slots', '/account/deposit?channel=BANK', '/index.html']) {
      const page = await app.inject({ url, headers: { host: 'localhost:4173' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.etag).toBeUndefined();
      const nonce = nonceOf(page.headers['content-security-policy'] as string);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page.body).toContain(`nonce="${nonce}"`);
      expect(page.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('sends the security headers and a policy that allows only the own origin', async () => {
    const app = await testApp({ staticDir: dist });
    const page = await app.inject({ url: '/', headers: { host: 'localhost:4173' } });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(page.headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split(/;\s*/).map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self' ws://localhost:4173 wss://localhost:4173",
      'frame-src': "'self'",
      'frame-ancestors': "'self'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'object-src': "'none'",
    });
    expect(directives['style-src']).toMatch(/^'self' 'nonce-[^']+'$/);
    expect(csp).not.toMatch(/unsafe-eval|https?:|\*/);
  });

  it('compresses the page as the request accepts', async () => {
    const app = await testApp({ staticDir: dist });
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<header>QC</header>');
    const gz = await app.inject({ url: '/slots', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<header>QC</header>');
    const plain = await app.inject({ url: '/slots' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<header>QC</header>');
  });

  it('answers HEAD on a route without a body', async () => {
    const app = await testApp({ staticDir: dist });
    const head = await app.inject({ method: 'HEAD', url: '/promo' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(head.body).toBe('');
  });
});

describe('static site: what the service worker needs', () => {
  it('serves the worker uncached, and a session that released a new build sees a worker that changed', async () => {
    const app = await testApp({ staticDir: dist });
    const first = await app.inject({ url: '/sw.js', headers: { cookie: 'mock-session=sw-a' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/javascript/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toBe('self.addEventListener("fetch", () => {});\n');
    expect((await app.inject({ method: 'POST', url: '/__mock/site/release', headers: { 'x-mock-session': 'sw-a' }, payload: {} })).json()).toEqual({ release: 1 });
    const released = await app.inject({ url: '/sw.js', headers: { cookie: 'mock-session=sw-a' } });
    expect(released.body).toBe(`${first.body}\n// release 1\n`);
    // Another session's browsers still have the build as built; a reset goes back to it.
    expect((await app.inject({ url: '/sw.js', headers: { cookie: 'mock-session=sw-b' } })).body).toBe(first.body);
    await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'x-mock-session': 'sw-a' }, payload: {} });
    expect((await app.inject({ url: '/sw.js', headers: { cookie: 'mock-session=sw-a' } })).body).toBe(first.body);
  });

  it('serves the offline page under a policy of its own files, and the manifest as a manifest', async () => {
    const app = await testApp({ staticDir: dist });
    const offline = await app.inject({ url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain('オフライン');
    expect(offline.headers['content-security-policy']).toMatch(/default-src 'self'; script-src 'self'; style-src 'self'/);
    expect(offline.headers['x-frame-options']).toBe('SAMEORIGIN');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    // Any other .html is still no page of the site.
    expect((await app.inject({ url: '/other.html' })).statusCode).toBe(404);
  });
});

describe('static site: a directory that was never built', () => {
  it('refuses to start, saying what is missing, rather than answer every route with a 500', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'static-empty-'));
    await expect(testApp({ staticDir: empty })).rejects.toThrow(/no index\.html: build the site first/);
  });
});

describe('API answers on the wire', () => {
  const gameList = { method: 'POST' as const, url: '/api/v1/game/game_list', payload: { lobbyCode: 'slots', page: 1, size: 999 } };

  it('compresses a large answer as the client accepts it (brotli, then gzip), and sends it plain to one that accepts neither', async () => {
    const app = await testApp();
    const plain = await app.inject({ ...gameList, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body;
    expect(json.length).toBeGreaterThan(20_000);

    const br = await app.inject({ ...gameList, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(json.length / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(json));

    const gz = await app.inject({ ...gameList, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(json));
  });

  it('leaves a small answer plain: compressing a few hundred bytes costs more than it saves', async () => {
    const app = await testApp();
    const small = await app.inject({ method: 'POST', url: '/api/v1/game/provider_list', payload: {}, headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ success: true });
  });
});

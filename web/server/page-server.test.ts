import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/lib/precompress.ts';
import { createPageServer, preferredEncoding } from './page-server.ts';
import { CSP_NONCE_PLACEHOLDER } from './site-headers.ts';

// A built site as vite leaves it: the page with nonce placeholders, a hashed script, a favicon.
const dist = mkdtempSync(join(tmpdir(), 'page-server-'));
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

const site = createPageServer({ dist });
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => site.request(`http://localhost:4173${path}`, { method, headers: { host: 'localhost:4173', ...headers } });
const bytes = async (answer: Response) => Buffer.from(await answer.arrayBuffer());
const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

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

describe('page server: built files', () => {
  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, the file to others', async () => {
    const br = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    const compressed = await bytes(br);
    expect(compressed.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(compressed).toString()).toBe(script);

    const gz = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const plain = await get('/assets/app-1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('caches hashed assets for good, the rest of public/ with revalidation, and answers 304 to a matching validator', async () => {
    const first = await get('/assets/app-1234.js', { 'accept-encoding': 'br' });
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/assets/app-1234.js', { 'accept-encoding': 'br', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD and byte ranges of a file', async () => {
    const head = await get('/assets/app-1234.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const range = await get('/assets/app-1234.js', { range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe(script.slice(0, 10));
  });

  it('keeps a missing file a 404, never the page, and takes no path out of the build', async () => {
    // A file beside the build, which no request may reach.
    const secret = `secret-${Date.now()}.txt`;
    writeFileSync(join(dist, '..', secret), 'not the site');
    for (const path of ['/assets/missing-9999.js', '/other.html', `/%2e%2e/${secret}`, `/assets/..%2f..%2f${secret}`, `/assets/%2e%2e%2f%2e%2e%2f${secret}`]) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain('<title>');
    }
  });

  it('serves the offline page under a policy of its own files, and the manifest as a manifest', async () => {
    const offline = await get('/offline.html');
    expect(offline.status).toBe(200);
    expect(await offline.text()).toContain('オフライン');
    expect(offline.headers.get('content-security-policy')).toMatch(/default-src 'self'; script-src 'self'; style-src 'self'/);
    expect(offline.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  });
});

describe('page server: the page', () => {
  it('serves the page at / and every client route, uncached, with a fresh nonce in the CSP and the HTML', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/slots', '/account/deposit?channel=BANK', '/index.html']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('etag')).toBeNull();
      const nonce = nonceOf(page.headers.get('content-security-policy'));
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const html = await page.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('sends the security headers and a policy that allows only the own origin', async () => {
    const page = await get('/');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = page.headers.get('content-security-policy')!;
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
    const br = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(brotliDecompressSync(await bytes(br)).toString()).toContain('<header>QC</header>');
    const gz = await get('/slots', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(await bytes(gz)).toString()).toContain('<header>QC</header>');
    const plain = await get('/slots');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<header>QC</header>');
  });

  it('answers HEAD on a route without a body, and any other method with a 405 naming GET and HEAD', async () => {
    const head = await get('/promo', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    expect(await head.text()).toBe('');
    const post = await get('/promo', { 'content-type': 'application/x-www-form-urlencoded' }, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it("leaves the backend's paths to the backend: a 404 that says so, never the page", async () => {
    for (const path of ['/api/phoenix/user/info', '/media/1/banner/a.svg', '/ws/push', '/__mock/health']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect((await answer.json()).error, path).toMatch(/backend/);
    }
  });
});

describe('page server: as plain static files', () => {
  it('sends index.html as built for every route: no nonce, no policy, files as always', async () => {
    const plain = createPageServer({ dist, plain: true });
    const page = await plain.request('/slots');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBeNull();
    expect(await page.text()).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
    expect((await plain.request('/assets/app-1234.js', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBe('br');
  });
});

describe('page server: the service worker', () => {
  it('serves the worker uncached, naming the release the request should see when there is one', async () => {
    const first = await get('/sw.js');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.text()).toBe('self.addEventListener("fetch", () => {});\n');
    const released = createPageServer({ dist, serviceWorkerRelease: async (request) => (request.headers.get('cookie') === 'mock-session=sw-a' ? 2 : 0) });
    expect(await (await released.request('/sw.js', { headers: { cookie: 'mock-session=sw-a' } })).text()).toBe('self.addEventListener("fetch", () => {});\n\n// release 2\n');
    expect(await (await released.request('/sw.js', { headers: { cookie: 'mock-session=sw-b' } })).text()).toBe('self.addEventListener("fetch", () => {});\n');
  });
});

describe('page server: a directory that was never built', () => {
  it('refuses to start, saying what is missing, rather than answer every route with a 500', () => {
    const empty = mkdtempSync(join(tmpdir(), 'page-server-empty-'));
    expect(() => createPageServer({ dist: empty })).toThrow(/no index\.html: build the site first/);
  });
});

import { webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.ts';

interface Agent {
  load(options: { apiKey: string }): Promise<{ get(): Promise<{ visitorId: string }> }>;
}

/** Runs the agent script in a bare page-like global, as a browser would load it. */
function loadAgent(script: string, navigator: Record<string, unknown>, withSubtle = true): Agent {
  const window: Record<string, unknown> = {
    navigator,
    screen: { width: 390, height: 844, colorDepth: 24 },
    devicePixelRatio: 3,
    crypto: withSubtle ? webcrypto : {},
  };
  runInNewContext(script, { window, TextEncoder, Intl, Promise, Math, String, Array, Uint8Array });
  return window.QcFingerprint as Agent;
}

describe('stand-in pages', () => {
  it('GET /__mock/fingerprint/agent.js defines QcFingerprint with a stable visitor id per browser', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'GET', url: '/__mock/fingerprint/agent.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    const iphone = { userAgent: 'Mozilla/5.0 (iPhone)', language: 'ja-JP', languages: ['ja-JP', 'en-US'], platform: 'iPhone', maxTouchPoints: 5 };
    const visitorId = async (navigator: Record<string, unknown>, withSubtle?: boolean) =>
      (await (await loadAgent(response.body, navigator, withSubtle).load({ apiKey: 'fpk_1' })).get()).visitorId;
    const first = await visitorId(iphone);
    expect(first).toMatch(/^vf-[0-9a-f]{32}$/);
    expect(await visitorId({ ...iphone })).toBe(first);
    expect(await visitorId({ ...iphone, userAgent: 'Mozilla/5.0 (Android)' })).not.toBe(first);
    // Without crypto.subtle (plain http on a LAN address) it still answers, and stably.
    expect(await visitorId(iphone, false)).toMatch(/^vf-[0-9a-f]{16}$/);
    expect(await visitorId(iphone, false)).toBe(await visitorId(iphone, false));
    await expect(loadAgent(response.body, iphone).load({ apiKey: '' })).rejects.toThrow(/apiKey/);
  });

  it('the consent page is not framed, not cached, and does not show the return address it was given', async () => {
    const app = await testApp();
    const started = await app.inject({
      method: 'POST',
      url: '/api/phoenix/user/auth/thirdParty/login',
      payload: { thirdPartyType: 'twitter', redirectUri: 'http://localhost:5173/elseLogin/twitter?x="<b>' },
    });
    const page = await app.inject({ method: 'GET', url: started.json().data.authorizeUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('X (Twitter) でログイン');
    expect(page.body).not.toContain('<b>');
    const bad = await app.inject({ method: 'GET', url: '/__mock/oauth/facebook/authorize?state=a&redirect_uri=b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^text\/html/);
  });

  it('the consent page answers any query or form with a page or a redirect, never a 500', async () => {
    const app = await testApp();
    // One real pending login, so the answers include the consent page itself and the redirect.
    const started = await app.inject({
      method: 'POST',
      url: '/api/phoenix/user/auth/thirdParty/login',
      payload: { thirdPartyType: 'line', redirectUri: 'http://localhost:5173/elseLogin/line' },
    });
    const real = Object.fromEntries(new URL(started.json().data.authorizeUrl, 'http://localhost').searchParams);
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('google', 'twitter', 'line', 'nope'),
        fc.dictionary(fc.constantFrom('state', 'redirect_uri', 'decision', 'x'), fc.string()),
        fc.string({ unit: 'binary' }),
        async (provider, fields, raw) => {
          const url = `/__mock/oauth/${provider}/authorize`;
          const page = await app.inject({ method: 'GET', url, query: fields });
          expect([200, 400]).toContain(page.statusCode);
          statuses.add(page.statusCode);
          // The page's own form carries state and decision only; the address is the query's.
          const { redirect_uri: _address, ...form } = fields;
          for (const payload of [new URLSearchParams(fields).toString(), new URLSearchParams(form).toString(), raw]) {
            const posted = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
            expect([303, 400]).toContain(posted.statusCode);
            statuses.add(posted.statusCode);
          }
        },
      ),
      // The real login first: its page (200), then its decision (303).
      { numRuns: 60, examples: [['line', { ...real, decision: 'approve' }, '']] },
    );
    expect([...statuses].sort()).toEqual([200, 303, 400]);
  }, 30_000);

  it('GET /__mock/app frames the site as the app with request_os, under a policy of its own files', async () => {
    const app = await testApp();
    const page = await app.inject({ method: 'GET', url: '/__mock/app?os=android&path=%2Fslots%3Fx%3D%22' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe("default-src 'self'; script-src 'self'; style-src 'self'; frame-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'");
    expect(page.body).toContain('data-os="android"');
    // The path is the page's data, escaped, never markup.
    expect(page.body).toContain('data-path="/slots?x=&quot;"');
    expect(page.body).not.toMatch(/<script>|<style>|\son[a-z]+=/);
    const script = await app.inject({ method: 'GET', url: '/__mock/app/assets/harness.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("'request_os='");
    expect((await app.inject({ method: 'GET', url: '/__mock/app?os=windows' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/__mock/app/assets/other.js' })).statusCode).toBe(404);
  });
});

// Property: whatever Cookie header comes (read by @fastify/cookie), a call is answered in its
// session or refused with a 4xx, never a 5xx; a mock-session cookie that breaks the name rule is a
// 400, never the `default` session.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testApp, validRequests } from '../testing/app.ts';

const RUNS = 100;
const unit = fc.constantFrom(...'aZ09_.:-%;= ,"\'\\\té/+'.split(''), '%E0%A4%A', '%zz', 'mock-session', 'qc-lang', '=');
const text = fc.string({ unit, maxLength: 40 });
const cookieHeader = fc.oneof(
  text,
  text.map((value) => `mock-session=${value}`),
  fc.tuple(text, text, text).map(([before, value, after]) => `${before}; mock-session=${value}; ${after}`),
);

/** Whether the header holds a `mock-session=` pair, as a cookie parser splits it. */
const namesSession = (header: string) => header.split(';').some((pair) => pair.includes('=') && pair.slice(0, pair.indexOf('=')).trim() === 'mock-session');

describe('hostile cookies', () => {
  it('land in a named session or get a 400, never a 5xx and never `default` by mistake', async () => {
    const app = await testApp();
    await fc.assert(
      fc.asyncProperty(cookieHeader, async (cookie) => {
        const control = await app.inject({ method: 'POST', url: '/__mock/reset', headers: { cookie } });
        expect([200, 400], `${cookie}: ${control.body}`).toContain(control.statusCode);
        if (control.statusCode === 400) expect(control.json().error).toMatch(/^mock-session: not a valid mock session name/);
        else if (namesSession(cookie)) expect(control.json().session, cookie).not.toBe('default');
        const api = await app.inject({ method: 'POST', url: '/api/phoenix/message/open/marquee', headers: { cookie }, payload: validRequests.getMarquee.body as object });
        expect(api.statusCode, cookie).toBe(control.statusCode);
        const page = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
        expect(page.statusCode, cookie).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});

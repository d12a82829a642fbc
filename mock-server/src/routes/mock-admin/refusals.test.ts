import { describe, expect, it } from 'vitest';
import { admin, call, testApp, validRequests } from '../../testing/app.ts';

describe('control calls that would break the session are refused with the control API 400', () => {
  // Before 1970 by a day: the test's Date.now() is read before two calls, which a loaded machine makes take seconds.
  it('POST /__mock/clock past year 9999 or before 1970, by now or by advanceMs', async () => {
    const app = await testApp();
    for (const body of [{ now: 9_000_000_000_000_000 }, { advanceMs: 9_000_000_000_000_000 }, { advanceMs: -Date.now() - 86_400_000 }]) {
      const response = await admin(app, 'POST', '/__mock/clock', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: 'the clock must stay between 1970 and the end of year 9999' });
    }
    expect((await admin(app, 'GET', '/__mock/clock')).statusCode).toBe(200);
    expect((await call(app, 'getMarquee', validRequests.getMarquee)).statusCode).toBe(200);
    const last = await admin(app, 'POST', '/__mock/clock', { now: '9999-12-31T00:00:00Z' });
    expect(last.json()).toEqual({ now: '9999-12-31T00:00:00.000Z' });
  });

  it('POST /__mock/scenarios with an httpStatus of 100-199, which is no final answer', async () => {
    const app = await testApp();
    for (const httpStatus of [100, 101, 150, 199]) {
      const response = await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', httpStatus });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^httpStatus: /);
    }
    expect((await call(app, 'getMarquee', validRequests.getMarquee)).statusCode).toBe(200);
  });
});

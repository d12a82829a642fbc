import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { bearer, loginAs } from '../../testing/players.ts';

const MINUTE = 60_000;

describe('the jump dialog on the session clock', () => {
  it('is due 5 minutes after login, then 10 minutes after each showing, three times a day; a second tab counts nothing', async () => {
    const app = await testApp();
    const session = 'jump';
    await admin(app, 'POST', '/__mock/reset', {}, session);
    // Early on a Tokyo day, so the day does not end within the test.
    await admin(app, 'POST', '/__mock/clock', { now: '2026-11-24T00:00:00.000Z' }, session);
    const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
    const as = (operationId: Parameters<typeof call>[1], body: unknown = {}) => call(app, operationId, { session, headers, body });
    const jump = async () => (await as('getUserInfo')).json().data.jump;
    // The clock runs on in real time from the moment it was set: read times from the answers.
    const first = await jump();
    const loginAt = Date.parse(first.nextAt) - 5 * MINUTE;
    expect(Math.abs(loginAt - Date.parse('2026-11-24T00:00:00.000Z'))).toBeLessThan(5_000);
    expect(first).toMatchObject({ times: 0, flag: true });
    // Not due yet: nothing counted.
    expect((await as('markJumpShown', { dueAt: first.nextAt })).json().data.counted).toBe(false);

    let dueAt: string = first.nextAt;
    for (const n of [1, 2, 3]) {
      await admin(app, 'POST', '/__mock/clock', { now: dueAt }, session);
      const shown = (await as('markJumpShown', { dueAt })).json().data;
      expect(shown).toMatchObject({ counted: true, jump: { times: n } });
      // Another tab asking for the same showing counts nothing.
      expect((await as('markJumpShown', { dueAt })).json().data.counted).toBe(false);
      if (n === 3) break;
      // 10 minutes after this showing (5, 15, 25 minutes after the login).
      expect(Date.parse(shown.jump.nextAt) - Date.parse(dueAt)).toBeGreaterThanOrEqual(10 * MINUTE);
      expect(Date.parse(shown.jump.nextAt) - loginAt).toBeLessThan((5 + 10 * n) * MINUTE + 5_000);
      dueAt = shown.jump.nextAt;
    }
    expect(await jump()).toEqual({ times: 3, flag: false, nextAt: null });
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 10 * MINUTE }, session);
    expect(await jump()).toEqual({ times: 3, flag: false, nextAt: null });

    // The next day (Tokyo midnight) the count starts again; a new login is due 5 minutes after it.
    await admin(app, 'POST', '/__mock/clock', { now: '2026-11-24T15:00:00.000Z' }, session);
    const fresh = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
    const nextDay = (await call(app, 'getUserInfo', { session, headers: fresh })).json().data.jump;
    expect(nextDay).toMatchObject({ times: 0, flag: true });
    expect(Date.parse(nextDay.nextAt) - Date.parse('2026-11-24T15:05:00.000Z')).toBeLessThan(5_000);
  });
});

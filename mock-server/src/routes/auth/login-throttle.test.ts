import { describe, expect, it } from 'vitest';
import { admin, testApp } from '../../testing/app.ts';
import { passwordLogin } from '../../testing/players.ts';

const MINUTE = 60_000;

describe('login: guessing passwords is throttled', () => {
  it('five wrong passwords lock the account for 15 minutes, the right one included; then it opens again', async () => {
    const app = await testApp();
    for (let i = 0; i < 5; i++) expect((await passwordLogin(app, 'qcplayer01', { password: `Wr0ng${i}!!` })).json().code).toBe(100702);
    const locked = (await passwordLogin(app, 'qcplayer01')).json();
    expect(locked).toMatchObject({ code: 100709, success: false, data: { retryAfterSeconds: 900 } });
    // Another account is not locked by it.
    expect((await passwordLogin(app, 'qctransfer01')).json().code).toBe(200);
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 15 * MINUTE });
    expect((await passwordLogin(app, 'qcplayer01')).json().code).toBe(200);
  });

  it('a success clears the count: four wrong, the right one, four wrong again still logs in', async () => {
    const app = await testApp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await passwordLogin(app, 'qcplayer01', { password: `Wr0ng${i}!!` });
      expect((await passwordLogin(app, 'qcplayer01')).json().code).toBe(200);
    }
  });

  it('thirty wrong passwords from one address, on any names, lock the address for 15 minutes', async () => {
    const app = await testApp();
    for (let i = 0; i < 30; i++) await passwordLogin(app, `qcnobody${i}`);
    const locked = (await passwordLogin(app, 'qcplayer01')).json();
    expect(locked.code).toBe(100709);
    expect(locked.data.retryAfterSeconds).toBeGreaterThan(890);
    // Another session is another world: its addresses are its own.
    expect((await passwordLogin(app, 'qcplayer01', { session: 'elsewhere' })).json().code).toBe(200);
  });
});

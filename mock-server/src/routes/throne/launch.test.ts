import { describe, expect, it } from 'vitest';
import { testApp, call } from '../../testing/app.ts';
import { gameOf } from '../../testing/machines.ts';
import { advanceClock, playerSession } from '../../testing/players.ts';

const ref = (kind: Parameters<typeof gameOf>[0]) => ({ gameId: gameOf(kind).gameId, providerCode: gameOf(kind).providerCode });

describe('game launch (SPEC §4)', () => {
  it('refuses a visitor with 401: launching needs a player', async () => {
    const app = await testApp();
    const answer = await call(app, 'launchGame', { body: ref('pachinko') });
    expect(answer.statusCode).toBe(401);
    expect((await call(app, 'launchDemoGame', { body: ref('slot') })).statusCode).toBe(401);
  });

  it('launches AMIGO for real play and another provider for demo, each URL on a machine of its kind with a token', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const real = (await as('launchGame', { ...ref('pachinko'), excludeLoginName: false }, { 'accept-language': 'en-US' })).json();
    expect(real).toMatchObject({ code: 200, success: true });
    expect(real.data).toMatch(/^\/machines\/pachinko\?t=lt_[a-z0-9]+&lang=en-US$/);
    expect((await as('launchGame', ref('pachislot'))).json().data).toMatch(/^\/machines\/pachislot\?t=/);
    expect((await as('launchDemoGame', { ...ref('slot'), excludeLoginName: true })).json().data).toMatch(/^\/machines\/slot\?t=/);
    expect((await as('launchGame', ref('sports'))).json().data).toMatch(/^\/machines\/sports\?t=/);
  });

  it('refuses a real launch of a demo-only game, an unknown game and a game under another provider', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('launchGame', ref('slot'))).json()).toMatchObject({ code: 103102, success: false });
    expect((await as('launchGame', { gameId: 'NOPE-XX-0001', providerCode: 'AMIGO' })).json()).toMatchObject({ code: 103101 });
    expect((await as('launchDemoGame', { gameId: gameOf('slot').gameId, providerCode: 'AMIGO' })).json()).toMatchObject({ code: 103101 });
  });

  it('refuses a cooling-off and a self-excluded player with their own code and the end of the break', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const cooling = (await as('setSelfControl', { type: 'COOLING_OFF', days: 1 })).json().data;
    const refused = (await as('launchGame', ref('pachinko'))).json();
    expect(refused).toMatchObject({ code: 102104, success: false, data: { type: 'COOLING_OFF', until: cooling.coolingOffUntil } });
    expect((await as('launchDemoGame', ref('slot'))).json()).toMatchObject({ code: 102104 });

    const other = await playerSession(app, 'qctransfer01');
    await other('setSelfControl', { type: 'SELF_EXCLUSION', permanent: true });
    expect((await other('launchGame', ref('pachinko'))).json()).toMatchObject({ code: 102105, data: { type: 'SELF_EXCLUSION', until: null } });

    await advanceClock(app, 25 * 3_600_000);
    const again = await playerSession(app);
    expect((await again('launchGame', ref('pachinko'))).json()).toMatchObject({ code: 200 });
  });

  it('records the launched game as recently played', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    await as('launchGame', ref('pachinko'));
    const recent = Object.values(app.mock.sessions.get('default').state.recentGames);
    expect(recent.map((games) => games.map((g) => g.gameId))).toEqual([[gameOf('pachinko').gameId]]);
  });

  it('stops a launch once the session time limit has run, until play has paused for 30 minutes', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    await as('setSelfControl', { type: 'SESSION_LIMIT', minutes: 15 });
    expect((await as('launchGame', ref('pachinko'))).json()).toMatchObject({ code: 200 });
    await advanceClock(app, 10 * 60_000);
    expect((await as('launchGame', ref('pachinko'))).json()).toMatchObject({ code: 200 });
    await advanceClock(app, 6 * 60_000);
    expect((await as('launchGame', ref('pachinko'))).json()).toMatchObject({ code: 103107, data: { limitMinutes: 15 } });
    await advanceClock(app, 31 * 60_000);
    const fresh = await playerSession(app);
    expect((await fresh('launchGame', ref('pachinko'))).json()).toMatchObject({ code: 200 });
  });

  it('lists, activates and declines free bets; a used-up choice cannot change', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const [freeBet] = (await as('getFreeBets')).json().data.freeBets;
    expect(freeBet).toMatchObject({ status: 'AVAILABLE', rounds: 10, roundsLeft: 10, gameId: gameOf('pachislot').gameId });
    expect((await as('updateFreeBet', { bonusId: freeBet.bonusId, action: 'ACTIVATE' })).json().data.status).toBe('ACTIVE');
    expect((await as('updateFreeBet', { bonusId: freeBet.bonusId, action: 'ACTIVATE' })).json()).toMatchObject({ code: 103111 });
    expect((await as('updateFreeBet', { bonusId: freeBet.bonusId, action: 'DECLINE' })).json().data.status).toBe('DECLINED');
    expect((await as('updateFreeBet', { bonusId: 'FB-9999', action: 'DECLINE' })).json()).toMatchObject({ code: 103110 });
    expect((await as('getFreeBets', { status: 'AVAILABLE' })).json().data.freeBets).toEqual([]);
  });

  it('transfer_out_all moves nothing (no provider holds money) and answers the wallets', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('transferOutAll')).json().data).toEqual({
      transfers: [],
      wallets: [
        { walletType: 'COMMON', currency: 'JPY', amount: 125_000 },
        { walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 },
      ],
    });
  });
});

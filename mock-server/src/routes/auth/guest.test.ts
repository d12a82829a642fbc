import { describe, expect, it } from 'vitest';
import { GUEST_PLAY_MONEY } from '../../domain/identity/guests.ts';
import { call, testApp } from '../../testing/app.ts';
import { encryptedFor } from '../../testing/crypto.ts';
import { gameOf } from '../../testing/machines.ts';
import { bearer } from '../../testing/players.ts';

const GUEST = { grantType: 'guest', deviceId: 'app-device-1', requestOs: 'ios', merchantCode: 'QCJP' };

async function guestLogin(app: Awaited<ReturnType<typeof testApp>>, body: Record<string, unknown> = GUEST) {
  return (await call(app, 'login', { body, headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148' } })).json();
}

describe('guest login (SPEC §6: in the app only)', () => {
  it('is refused outside the app with its own code, and needs a device id', async () => {
    const app = await testApp();
    const { requestOs: _, ...outside } = GUEST;
    expect(await guestLogin(app, outside)).toMatchObject({ code: 109101, success: false });
    const { deviceId: __, ...noDevice } = GUEST;
    expect((await call(app, 'login', { body: noDevice })).statusCode).toBe(400);
  });

  it('logs a device in to its own guest, the same one each time, with play money and no deposits', async () => {
    const app = await testApp();
    const first = await guestLogin(app);
    expect(first).toMatchObject({ code: 200, data: { loginName: expect.stringMatching(/^qcguest\d+$/) } });
    const again = await guestLogin(app);
    expect(again.data.playerId).toBe(first.data.playerId);
    const otherDevice = await guestLogin(app, { ...GUEST, deviceId: 'app-device-2', requestOs: 'android' });
    expect(otherDevice.data.playerId).not.toBe(first.data.playerId);

    const headers = bearer(again.data.access_token);
    const info = (await call(app, 'getUserInfo', { headers })).json().data;
    expect(info).toMatchObject({ guest: true, demoBalance: GUEST_PLAY_MONEY, userSource: 'GUEST', userNamePwdStatus: 1 });
    for (const [operationId, body] of [
      ['createBankDeposit', { bankCode: '0009', amount: 10000 }],
      ['getDepositChannels', {}],
      ['launchGame', { ...gameOf('pachinko'), currency: 'JPY', excludeLoginName: false }],
      ['changePassword', { oldPassword: 'x', newPassword: 'y' }],
      ['getSecuritySettings', {}],
    ] as const) {
      expect((await call(app, operationId, { headers, body })).json(), operationId).toMatchObject({ code: 109102, success: false });
    }
    expect((await call(app, 'updateFavouriteGame', { headers, body: { gameId: 'AMIGO-PA-0001', favourite: true } })).json().code).toBe(200);
  });

  it('demo play moves the guest’s play money, which the next launch starts from', async () => {
    const app = await testApp();
    const headers = bearer((await guestLogin(app)).data.access_token);
    const slot = gameOf('slot');
    const launch = async () => {
      const url = (await call(app, 'launchDemoGame', { headers, body: { gameId: slot.gameId, providerCode: slot.providerCode, currency: 'JPY', excludeLoginName: true } })).json().data as string;
      return new URL(url, 'http://mock').searchParams.get('t')!;
    };
    const token = await launch();
    const round = (await call(app, 'playMachineRound', { body: { token, roundId: 'guest-round-1', stake: slot.minBet } })).json().data;
    expect(round.balance).not.toBe(GUEST_PLAY_MONEY);
    expect((await call(app, 'getUserInfo', { headers })).json().data.demoBalance).toBe(round.balance);
    const session = (await call(app, 'getMachineSession', { body: { token: await launch() } })).json().data;
    expect(session.balance).toBe(round.balance);
  });

  it('registering as the guest keeps the account (its favourites) and ends the guest', async () => {
    const app = await testApp();
    const guest = await guestLogin(app);
    const headers = bearer(guest.data.access_token);
    await call(app, 'updateFavouriteGame', { headers, body: { gameId: 'AMIGO-PA-0001', favourite: true } });
    const registered = (
      await call(app, 'registerByEmail', {
        headers,
        body: { loginName: 'qcfromguest1', password: await encryptedFor(app, 'Passw0rd!'), email: 'from.guest@example.com', userSource: 3, merchantCode: 'QCJP' },
      })
    ).json();
    expect(registered).toMatchObject({ code: 200, data: { loginName: 'qcfromguest1', playerId: guest.data.playerId } });
    const player = bearer(registered.data.access_token);
    expect((await call(app, 'getUserInfo', { headers: player })).json().data).toMatchObject({ guest: false, demoBalance: null, userSource: 'QC' });
    expect((await call(app, 'getFavouriteGames', { headers: player })).json().data.map((g: { gameId: string }) => g.gameId)).toEqual(['AMIGO-PA-0001']);
    // The guest's own session on that device ended with the registration's login.
    expect((await call(app, 'getUserInfo', { headers })).json().code).toBe(-130);
    // The device is no guest any more: its next guest login makes a new one.
    expect((await guestLogin(app)).data.playerId).not.toBe(guest.data.playerId);
    expect((await call(app, 'getDepositChannels', { headers: player })).json().code).toBe(200);
  });

  it('a registration with a player’s token (not a guest’s) makes a new account as ever', async () => {
    const app = await testApp();
    const login = (await call(app, 'login', { body: { grantType: 'password', loginType: 1, loginName: 'qcplayer01', password: await encryptedFor(app, 'Passw0rd!'), merchantCode: 'QCJP' } })).json();
    const registered = (
      await call(app, 'registerByEmail', {
        headers: bearer(login.data.access_token),
        body: { loginName: 'qcanother1', password: await encryptedFor(app, 'Passw0rd!'), email: 'another@example.com', userSource: 3, merchantCode: 'QCJP' },
      })
    ).json();
    expect(registered.data.playerId).not.toBe(login.data.playerId);
  });
});

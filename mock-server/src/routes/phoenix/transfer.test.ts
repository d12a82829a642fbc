import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../testing/app.ts';
import { encryptedFor } from '../../testing/crypto.ts';
import { bearer, loginAs } from '../../testing/players.ts';

describe('account transfer', () => {
  it('a QC_TRANSFER player sees the record, sets a password, and moves the legacy balance into COMMON once', async () => {
    const app = await testApp();
    const { access_token } = await loginAs(app, 'qctransfer01');
    const headers = bearer(access_token);
    expect((await call(app, 'getTransferRecord', { headers })).json().data).toEqual({
      legacyLoginName: 'transfer01',
      balance: 32000,
      points: 1200,
      currency: 'JPY',
      transferStatus: false,
      passwordSet: false,
    });
    expect((await call(app, 'setTransferPassword', { body: { newPwd: await encryptedFor(app, 'short') }, headers })).json().code).toBe(100711);
    expect((await call(app, 'setTransferPassword', { body: { newPwd: await encryptedFor(app, 'Tr4nsfer!') }, headers })).json().code).toBe(200);
    expect((await call(app, 'getTransferRecord', { headers })).json().data.passwordSet).toBe(true);

    const confirmed = await call(app, 'confirmTransfer', { body: {}, headers });
    expect(confirmed.json().data).toEqual({
      transferred: { amount: 32000, currency: 'JPY' },
      wallets: [
        { walletType: 'COMMON', currency: 'JPY', amount: 32000 },
        { walletType: 'PROMOTION', currency: 'JPY', amount: 0 },
      ],
    });
    const info = (await call(app, 'getUserInfo', { headers })).json().data;
    expect(info).toMatchObject({ transferStatus: true, transferPasswordSet: true, userSource: 'QC_TRANSFER' });
    // Once only: now it is not eligible.
    expect((await call(app, 'confirmTransfer', { body: {}, headers })).json().code).toBe(100707);
    expect((await call(app, 'getTransferRecord', { headers })).json().code).toBe(100707);
    await loginAs(app, 'qctransfer01', { password: 'Tr4nsfer!' });
  });

  it('any other player is not eligible (100707)', async () => {
    const app = await testApp();
    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    expect((await call(app, 'getTransferRecord', { headers })).json().code).toBe(100707);
    expect((await call(app, 'setTransferPassword', { body: { newPwd: await encryptedFor(app, 'Tr4nsfer!') }, headers })).json().code).toBe(100707);
    expect((await call(app, 'confirmTransfer', { body: {}, headers })).json().code).toBe(100707);
  });
});

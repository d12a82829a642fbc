import { describe, expect, it } from 'vitest';
import { freshState } from '../state.ts';
import { findAccountByLoginName } from './accounts.ts';
import { login, logout, MAX_SIGNED_IN_DEVICES, refresh, sessionOfToken, signedInDevices, signOutDevice, signOutOtherDevices, tokenStatus, touchSession } from './tokens.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

function setUp() {
  const state = freshState(1);
  const player = findAccountByLoginName(state, 'qcplayer01')!;
  return { state, player };
}

const KEEP = { keepOtherSessions: true };

describe('one live session per account', () => {
  it('a login on another device ends every older session of the account (-130), and it cannot renew', () => {
    const { state, player } = setUp();
    const phone = login(state, player.id, T0, { deviceId: 'phone', device: 'Chrome / Android' });
    const tablet = login(state, player.id, T0, { deviceId: 'tablet' }, KEEP);
    const desktop = login(state, player.id, T0 + MINUTE, { deviceId: 'desktop', device: 'Edge / Windows' });
    for (const older of [phone, tablet]) {
      expect(tokenStatus(state, older.accessToken, T0 + MINUTE)).toEqual({ status: 'superseded' });
      expect(refresh(state, older.refreshToken, T0 + MINUTE)).toEqual({ ok: false, reason: 'unknown' });
    }
    expect(tokenStatus(state, desktop.accessToken, T0 + MINUTE).status).toBe('valid');
    expect(signedInDevices(state, player.id, T0 + MINUTE).map((d) => d.deviceId)).toEqual(['desktop']);
  });

  it('another player’s login leaves this one be', () => {
    const { state, player } = setUp();
    const mine = login(state, player.id, T0, { deviceId: 'phone' });
    login(state, findAccountByLoginName(state, 'qcg2fa01')!.id, T0 + MINUTE, { deviceId: 'phone' });
    expect(tokenStatus(state, mine.accessToken, T0 + MINUTE).status).toBe('valid');
  });
});

describe('signed-in devices (logins that keep other sessions)', () => {
  it('keeps each device signed in; a newer login on the same device ends only that device’s older session (-130)', () => {
    const { state, player } = setUp();
    const phone = login(state, player.id, T0, { deviceId: 'phone', device: 'Chrome / Android' });
    const desktop = login(state, player.id, T0 + MINUTE, { deviceId: 'desktop', device: 'Edge / Windows' }, KEEP);
    expect(tokenStatus(state, phone.accessToken, T0 + MINUTE).status).toBe('valid');
    expect(signedInDevices(state, player.id, T0 + MINUTE).map((d) => d.device)).toEqual(['Edge / Windows', 'Chrome / Android']);

    const phoneAgain = login(state, player.id, T0 + 2 * MINUTE, { deviceId: 'phone', device: 'Chrome / Android', app: 'android' }, KEEP);
    expect(tokenStatus(state, phone.accessToken, T0 + 2 * MINUTE)).toEqual({ status: 'superseded' });
    expect(refresh(state, phone.refreshToken, T0 + 2 * MINUTE)).toEqual({ ok: false, reason: 'unknown' });
    expect(tokenStatus(state, desktop.accessToken, T0 + 2 * MINUTE).status).toBe('valid');
    const devices = signedInDevices(state, player.id, T0 + 2 * MINUTE);
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatchObject({ deviceId: 'phone', app: 'android', signedInAt: T0 + 2 * MINUTE });
    expect(sessionOfToken(state, phoneAgain.accessToken)?.id).toBe(devices[0]!.id);
  });

  it('a renewal keeps the device’s session; a call marks it active', () => {
    const { state, player } = setUp();
    const pair = login(state, player.id, T0, { deviceId: 'phone' });
    const session = sessionOfToken(state, pair.accessToken)!;
    const renewed = refresh(state, pair.refreshToken, T0 + 3 * 3600_000);
    if (!renewed.ok) throw new Error(renewed.reason);
    expect(sessionOfToken(state, renewed.tokens.accessToken)).toBe(session);
    touchSession(state, renewed.tokens.accessToken, T0 + 4 * 3600_000);
    expect(session.lastActiveAt).toBe(T0 + 4 * 3600_000);
  });

  it('"sign out this device" ends another device at once: its token reads signed-out and cannot renew', () => {
    const { state, player } = setUp();
    const phone = login(state, player.id, T0, { deviceId: 'phone' });
    const desktop = login(state, player.id, T0, { deviceId: 'desktop' }, KEEP);
    const desktopSession = sessionOfToken(state, desktop.accessToken)!;
    expect(signOutDevice(state, player.id, desktopSession.id, T0 + MINUTE)).toBe(true);
    expect(tokenStatus(state, desktop.accessToken, T0 + MINUTE)).toEqual({ status: 'signed-out' });
    expect(refresh(state, desktop.refreshToken, T0 + MINUTE)).toEqual({ ok: false, reason: 'unknown' });
    expect(tokenStatus(state, phone.accessToken, T0 + MINUTE).status).toBe('valid');
    // Twice, or another player's device, is no device of theirs.
    expect(signOutDevice(state, player.id, desktopSession.id, T0 + MINUTE)).toBe(false);
    const other = findAccountByLoginName(state, 'qcg2fa01')!;
    const theirs = sessionOfToken(state, login(state, other.id, T0, { deviceId: 'x' }).accessToken)!;
    expect(signOutDevice(state, player.id, theirs.id, T0 + MINUTE)).toBe(false);
  });

  it('"sign out all others" keeps only this device', () => {
    const { state, player } = setUp();
    const mine = login(state, player.id, T0, { deviceId: 'mine' });
    const others = ['a', 'b', 'c'].map((deviceId) => login(state, player.id, T0, { deviceId }, KEEP));
    expect(signOutOtherDevices(state, player.id, sessionOfToken(state, mine.accessToken)!.id, T0 + MINUTE)).toBe(3);
    for (const pair of others) expect(tokenStatus(state, pair.accessToken, T0 + MINUTE).status).toBe('signed-out');
    expect(signedInDevices(state, player.id, T0 + MINUTE).map((d) => d.deviceId)).toEqual(['mine']);
  });

  it('a logout ends its device; the list never grows past the limit (the least recently active goes)', () => {
    const { state, player } = setUp();
    const first = login(state, player.id, T0, { deviceId: 'first' });
    logout(state, first.accessToken, T0 + MINUTE);
    expect(signedInDevices(state, player.id, T0 + MINUTE)).toEqual([]);
    const pairs = Array.from({ length: MAX_SIGNED_IN_DEVICES + 2 }, (_, i) => login(state, player.id, T0 + i * MINUTE, { deviceId: `d${i}` }, KEEP));
    const live = signedInDevices(state, player.id, T0 + 20 * MINUTE);
    expect(live).toHaveLength(MAX_SIGNED_IN_DEVICES);
    expect(tokenStatus(state, pairs[0]!.accessToken, T0 + 20 * MINUTE)).toEqual({ status: 'superseded' });
    expect(tokenStatus(state, pairs.at(-1)!.accessToken, T0 + 20 * MINUTE).status).toBe('valid');
  });
});

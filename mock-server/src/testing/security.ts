// Test steps of the security settings and live chat: an authenticator turned on, a second
// device signed in, a conversation opened.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { totp } from '../domain/identity/totp.ts';
import { now } from '../domain/shared/clock.ts';
import type { CallOptions } from './inject.ts';
import { admin, call } from './inject.ts';
import { bearer, loginAs } from './players.ts';

/** The app's current code for a secret at the session's clock. */
export const codeAt = (app: FastifyInstance, secret: string, session = 'default', offsetMs = 0): string =>
  totp(secret, now(app.mock.sessions.get(session).clock) + offsetMs);

/** qcplayer01 with the authenticator on: the secret, the recovery codes shown, and the token. */
export async function authenticatorOn(app: FastifyInstance, session = 'default'): Promise<{ headers: Record<string, string>; secret: string; recoveryCodes: string[] }> {
  const headers = bearer((await loginAs(app, 'qcplayer01', { session, deviceId: 'security-device' })).access_token);
  const setup = (await call(app, 'startAuthenticatorSetup', { session, headers, body: {} })).json();
  expect(setup, 'the authenticator set-up').toMatchObject({ code: 200 });
  const confirmed = (await call(app, 'confirmAuthenticator', { session, headers, body: { code: codeAt(app, setup.data.secret, session) } })).json();
  expect(confirmed, 'the authenticator confirmed').toMatchObject({ code: 200 });
  return { headers, secret: setup.data.secret, recoveryCodes: confirmed.data.recoveryCodes };
}

/**
 * Another device's session beside the player's live one: a fixture login that keeps other
 * sessions (a password login would end them, one live session per account).
 */
export async function secondDevice(app: FastifyInstance, loginName: string, deviceId: string, session = 'default'): Promise<Record<string, string>> {
  const started = await admin(app, 'POST', `/__mock/players/${loginName}/session`, { deviceId, keepOtherSessions: true }, session);
  expect(started.statusCode, `a second device for ${loginName}`).toBe(200);
  return bearer(started.json().login.access_token);
}

/** qcplayer01 signed in on two devices: this one's token, and the other's token and session id. */
export async function twoDevices(app: FastifyInstance, session = 'default'): Promise<{ headers: Record<string, string>; other: { headers: Record<string, string>; sessionId: string } }> {
  const headers = bearer((await loginAs(app, 'qcplayer01', { session, deviceId: 'phone-device' })).access_token);
  const otherHeaders = await secondDevice(app, 'qcplayer01', 'desktop-device', session);
  const devices = (await call(app, 'getSignedInDevices', { session, headers, body: {} })).json().data as { sessionId: string; current: boolean }[];
  const other = devices.find((device) => !device.current);
  expect(other, 'the other device is listed').toBeDefined();
  return { headers, other: { headers: otherHeaders, sessionId: other!.sessionId } };
}

/** A visitor's conversation with the desk: its id and key, as the chat calls take them. */
export async function openedChat(app: FastifyInstance, session = 'default'): Promise<{ conversationId: string; chatKey: string }> {
  const opened = (await call(app, 'openChat', { session, body: {} })).json();
  expect(opened, 'the chat opened').toMatchObject({ code: 200 });
  return { conversationId: opened.data.conversationId, chatKey: opened.data.chatKey };
}

/** A sample whose body needs an opened conversation's id and key (and whatever else `extra` adds). */
export const inChat =
  (extra: Record<string, unknown> = {}, after?: (app: FastifyInstance, session: string, chat: { conversationId: string; chatKey: string }) => Promise<void>) =>
  async (app: FastifyInstance, session: string): Promise<CallOptions> => {
    const chat = await openedChat(app, session);
    await after?.(app, session, chat);
    return { body: { ...chat, ...extra } };
  };

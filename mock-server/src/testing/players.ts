// Test steps a player takes again and again: log in, solve the slider, read a code from the inbox.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SEEDED_PASSWORD } from '../domain/identity/seed.ts';
import { encryptedFor } from './crypto.ts';
import { admin, call, type CallOptions } from './inject.ts';

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export interface PasswordLogin {
  session?: string;
  password?: string;
  deviceId?: string;
  grantType?: 'password' | 'google2fa' | 'email2fa' | 'phone2fa';
  authenticationCode?: string;
  loginType?: 1 | 2;
  /** The site's merchant; the seeded accounts belong to QCJP. */
  merchantCode?: string;
}

/** The password grant as the site sends it, password encrypted with the key the session serves. */
export async function passwordLogin(app: FastifyInstance, loginName: string, options: PasswordLogin = {}): Promise<LightMyRequestResponse> {
  const password = await encryptedFor(app, options.password ?? SEEDED_PASSWORD, options.session);
  return call(app, 'login', {
    session: options.session,
    body: {
      grantType: options.grantType ?? 'password',
      loginType: options.loginType ?? (loginName.includes('@') ? 2 : 1),
      loginName,
      password,
      merchantCode: options.merchantCode ?? 'QCJP',
      ...(options.deviceId && { deviceId: options.deviceId }),
      ...(options.authenticationCode && { authenticationCode: options.authenticationCode }),
    },
  });
}

export interface LoggedIn {
  access_token: string;
  refresh_token: string;
  loginName: string;
  playerId: string;
  [field: string]: unknown;
}

/** A seeded (or registered) account logged in; fails the test when the login does not succeed. */
export async function loginAs(app: FastifyInstance, loginName: string, options: PasswordLogin = {}): Promise<LoggedIn> {
  const response = await passwordLogin(app, loginName, options);
  expect(response.json(), `login of ${loginName}`).toMatchObject({ code: 200, success: true });
  return response.json().data as LoggedIn;
}

/** What a page does after verify: a slider puzzle solved with the control API's answer. */
export async function solveSlider(app: FastifyInstance, options: { session?: string; use?: number } = {}): Promise<{ captchaId: string; captcha: string }> {
  const puzzle = (await call(app, 'generateSliderCaptcha', { session: options.session, body: { use: options.use ?? 1 } })).json().data;
  const answer = (await admin(app, 'GET', `/__mock/captcha/${puzzle.captchaId}`, undefined, options.session)).json();
  const captcha = Buffer.from(JSON.stringify({ x: answer.x, y: answer.y })).toString('base64');
  const verdict = (await call(app, 'verifySliderCaptcha', { session: options.session, body: { use: options.use ?? 1, captchaId: puzzle.captchaId, captcha } })).json().data;
  expect(verdict.validateResult, 'the slider passes at the answer').toBe(1);
  return { captchaId: puzzle.captchaId, captcha };
}

/** The newest code the server sent to a phone (`+81 9012345678`) or e-mail, from the mock inbox. */
export async function latestCode(app: FastifyInstance, to: string, session?: string): Promise<string> {
  const messages = (await admin(app, 'GET', `/__mock/inbox?to=${encodeURIComponent(to)}`, undefined, session)).json().messages;
  expect(messages.length, `a message to ${to}`).toBeGreaterThan(0);
  return messages[0].code as string;
}

/** Calls as a logged-in player. Access tokens live 2 h of the mock clock: log in again after moving it further. */
export async function playerSession(app: FastifyInstance, loginName = 'qcplayer01') {
  const { access_token } = await loginAs(app, loginName);
  const headers = bearer(access_token);
  return (operationId: Parameters<typeof call>[1], body: unknown = {}, extraHeaders: Record<string, string> = {}) =>
    call(app, operationId, { body, headers: { ...headers, ...extraHeaders } });
}

/** The session clock, read and moved through the control API. */
export const clockNow = async (app: FastifyInstance) => Date.parse((await admin(app, 'GET', '/__mock/clock')).json().now);
export const advanceClock = (app: FastifyInstance, advanceMs: number) => admin(app, 'POST', '/__mock/clock', { advanceMs });
export const setClock = (app: FastifyInstance, now: string) => admin(app, 'POST', '/__mock/clock', { now });

/** A valid request's preparation: `loginName` logged in, the body as given. */
export const asPlayer =
  (loginName: string, body: unknown = {}) =>
  async (app: FastifyInstance, session: string): Promise<CallOptions> => ({
    body,
    headers: bearer((await loginAs(app, loginName, { session })).access_token),
  });

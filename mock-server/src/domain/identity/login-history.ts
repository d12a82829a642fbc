/**
 * The record of each player's logins (SPEC §7 "Station messages: login records"): when, how, from
 * which device and address, and whether the device was new to the account. A history, kept apart
 * from the sessions themselves (tokens.ts): a renewal with the refresh token is not a login.
 */
import { describeAgent } from './user-agent.ts';

export type LoginMethod = 'PASSWORD' | 'CODE' | 'THIRD_PARTY' | 'LOGIN_KEY';

export interface LoginRecord {
  at: number;
  method: LoginMethod;
  /** The device id the site sent (SPEC §3 "deviceId"), if any. */
  deviceId: string | null;
  /** The browser and system read from the User-Agent, e.g. "Chrome (Windows)"; null when unknown. */
  device: string | null;
  ip: string;
  /** The account had never logged in from this device before. */
  newDevice: boolean;
}

export interface LoginHistorySlice {
  /** By account id, oldest first, the last LOGINS_KEPT. */
  loginHistory: Record<string, LoginRecord[]>;
}

export const LOGINS_KEPT = 50;

export interface NewLogin {
  at: number;
  method: LoginMethod;
  deviceId: string | undefined;
  userAgent: string | undefined;
  ip: string;
}

/** Records a login; a device is known by its id when the site sent one, else by its description. */
export function recordLogin(state: LoginHistorySlice, accountId: string, login: NewLogin): LoginRecord {
  const earlier = Object.hasOwn(state.loginHistory, accountId) ? state.loginHistory[accountId]! : [];
  const device = describeAgent(login.userAgent);
  const deviceId = login.deviceId?.slice(0, 100) ?? null;
  const seen = earlier.some((record) => (deviceId !== null ? record.deviceId === deviceId : record.deviceId === null && record.device === device));
  const record: LoginRecord = { at: login.at, method: login.method, deviceId, device, ip: login.ip, newDevice: !seen };
  state.loginHistory[accountId] = [...earlier, record].slice(-LOGINS_KEPT);
  return record;
}

/** The player's logins, newest first. */
export const loginsOf = (state: LoginHistorySlice, accountId: string): LoginRecord[] =>
  Object.hasOwn(state.loginHistory, accountId) ? [...state.loginHistory[accountId]!].reverse() : [];

import type { Locale } from '../contract.ts';
import { GUEST_PLAY_MONEY, guestOfDevice } from '../domain/identity/guests.ts';
import type { Account } from '../domain/identity/state.ts';
import type { MockState } from '../domain/state.ts';
import { registerAccount } from './register-account.ts';

/**
 * The app's guest on a device (SPEC §6): the device's guest account, or a new one made as a
 * registration makes a player (profile, limits, empty wallets), with play money of its own and a
 * name of the system's choosing. The guest keeps it until it registers (domain/identity/guests.ts).
 */
export function guestLogin(state: MockState, deviceId: string, locale: Locale, now: number): Account {
  const known = guestOfDevice(state, deviceId);
  if (known) return known;
  const loginName = `${state.config.loginNamePrefix}guest${state.accounts.nextId}`;
  const created = registerAccount(state, { loginName, userSource: 'GUEST', locale, guest: { deviceId, demoBalance: GUEST_PLAY_MONEY } }, now);
  // The name carries the next id, which nobody else has: a conflict here is a bug.
  if (!created.ok) throw new Error(`guestLogin: ${created.reason}`);
  return created.account;
}

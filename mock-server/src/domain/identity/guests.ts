import type { OperationId } from '../../contract.ts';
import { findAccountByEmail, findAccountByLoginName, findAccountByPhone } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import type { Account, AccountPhone, AccountsSlice, GuestAccount } from './state.ts';

/**
 * Guests of the native app (SPEC §6 "guest device login exists in the app only"): the `guest`
 * grant logs a device in to its own guest account, made on its first guest login. A guest plays
 * demo games on play money of its own (`demoBalance`, what its demo launches start with and leave)
 * and keeps favourites, recently played games and settings like any player; it may not touch
 * real money. Registering while logged in as the guest turns the same account into a player, so
 * everything kept under its id stays.
 */

/** A guest's play money at first, and again when it has run too low to play on. */
export const GUEST_PLAY_MONEY = 100_000;
const REFILL_BELOW = 1_000;

/**
 * The player operations a guest may call: reading itself and its settings, favourites and recent
 * games, demo play, its transcripts. Anything else a player may do (deposits, withdrawals, real
 * play, transfers, documents, password and security settings, and whatever later issues add)
 * answers 109102 until the guest registers: an allow-list, so a new operation is closed to guests
 * until someone decides otherwise.
 */
export const GUEST_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'getUserInfo',
  'getBalance',
  'getPlayerProfile',
  'getPlayerCommonInfo',
  'getLevelProgress',
  'getReportStatus',
  'acknowledgeReport',
  'setSelfControl',
  'updatePersonalInfo',
  'getFingerprintKey',
  'saveFingerprint',
  'launchDemoGame',
  'getFreeBets',
  'getBetRecords',
  'getFavouriteGames',
  'updateFavouriteGame',
  'getRecentGames',
  'getChatTranscripts',
  'getChatTranscript',
]);

export function guestOfDevice(state: AccountsSlice, deviceId: string): Account | undefined {
  return state.accounts.list.find((account) => account.guest?.deviceId === deviceId);
}

export function isGuest(account: Account | undefined): account is Account & { guest: GuestAccount } {
  return account?.guest !== undefined;
}

/** The play money a guest's demo launch starts with: what it has, refilled when too low to play on. */
export function guestPlayMoney(account: Account & { guest: GuestAccount }): number {
  if (account.guest.demoBalance < REFILL_BELOW) account.guest.demoBalance = GUEST_PLAY_MONEY;
  return account.guest.demoBalance;
}

export interface GuestUpgrade {
  loginName: string;
  password?: string | undefined;
  email?: string | undefined;
  phone?: AccountPhone | undefined;
  userNamePwdStatus?: 0 | 1 | undefined;
  referCode?: string | undefined;
  btag?: string | undefined;
  affiliateId?: string | undefined;
}

type UpgradeResult = { ok: true; account: Account } | { ok: false; reason: 'name-taken' | 'email-taken' | 'phone-taken' };

/**
 * The guest becomes a player of its own: the registration's name, password and contact, the
 * same id (favourites, recent games, settings, responsible-gaming choices stay with it). Refused
 * like a registration when the name, e-mail or phone is someone else's.
 */
export function upgradeGuest(state: AccountsSlice, guest: Account, input: GuestUpgrade, now: number): UpgradeResult {
  const other = (found: Account | undefined) => found !== undefined && found.id !== guest.id;
  if (other(findAccountByLoginName(state, input.loginName))) return { ok: false, reason: 'name-taken' };
  if (input.email && other(findAccountByEmail(state, input.email))) return { ok: false, reason: 'email-taken' };
  if (input.phone && other(findAccountByPhone(state, input.phone.prefix, input.phone.number))) return { ok: false, reason: 'phone-taken' };
  delete guest.guest;
  guest.userSource = 'QC';
  guest.loginName = input.loginName;
  guest.userNamePwdStatus = input.userNamePwdStatus ?? 1;
  for (const field of ['referCode', 'btag', 'affiliateId'] as const) if (input[field]) guest[field] = input[field];
  if (input.email) guest.email = input.email.trim();
  if (input.phone) guest.phone = { prefix: input.phone.prefix.replace(/\D/g, ''), number: input.phone.number.replace(/\D/g, '') };
  // The password it registered with is its original one, as a new account's.
  if (input.password !== undefined) guest.passwordHash = hashPassword(input.password);
  guest.registeredAt = now;
  return { ok: true, account: guest };
}

import type { Locale } from '../../contract.ts';
import type { CommonConfig } from '../shared/common-config.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { newAccount } from './seed.ts';
import type { Account, AccountPhone, AccountsSlice, GuestAccount, ThirdPartyType, UserSource } from './state.ts';

/**
 * Accounts: finding them, creating the identity of a new one, passwords and trusted devices.
 * Every expiry reads the session clock (`now`), never Date.now().
 */

const TRUSTED_DEVICES_LIMIT = 20;

const digitsOnly = (text: string) => text.replace(/\D/g, '');
const samePhone = (phone: AccountPhone | undefined, prefix: string, number: string) =>
  phone !== undefined && digitsOnly(phone.prefix) === digitsOnly(prefix) && digitsOnly(phone.number) === digitsOnly(number);

export function findAccountById(state: AccountsSlice, id: string): Account | undefined {
  return state.accounts.list.find((a) => a.id === id);
}

/** Case-insensitive, as the site lower-cases names but QA types them any way. */
export function findAccountByLoginName(state: AccountsSlice, loginName: string): Account | undefined {
  const wanted = loginName.trim().toLowerCase();
  return state.accounts.list.find((a) => a.loginName.toLowerCase() === wanted);
}

export function findAccountByEmail(state: AccountsSlice, email: string): Account | undefined {
  const wanted = email.trim().toLowerCase();
  return state.accounts.list.find((a) => a.email?.toLowerCase() === wanted);
}

/** `prefix` is '00' + calling code ('0081'); non-digits in either part are ignored. */
export function findAccountByPhone(state: AccountsSlice, prefix: string, number: string): Account | undefined {
  return state.accounts.list.find((a) => samePhone(a.phone, prefix, number));
}

export function findAccountByThirdParty(state: AccountsSlice, type: ThirdPartyType, subject: string): Account | undefined {
  return state.accounts.list.find((a) => a.thirdParty?.type === type && a.thirdParty.subject === subject);
}

// --- a new identity ----------------------------------------------------------------------------

export interface NewIdentity {
  loginName: string;
  /** Plain (already decrypted); omitted for sign-ups without a password of their own yet. */
  password?: string;
  email?: string;
  phone?: AccountPhone;
  userSource?: UserSource;
  userNamePwdStatus?: 0 | 1;
  locale?: Locale;
  timeZone?: string;
  referCode?: string;
  btag?: string;
  affiliateId?: string;
  thirdParty?: { type: ThirdPartyType; subject: string };
  guest?: GuestAccount;
}

export type CreateIdentityResult = { ok: true; account: Account } | { ok: false; reason: 'name-taken' | 'email-taken' | 'phone-taken' };

/**
 * A new ACTIVE account's identity, refused when its name, e-mail or phone is taken. The rest of a
 * new player (profile, wallets, ...) is the registration use case's (use-cases/register-account.ts).
 */
export function createIdentity(state: AccountsSlice & { config: CommonConfig }, input: NewIdentity, now: number): CreateIdentityResult {
  if (findAccountByLoginName(state, input.loginName)) return { ok: false, reason: 'name-taken' };
  if (input.email && findAccountByEmail(state, input.email)) return { ok: false, reason: 'email-taken' };
  if (input.phone && findAccountByPhone(state, input.phone.prefix, input.phone.number)) return { ok: false, reason: 'phone-taken' };
  const { password, email, phone, ...rest } = input;
  const account = newAccount(state.accounts.nextId++, {
    ...rest,
    ...(email && { email: email.trim() }),
    ...(phone && { phone: { prefix: digitsOnly(phone.prefix), number: digitsOnly(phone.number) } }),
    passwordHash: password === undefined ? '' : hashPassword(password),
    merchantCode: state.config.merchantCode,
    registeredAt: now,
  });
  state.accounts.list.push(account);
  return { ok: true, account };
}

/** The account leaves the list; its sessions, keys and devices are the deletion use case's to end. */
export function removeIdentity(state: AccountsSlice, accountId: string): void {
  state.accounts.list = state.accounts.list.filter((a) => a.id !== accountId);
}

// --- passwords and devices ---------------------------------------------------------------------

export function checkAccountPassword(account: Account, plain: string): boolean {
  return account.passwordHash !== '' && verifyPassword(plain, account.passwordHash);
}

/** A new password; `bySystem` when the site chose it (silent set-up), so the next login offers to change it. */
export function setAccountPassword(account: Account, plain: string, now: number, { bySystem = false } = {}): void {
  account.passwordHash = hashPassword(plain);
  account.passwordChangedAt = now;
  account.passwordSetBySystem = bySystem;
}

/** Whether the device passed the login safety check before (SPEC: 100701 otherwise). */
export function isTrustedDevice(account: Account, deviceId: string | undefined): boolean {
  return deviceId !== undefined && account.trustedDevices.includes(deviceId);
}

export function trustDevice(account: Account, deviceId: string): void {
  if (account.trustedDevices.includes(deviceId)) return;
  account.trustedDevices.push(deviceId);
  if (account.trustedDevices.length > TRUSTED_DEVICES_LIMIT) account.trustedDevices.shift();
}

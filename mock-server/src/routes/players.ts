// What several handlers do with players: decrypt a password, find the caller's account, answer a
// login. Route glue over the domain, so each handler stays a few lines.
import { codes, type authContract, type DataOf } from '../contract.ts';
import { findAccountById, findAccountByLoginName } from '../domain/identity/accounts.ts';
import type { Account } from '../domain/identity/state.ts';
import type { TokenPair } from '../domain/identity/tokens.ts';
import { isAcceptablePassword } from '../domain/identity/credentials.ts';
import { decryptPassword } from '../domain/identity/key-ring.ts';
import { maskEmail, maskPhone } from '../domain/shared/masking.ts';
import { callingCodeOf, checkPhone, type PhoneInput } from '../domain/shared/phones.ts';
import type { MockState } from '../domain/state.ts';
import type { VerifyCodeResult } from '../domain/verification/codes.ts';
import { badRequest, type CodeOf, type Refusal } from '../domain/shared/business-error.ts';
import type { OperationContext } from './handler.ts';

export type LoginResult = DataOf<typeof authContract.LoginResponse>;
type SecurityResp = NonNullable<LoginResult['securityResp']>;

/** A field the schema leaves optional but this use of the operation needs. */
export function required<T>(value: T | undefined, field: string): T {
  if (value === undefined || value === '') throw badRequest(field, 'required');
  return value;
}

/**
 * The plain password from its RSA-OAEP ciphertext. Plain text is refused (100120); a ciphertext
 * under a key that is no longer current means the page holds an old key (-120: it refetches it).
 */
export function decryptOrThrow(refuse: Refusal<CodeOf<'publicKeyExpired' | 'passwordNotEncrypted'>>, state: MockState, ciphertext: string): string {
  const result = decryptPassword(state.keyRing, ciphertext);
  if (result.ok) return result.password;
  throw refuse(result.reason === 'stale-key' ? codes.publicKeyExpired : codes.passwordNotEncrypted);
}

/** A new password: decrypted, and within the rule (100711). */
export function newPasswordOrThrow(refuse: Refusal<CodeOf<'publicKeyExpired' | 'passwordNotEncrypted' | 'invalidPassword'>>, state: MockState, ciphertext: string): string {
  const password = decryptOrThrow(refuse, state, ciphertext);
  if (!isAcceptablePassword(password)) throw refuse(codes.invalidPassword);
  return password;
}

/**
 * The caller's account. The contract plugin has checked the token; the account can still be gone
 * (a test token naming no account), which is "not logged in" as far as the player can tell.
 */
export function currentAccount(ctx: OperationContext<unknown, unknown, unknown, CodeOf<'notLoggedIn'>>): Account {
  const account = ctx.playerId ? findAccountById(ctx.state, ctx.playerId) : ctx.loginName ? findAccountByLoginName(ctx.state, ctx.loginName) : undefined;
  if (!account) throw ctx.refuse(codes.notLoggedIn, null, { httpStatus: 401 });
  return account;
}

/** 100922 for a number that is not a mobile number of its country; answers whether it is virtual. */
export function validPhoneOrThrow(refuse: Refusal<CodeOf<'invalidPhone'>>, phone: PhoneInput): { virtual: boolean } {
  const check = checkPhone(phone);
  if (!check.valid) throw refuse(codes.invalidPhone);
  return { virtual: check.virtual };
}

/** A refused code as the contract numbers it: wrong 100700; expired, used, burnt or never sent 100703. */
export const codeRefusal = (refuse: Refusal<CodeOf<'wrongCode' | 'codeExpired'>>, result: Exclude<VerifyCodeResult, { ok: true }>) =>
  refuse(result.reason === 'wrong' ? codes.wrongCode : codes.codeExpired);

/** A checked code: nothing when it checked out, else its refusal (codeRefusal). */
export function codeOutcomeOrThrow(refuse: Refusal<CodeOf<'wrongCode' | 'codeExpired'>>, result: VerifyCodeResult): void {
  if (!result.ok) throw codeRefusal(refuse, result);
}

/** The account's e-mail and phone as the API shows them back: masked, null when there is none. */
export function maskedContacts(account: Account): { email: string | null; mobilePhone: string | null } {
  return {
    email: account.email ? maskEmail(account.email) : null,
    mobilePhone: account.phone ? maskPhone(account.phone.number) : null,
  };
}

export function securityResp(account: Account, item: SecurityResp['securityItem']): SecurityResp {
  return {
    securityItem: item,
    ...maskedContacts(account),
    phoneCountryCode: account.phone ? callingCodeOf(account.phone.prefix) : null,
  };
}

/** What every way into an account answers (SPEC §3 "Login response"). */
export function loginResult(account: Account, tokens: TokenPair): LoginResult {
  const systemPassword = account.passwordSetBySystem === true;
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    loginName: account.loginName,
    playerId: account.id,
    // A password the site chose in the silent set-up: offer the player to choose their own.
    showUpdWinFlag: systemPassword,
    initPwdUpdStatus: systemPassword ? 1 : 0,
    originalPwd: account.passwordChangedAt === undefined,
    thirdPartyType: account.thirdParty?.type ?? null,
    email: maskedContacts(account).email,
    securityResp: account.secondFactor === 'NONE' ? null : securityResp(account, account.secondFactor),
    locale: account.locale,
  };
}

import { randomBytes } from 'node:crypto';
import type { Locale } from '../contract.ts';
import type { CommonConfig } from './common-config.ts';
import type { IdDocument } from './kyc.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { PersonalDetails, ReportType } from './profile.ts';
import { noSelfControl, type SelfControl } from './self-control.ts';
import type { MockState } from './state.ts';
import type { TotpGuard } from './totp.ts';

/**
 * Player accounts and their sessions. Everything lives in session state as plain data, so an
 * account registered or a token issued in one mock session means nothing in another, and a reset
 * brings the seeded accounts back. Every expiry reads the session clock (`now`), never Date.now().
 */

export type UserSource = 'QC' | 'QC_TRANSFER' | 'GOOGLE' | 'TWITTER' | 'LINE';
export type SecondFactor = 'NONE' | 'GOOGLE' | 'EMAIL' | 'PHONE';
export type ThirdPartyType = 'google' | 'twitter' | 'line';

export interface Wallet {
  walletType: 'COMMON' | 'PROMOTION';
  currency: string;
  amount: number;
}

export interface AccountPhone {
  /** '00' + calling code, e.g. '0081' (SPEC §9). */
  prefix: string;
  /** Digits without the country code or a leading 0. */
  number: string;
}

export interface Account {
  id: string;
  /** As sent at registration (the site sends it prefixed and lower-cased, e.g. 'qcplayer01'). */
  loginName: string;
  /** passwords.ts format; '' for an account without a password of its own yet (never matches). */
  passwordHash: string;
  email?: string;
  phone?: AccountPhone;
  merchantCode: string;
  status: 'ACTIVE' | 'DISABLED';
  userSource: UserSource;
  /** The legacy account was transferred (QC_TRANSFER accounts). */
  transferStatus: boolean;
  transferPasswordSet: boolean;
  /** 0 while the account has no login name and password of its own (phone and third-party sign-ups). */
  userNamePwdStatus: 0 | 1;
  secondFactor: SecondFactor;
  /** Base32, for secondFactor GOOGLE. */
  totpSecret?: string;
  /** Wrong authenticator codes, the lock they set, the last step used (totp.ts checkTotp). */
  totpGuard?: TotpGuard;
  /** A login from a device not in trustedDevices needs an e-mailed code (login safety check). */
  loginVerification: boolean;
  trustedDevices: string[];
  locale: Locale;
  timeZone: string;
  wallets: Wallet[];
  registeredAt: number;
  lastLoginAt?: number;
  /** Set when the player changed the password; absent while it is the original one. */
  passwordChangedAt?: number;
  /** The password is the site's default from the silent first-time set-up: the login offers to change it. */
  passwordSetBySystem?: boolean;
  referCode?: string;
  btag?: string;
  affiliateId?: string;
  thirdParty?: { type: ThirdPartyType; subject: string };
  /** The pre-merger account a QC_TRANSFER player can move over. */
  legacy?: { loginName: string; balance: number; points: number };
  /** Real name, its reading, birthday, address (profile.ts). */
  personal: PersonalDetails;
  /** Lifetime deposits and turnover in the main currency; the level follows them (profile.ts). */
  lifetime: { deposit: number; turnover: number };
  /** Identity documents uploaded, oldest first (kyc.ts). */
  idDocuments: IdDocument[];
  /** When the player acknowledged each report or notice. */
  acknowledgedReports: Partial<Record<ReportType, number>>;
  /** Breaks and deposit limits (self-control.ts). */
  selfControl: SelfControl;
}

/** An access token. Tokens from `login` name their account; `issueToken` ones only a login name. */
export interface AccessToken {
  loginName: string;
  expiresAt: number;
  accountId?: string;
  /** The refresh token issued with it, revoked with it on logout. */
  refreshToken?: string;
  /** When a newer login of the same account ended this session. */
  supersededAt?: number;
}

export interface RefreshToken {
  accountId: string;
  expiresAt: number;
}

export interface AccountsState {
  list: Account[];
  tokens: Record<string, AccessToken>;
  refreshTokens: Record<string, RefreshToken>;
  /** The next account id; ids are numeric strings, as the real user service sends them. */
  nextId: number;
}

export const ACCESS_TOKEN_TTL_SECONDS = 2 * 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 86400;
/** Every seeded account's password (README and e2e fixtures use it). */
export const SEEDED_PASSWORD = 'Passw0rd!';
/** qcg2fa01's authenticator secret, so e2e and QA can compute its codes. */
export const SEEDED_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const TRUSTED_DEVICES_LIMIT = 20;

// --- seeding -----------------------------------------------------------------------------------

type SeedSpec = Partial<Omit<Account, 'id' | 'loginName' | 'passwordHash' | 'merchantCode'>> & { name: string };

const SEEDS: SeedSpec[] = [
  {
    name: 'player01',
    email: 'player01@example.com',
    phone: { prefix: '0081', number: '9012345678' },
    wallets: [
      { walletType: 'COMMON', currency: 'JPY', amount: 125_000 },
      { walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 },
    ],
    // A Gold player with full personal details who has not sent an identity document yet.
    personal: {
      realName: '山田 太郎',
      realNameKana: 'ヤマダ タロウ',
      birthday: '1990-04-12',
      address: { country: 'JP', postalCode: '150-0041', region: '東京都', city: '渋谷区', line1: '神南1-2-3', line2: 'サンプルビル501' },
    },
    lifetime: { deposit: 320_000, turnover: 1_450_000 },
    acknowledgedReports: { PRIVACY_POLICY_UPDATE: Date.UTC(2026, 0, 15, 3, 5, 0), RESPONSIBLE_GAMING: Date.UTC(2026, 0, 15, 3, 5, 0) },
    selfControl: { depositLimits: [{ period: 'MONTHLY', amount: 300_000 }] },
  },
  {
    name: 'transfer01',
    email: 'transfer01@example.com',
    userSource: 'QC_TRANSFER',
    transferStatus: false,
    transferPasswordSet: false,
    legacy: { loginName: 'transfer01', balance: 32_000, points: 1_200 },
    personal: { realName: '佐藤 花子', realNameKana: 'サトウ ハナコ', birthday: '1985-11-03' },
    lifetime: { deposit: 60_000, turnover: 240_000 },
    // An old upload the review turned down: QA sees REJECTED and the re-upload.
    idDocuments: [
      {
        id: 'doc-100002-1',
        documentType: 'DRIVERS_LICENSE',
        side: 'FRONT',
        mimeType: 'image/jpeg',
        sizeBytes: 18_204,
        width: 240,
        height: 152,
        status: 'REJECTED',
        uploadedAt: Date.UTC(2026, 0, 20, 2, 0, 0),
        reviewedAt: Date.UTC(2026, 0, 20, 2, 10, 0),
        rejectReason: 'UNREADABLE',
      },
    ],
  },
  // A phone sign-up that has not chosen its own name and password yet: the site runs the silent set-up.
  { name: 'setup01', phone: { prefix: '0081', number: '9011112222' }, userNamePwdStatus: 0 },
  { name: 'disabled01', email: 'disabled01@example.com', status: 'DISABLED' },
  { name: 'g2fa01', email: 'g2fa01@example.com', secondFactor: 'GOOGLE', totpSecret: SEEDED_TOTP_SECRET },
  { name: 'mail2fa01', email: 'mail2fa01@example.com', secondFactor: 'EMAIL' },
  { name: 'sms2fa01', email: 'sms2fa01@example.com', phone: { prefix: '0081', number: '9087654321' }, secondFactor: 'PHONE' },
  { name: 'verify01', email: 'verify01@example.com', loginVerification: true },
];

/** Fixed, not "now": the same seed gives the same accounts on every start. */
const SEEDED_AT = Date.UTC(2026, 0, 15, 3, 0, 0);

function emptyWallets(currency: string): Wallet[] {
  return [
    { walletType: 'COMMON', currency, amount: 0 },
    { walletType: 'PROMOTION', currency, amount: 0 },
  ];
}

/** What every new account must be given; the rest has the defaults of an ordinary sign-up. */
type AccountFields = Pick<Account, 'loginName' | 'passwordHash' | 'merchantCode' | 'registeredAt'> & Partial<Omit<Account, 'id'>>;

function newAccount(id: number, fields: AccountFields, currency: string): Account {
  return {
    status: 'ACTIVE',
    userSource: 'QC',
    transferStatus: false,
    transferPasswordSet: false,
    userNamePwdStatus: 1,
    secondFactor: 'NONE',
    loginVerification: false,
    trustedDevices: [],
    locale: 'ja-JP',
    timeZone: 'Asia/Tokyo',
    wallets: emptyWallets(currency),
    personal: {},
    lifetime: { deposit: 0, turnover: 0 },
    idDocuments: [],
    acknowledgedReports: {},
    selfControl: noSelfControl(),
    ...fields,
    id: String(id),
  };
}

/** The seeded accounts of a baseline. One hash serves them all: they share the password, and scrypt is slow on purpose. */
export function buildAccounts(config: CommonConfig): AccountsState {
  const passwordHash = hashPassword(SEEDED_PASSWORD);
  let nextId = 100_001;
  const list = SEEDS.map(({ name, ...fields }) =>
    newAccount(nextId++, { ...fields, loginName: `${config.loginNamePrefix}${name}`, passwordHash, merchantCode: config.merchantCode, registeredAt: SEEDED_AT }, config.currency),
  );
  return { list, tokens: {}, refreshTokens: {}, nextId };
}

// --- lookups -----------------------------------------------------------------------------------

const digitsOnly = (text: string) => text.replace(/\D/g, '');
const samePhone = (phone: AccountPhone | undefined, prefix: string, number: string) =>
  phone !== undefined && digitsOnly(phone.prefix) === digitsOnly(prefix) && digitsOnly(phone.number) === digitsOnly(number);

export function findAccountById(state: MockState, id: string): Account | undefined {
  return state.accounts.list.find((a) => a.id === id);
}

/** Case-insensitive, as the site lower-cases names but QA types them any way. */
export function findAccountByLoginName(state: MockState, loginName: string): Account | undefined {
  const wanted = loginName.trim().toLowerCase();
  return state.accounts.list.find((a) => a.loginName.toLowerCase() === wanted);
}

export function findAccountByEmail(state: MockState, email: string): Account | undefined {
  const wanted = email.trim().toLowerCase();
  return state.accounts.list.find((a) => a.email?.toLowerCase() === wanted);
}

/** `prefix` is '00' + calling code ('0081'); non-digits in either part are ignored. */
export function findAccountByPhone(state: MockState, prefix: string, number: string): Account | undefined {
  return state.accounts.list.find((a) => samePhone(a.phone, prefix, number));
}

export function findAccountByThirdParty(state: MockState, type: ThirdPartyType, subject: string): Account | undefined {
  return state.accounts.list.find((a) => a.thirdParty?.type === type && a.thirdParty.subject === subject);
}

// --- registration and passwords ----------------------------------------------------------------

export interface NewAccount {
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
  /** Opening balances, for scenarios; a normal sign-up starts at 0. */
  balances?: { common?: number; promotion?: number };
}

export type CreateAccountResult = { ok: true; account: Account } | { ok: false; reason: 'name-taken' | 'email-taken' | 'phone-taken' };

/** A new ACTIVE account with COMMON and PROMOTION wallets in the site currency (JPY). */
export function createAccount(state: MockState, input: NewAccount, now: number): CreateAccountResult {
  if (findAccountByLoginName(state, input.loginName)) return { ok: false, reason: 'name-taken' };
  if (input.email && findAccountByEmail(state, input.email)) return { ok: false, reason: 'email-taken' };
  if (input.phone && findAccountByPhone(state, input.phone.prefix, input.phone.number)) return { ok: false, reason: 'phone-taken' };
  const { password, balances, email, phone, ...rest } = input;
  const currency = state.config.currency;
  const account = newAccount(
    state.accounts.nextId++,
    {
      ...rest,
      ...(email && { email: email.trim() }),
      ...(phone && { phone: { prefix: digitsOnly(phone.prefix), number: digitsOnly(phone.number) } }),
      passwordHash: password === undefined ? '' : hashPassword(password),
      merchantCode: state.config.merchantCode,
      registeredAt: now,
      wallets: [
        { walletType: 'COMMON', currency, amount: balances?.common ?? 0 },
        { walletType: 'PROMOTION', currency, amount: balances?.promotion ?? 0 },
      ],
    },
    currency,
  );
  state.accounts.list.push(account);
  return { ok: true, account };
}

export function checkAccountPassword(account: Account, plain: string): boolean {
  return account.passwordHash !== '' && verifyPassword(plain, account.passwordHash);
}

/** The currency the account was opened in (its first wallet's): levels, limits and transfers count in it. */
export const mainCurrency = (account: Account): string => account.wallets[0]?.currency ?? 'JPY';

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

// --- sessions ----------------------------------------------------------------------------------

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives (the login answer's expires_in). */
  expiresIn: number;
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

export type TokenStatus = { status: 'valid'; loginName: string; accountId?: string } | { status: 'expired' } | { status: 'superseded' } | { status: 'unknown' };

export type RefreshResult = { ok: true; tokens: TokenPair; account: Account } | { ok: false; reason: 'unknown' | 'expired' | 'disabled' };

/** Opaque, unguessable, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

// A token is kept a day past its expiry so a late call reads "expired" (1008, the site retries
// after clearing the user) rather than "unknown" (401, sent home); after that it is forgotten.
const KEEP_AFTER_EXPIRY_MS = 86_400_000;

function pruneTokens(state: MockState, now: number): void {
  const { tokens, refreshTokens } = state.accounts;
  for (const [token, entry] of Object.entries(tokens)) if (entry.expiresAt + KEEP_AFTER_EXPIRY_MS < now) delete tokens[token];
  for (const [token, entry] of Object.entries(refreshTokens)) if (entry.expiresAt < now) delete refreshTokens[token];
}

function issuePair(state: MockState, account: Account, now: number): TokenPair {
  const pair: TokenPair = {
    accessToken: newToken(),
    refreshToken: newToken(),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    accessExpiresAt: now + ACCESS_TOKEN_TTL_SECONDS * 1000,
    refreshExpiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000,
  };
  state.accounts.tokens[pair.accessToken] = { loginName: account.loginName, accountId: account.id, expiresAt: pair.accessExpiresAt, refreshToken: pair.refreshToken };
  state.accounts.refreshTokens[pair.refreshToken] = { accountId: account.id, expiresAt: pair.refreshExpiresAt };
  return pair;
}

const belongsTo = (entry: AccessToken, account: Account) =>
  entry.accountId === account.id || (entry.accountId === undefined && entry.loginName.toLowerCase() === account.loginName.toLowerCase());

/**
 * A new session for the account. Only one session per account lives: every earlier access token
 * still running is marked superseded (its next call answers -130, "logged in elsewhere") and its
 * refresh token dies, so the old tab cannot come back by refreshing.
 */
export function login(state: MockState, accountId: string, now: number): TokenPair {
  const account = findAccountById(state, accountId);
  if (!account) throw new Error(`login: no account ${accountId}`);
  pruneTokens(state, now);
  for (const entry of Object.values(state.accounts.tokens)) {
    if (!belongsTo(entry, account) || entry.supersededAt !== undefined || entry.expiresAt <= now) continue;
    entry.supersededAt = now;
  }
  for (const [token, entry] of Object.entries(state.accounts.refreshTokens)) if (entry.accountId === account.id) delete state.accounts.refreshTokens[token];
  account.lastLoginAt = now;
  return issuePair(state, account, now);
}

/**
 * What a bearer token is worth now. The name comes from the account (it may have changed since,
 * e.g. by the first-time set-up); a token whose account is gone is unknown. Superseded wins over
 * expired: it says why the session ended.
 */
export function tokenStatus(state: MockState, token: string, now: number): TokenStatus {
  const entry = Object.hasOwn(state.accounts.tokens, token) ? state.accounts.tokens[token] : undefined;
  if (!entry) return { status: 'unknown' };
  if (entry.supersededAt !== undefined) return { status: 'superseded' };
  if (entry.expiresAt <= now) return { status: 'expired' };
  if (entry.accountId === undefined) return { status: 'valid', loginName: entry.loginName };
  const account = findAccountById(state, entry.accountId);
  return account ? { status: 'valid', loginName: account.loginName, accountId: account.id } : { status: 'unknown' };
}

/** The account behind a valid token. */
export function accountForToken(state: MockState, token: string, now: number): Account | undefined {
  const status = tokenStatus(state, token, now);
  if (status.status !== 'valid') return undefined;
  return status.accountId ? findAccountById(state, status.accountId) : findAccountByLoginName(state, status.loginName);
}

/**
 * A new pair for a refresh token, which is used up. The same session goes on, so nothing is
 * superseded: the old access token simply runs out (calls already in flight with it still work).
 */
export function refresh(state: MockState, refreshToken: string, now: number): RefreshResult {
  const entry = Object.hasOwn(state.accounts.refreshTokens, refreshToken) ? state.accounts.refreshTokens[refreshToken] : undefined;
  if (!entry) return { ok: false, reason: 'unknown' };
  delete state.accounts.refreshTokens[refreshToken];
  if (entry.expiresAt <= now) return { ok: false, reason: 'expired' };
  const account = findAccountById(state, entry.accountId);
  if (!account) return { ok: false, reason: 'unknown' };
  if (account.status === 'DISABLED') return { ok: false, reason: 'disabled' };
  return { ok: true, tokens: issuePair(state, account, now), account };
}

/** Logout. Twice, or with a token the server never issued, is not an error. */
export function logout(state: MockState, token: string | undefined): void {
  if (!token || !Object.hasOwn(state.accounts.tokens, token)) return;
  const refreshToken = state.accounts.tokens[token]!.refreshToken;
  if (refreshToken) delete state.accounts.refreshTokens[refreshToken];
  delete state.accounts.tokens[token];
}

/**
 * A refresh token for the account without a new login: the silent first-time set-up answers one
 * so the site can log in again under the new name, while its calls in flight keep working.
 */
export function issueRefreshToken(state: MockState, accountId: string, now: number): string {
  const token = newToken();
  state.accounts.refreshTokens[token] = { accountId, expiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000 };
  return token;
}

/** Account deletion: every session ends (its tokens then read as unknown) and the account is gone. */
/** Deletes the account and what hangs on it: sessions, login keys, saved fingerprints. */
export function removeAccount(state: MockState, accountId: string): void {
  endSessions(state, accountId);
  for (const [key, entry] of Object.entries(state.loginKeys)) if (entry.accountId === accountId) delete state.loginKeys[key];
  delete state.fingerprints[accountId];
  state.accounts.list = state.accounts.list.filter((a) => a.id !== accountId);
}

/** Ends every session of the account (password reset): its tokens are forgotten, so they read as unknown. */
export function endSessions(state: MockState, accountId: string): void {
  const account = findAccountById(state, accountId);
  if (!account) return;
  for (const [token, entry] of Object.entries(state.accounts.tokens)) if (belongsTo(entry, account)) delete state.accounts.tokens[token];
  for (const [token, entry] of Object.entries(state.accounts.refreshTokens)) if (entry.accountId === accountId) delete state.accounts.refreshTokens[token];
}

// --- the earlier seam, kept for its callers (plugins/contract.ts, plugins/socket.ts, routes/auth) ---

/** The login name behind a valid token; undefined for expired, superseded or unknown ones. */
export function loginNameForToken(state: MockState, token: string, at: number): string | undefined {
  const status = tokenStatus(state, token, at);
  return status.status === 'valid' ? status.loginName : undefined;
}

/** Same as logout. */
export const revokeToken = logout;

/** A token with a chosen value for a login name that need not be an account (tests and scenarios). */
export function issueToken(state: MockState, loginName: string, token: string, expiresAt: number): void {
  state.accounts.tokens[token] = { loginName, expiresAt };
}

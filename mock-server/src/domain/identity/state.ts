import type { PasswordGuard } from './login-throttle.ts';
import type { Locale } from '../../contract.ts';
import type { FingerprintsSlice } from './fingerprints.ts';
import type { KeyRingSlice } from './key-ring.ts';
import type { LoginKeysSlice } from './login-keys.ts';
import type { ThirdPartySlice, ThirdPartyType } from './third-party.ts';
import type { TotpGuard } from './totp.ts';

/**
 * Identity and credentials: who a player is and how they get in (name, password, contacts, second
 * factor, trusted devices, tokens, login keys, third-party links, the password key). Everything is
 * plain data in session state, so an account registered or a token issued in one mock session means
 * nothing in another, and a reset brings the seeded accounts back. What the player owns beyond that
 * (profile, KYC, responsible gaming, wallets) lives in its own slice, keyed by the account id.
 */

export type UserSource = 'QC' | 'QC_TRANSFER' | 'GOOGLE' | 'TWITTER' | 'LINE' | 'APPLE' | 'GUEST';
export type SecondFactor = 'NONE' | 'GOOGLE' | 'EMAIL' | 'PHONE';
export type { ThirdPartyType };

export interface AccountPhone {
  /** '00' + calling code, e.g. '0081' (SPEC §9). */
  prefix: string;
  /** Digits without the country code or a leading 0. */
  number: string;
}

/** The pre-merger account a QC_TRANSFER player can move over (legacy-transfer.ts). */
export interface LegacyAccount {
  loginName: string;
  /** In the account's main currency; 0 once transferred. */
  balance: number;
  points: number;
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
  /** Wrong passwords in a row and the lock they led to (login-throttle.ts). */
  passwordGuard?: PasswordGuard;
  /** A login from a device not in trustedDevices needs an e-mailed code (login safety check). */
  loginVerification: boolean;
  trustedDevices: string[];
  locale: Locale;
  timeZone: string;
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
  legacy?: LegacyAccount;
  /** A guest of the native app (SPEC §6) until it registers: its device and its play money (guests.ts). */
  guest?: GuestAccount;
  /** An authenticator secret waiting for its first code (security.ts). */
  totpSetup?: { secret: string; expiresAt: number };
  /** SHA-256 of the unused recovery codes, while the authenticator is on (security.ts). */
  recoveryCodes?: string[];
}

export interface GuestAccount {
  /** The app's device id the guest belongs to: the same device logs in to the same guest. */
  deviceId: string;
  /** Play money in JPY that demo launches start with and leave (never a real balance). */
  demoBalance: number;
}

/** The native app a session came from (SPEC §6 request_os), or null for a browser. */
export type AppOs = 'android' | 'ios';

/**
 * A device session: one live session per account (tokens.ts; a fixture login may keep others). Tokens carry its id,
 * so a renewal keeps it and "sign out this device" ends it whatever token it has now.
 */
export interface DeviceSession {
  id: string;
  accountId: string;
  /** The login's deviceId; '' for logins that sent none (they count as one device). */
  deviceId: string;
  /** What the login's user agent says, e.g. "Chrome (Android)" (device-label.ts). */
  device: string;
  app: AppOs | null;
  signedInAt: number;
  lastActiveAt: number;
  /** When and why it ended: a newer login on the device, the player elsewhere, a logout. */
  endedAt?: number;
  endReason?: 'superseded' | 'signed-out' | 'logout';
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
  /** The device session it belongs to (tokens from `login` and renewals). */
  sessionId?: string;
}

interface RefreshToken {
  accountId: string;
  expiresAt: number;
  sessionId?: string;
}

export interface AccountsState {
  list: Account[];
  tokens: Record<string, AccessToken>;
  refreshTokens: Record<string, RefreshToken>;
  /** Signed-in devices by session id, live and recently ended (tokens.ts). */
  sessions: Record<string, DeviceSession>;
  /** The next account id; ids are numeric strings, as the real user service sends them. */
  nextId: number;
}

export interface AccountsSlice {
  accounts: AccountsState;
}

/** The identity slice of a session's state. */
export type IdentitySlice = AccountsSlice & KeyRingSlice & LoginKeysSlice & FingerprintsSlice & ThirdPartySlice;

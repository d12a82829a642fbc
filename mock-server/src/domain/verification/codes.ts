import { randomInt } from 'node:crypto';
import { rules } from '#generated/rules.ts';
import type { Locale } from '../../contract.ts';
import { sendMessage, type InboxSlice } from './inbox.ts';

/** SMS and e-mail codes (SPEC §9: 6 digits, 60 s resend countdown). */
export const CODE_TTL_SECONDS = 300;
export const RESEND_SECONDS = 60;
export const MAX_WRONG_ATTEMPTS = 5;
export const CODE_LENGTH = rules.verificationCode.length;

/** What a code is for, as the API numbers it. */
export type CodePurpose = 1 | 2 | 4 | 5 | 6 | 7;

/** The purpose's name in the inbox, where QA filters by it. */
const CODE_PURPOSE_NAMES = {
  1: 'register',
  2: 'code-login',
  4: 'second-factor',
  5: 'forgot-password',
  6: 'login-check',
  7: 'security',
} as const satisfies Record<CodePurpose, string>;

/** Where a code goes. Phones keep prefix and number apart because the inbox writes them as `+81 …`. */
export type CodeDestination = { channel: 'email'; email: string } | { channel: 'sms'; phonePrefix: string; phone: string };

export interface CodeEntry {
  code: string;
  channel: 'sms' | 'email';
  /** The e-mail lower-cased, or `<phonePrefix><phone>` (e.g. `00819012345678`). */
  target: string;
  purpose: CodePurpose;
  sentAt: number;
  expiresAt: number;
  wrongAttempts: number;
}

type SendCodeResult =
  | { ok: true; code: string; expiresInSeconds: number; retryAfterSeconds: number }
  | { ok: false; reason: 'too-soon'; retryAfterSeconds: number };

export type VerifyCodeResult =
  | { ok: true }
  | { ok: false; reason: 'no-code' | 'expired' | 'too-many-attempts' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number };

/** Pending codes by channel, target and purpose; sending one writes to the inbox. */
export interface CodesSlice extends InboxSlice {
  codes: Record<string, CodeEntry>;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * How the inbox names a phone: `+<calling code> <number>` (`0081` + `9012345678` → `+81 9012345678`),
 * the way QA reads a phone everywhere in the control API (phones.ts displayPhone) and types it in a
 * phone UI. In a query string that is `?to=%2B81%209012345678`.
 */
export function phoneInboxAddress(phonePrefix: string, phone: string): string {
  return `+${digitsOnly(phonePrefix).replace(/^00/, '')} ${digitsOnly(phone)}`;
}

/** The inbox's `to`: the e-mail lower-cased, or the phone as phoneInboxAddress writes it. */
export function inboxAddress(destination: CodeDestination): string {
  return destination.channel === 'email' ? destination.email.trim().toLowerCase() : phoneInboxAddress(destination.phonePrefix, destination.phone);
}

function target(destination: CodeDestination): string {
  return destination.channel === 'email' ? destination.email.trim().toLowerCase() : `${digitsOnly(destination.phonePrefix)}${digitsOnly(destination.phone)}`;
}

function codeKey(destination: CodeDestination, purpose: CodePurpose): string {
  return `${destination.channel}:${target(destination)}:${purpose}`;
}

const PURPOSE_TEXT: Record<Locale, Record<CodePurpose, string>> = {
  'ja-JP': { 1: '会員登録', 2: 'ログイン', 4: '2段階認証', 5: 'パスワード再設定', 6: 'ログイン確認', 7: 'セキュリティ設定' },
  'en-US': { 1: 'registration', 2: 'login', 4: 'two-step verification', 5: 'password reset', 6: 'login check', 7: 'security settings' },
  'zh-CN': { 1: '注册', 2: '登录', 4: '两步验证', 5: '重置密码', 6: '登录确认', 7: '安全设置' },
};

function messageText(code: string, purpose: CodePurpose, locale: Locale): string {
  const what = PURPOSE_TEXT[locale][purpose];
  const minutes = CODE_TTL_SECONDS / 60;
  if (locale === 'en-US') return `[QC] Your ${what} code: ${code} (valid for ${minutes} minutes)`;
  if (locale === 'zh-CN') return `【QC】${what}验证码：${code}（${minutes}分钟内有效）`;
  return `【QC】${what}の認証コード: ${code}（${minutes}分間有効）`;
}

const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

/** Seconds before a new code may go to this destination for this purpose; 0 when it may go now. */
export function resendWaitSeconds(state: CodesSlice, destination: CodeDestination, purpose: CodePurpose, now: number): number {
  const entry = state.codes[codeKey(destination, purpose)];
  return entry ? secondsUntil(entry.sentAt + RESEND_SECONDS * 1000, now) : 0;
}

// Entries are kept a while past expiry so a late attempt reads "expired", not "no code".
const KEEP_AFTER_EXPIRY_MS = 3600_000;
const CODES_LIMIT = 1000;

function prune(state: CodesSlice, now: number): void {
  for (const [key, entry] of Object.entries(state.codes)) {
    if (entry.expiresAt + KEEP_AFTER_EXPIRY_MS < now) delete state.codes[key];
  }
  const keys = Object.keys(state.codes);
  for (const key of keys.slice(0, Math.max(0, keys.length - CODES_LIMIT))) delete state.codes[key];
}

/**
 * A fresh code replaces any earlier one for the same destination and purpose (only the latest
 * works), unless the last one went out less than RESEND_SECONDS ago. The message lands in the inbox.
 */
export function sendCode(
  state: CodesSlice,
  destination: CodeDestination,
  purpose: CodePurpose,
  now: number,
  locale: Locale = 'ja-JP',
): SendCodeResult {
  const wait = resendWaitSeconds(state, destination, purpose, now);
  if (wait > 0) return { ok: false, reason: 'too-soon', retryAfterSeconds: wait };
  prune(state, now);
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const key = codeKey(destination, purpose);
  // Delete first so the replaced entry moves to the end: the limit above drops the oldest.
  delete state.codes[key];
  state.codes[key] = {
    code,
    channel: destination.channel,
    target: target(destination),
    purpose,
    sentAt: now,
    expiresAt: now + CODE_TTL_SECONDS * 1000,
    wrongAttempts: 0,
  };
  sendMessage(state, {
    to: inboxAddress(destination),
    channel: destination.channel,
    purpose: CODE_PURPOSE_NAMES[purpose],
    code,
    text: messageText(code, purpose, locale),
    time: new Date(now).toISOString(),
  });
  return { ok: true, code, expiresInSeconds: CODE_TTL_SECONDS, retryAfterSeconds: RESEND_SECONDS };
}

/**
 * A right code is used up. A wrong one counts; the MAX_WRONG_ATTEMPTS-th wrong one burns the code,
 * so guessing 6 digits is hopeless and the player must ask for a new one.
 */
export function verifyCode(state: CodesSlice, destination: CodeDestination, purpose: CodePurpose, code: string, now: number): VerifyCodeResult {
  const key = codeKey(destination, purpose);
  const entry = state.codes[key];
  if (!entry) return { ok: false, reason: 'no-code' };
  if (entry.wrongAttempts >= MAX_WRONG_ATTEMPTS) return { ok: false, reason: 'too-many-attempts' };
  if (now >= entry.expiresAt) return { ok: false, reason: 'expired' };
  if (code.trim() === entry.code) {
    delete state.codes[key];
    return { ok: true };
  }
  entry.wrongAttempts += 1;
  if (entry.wrongAttempts >= MAX_WRONG_ATTEMPTS) return { ok: false, reason: 'too-many-attempts' };
  return { ok: false, reason: 'wrong', attemptsLeft: MAX_WRONG_ATTEMPTS - entry.wrongAttempts };
}

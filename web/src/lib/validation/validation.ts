/**
 * The auth forms' rules (SPEC §5 with the readings of PRODUCT.md), as pure checks that answer an
 * i18n message key or null, input sanitizers for onChange, and adapters for @mantine/form.
 * The server validates again; these exist so a player learns what is wrong before a round trip.
 */
import type { FormRulesRecord } from '@mantine/form';
// The mobile metadata: every phone flow ends in an SMS code, so a number must be a mobile one
// (a Japanese landline such as 03-xxxx-xxxx passes the default metadata but receives no SMS).
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/mobile';

/** An i18n key under `validation.*` or one of SPEC's `common.validtor.*` keys. */
export type MessageKey = (typeof validationMessages)[keyof typeof validationMessages];

export const validationMessages = {
  // SPEC §5 / §8 keys, named exactly as SPEC names them (including its spelling of "validtor").
  passwordError: 'common.validtor.passwordError',
  pwdSame: 'common.validtor.pwdSame',
  phoneVerify: 'common.validtor.phoneVerify',
  codeError: 'common.validtor.codeError',
  usernameRequired: 'validation.usernameRequired',
  usernameRule: 'validation.usernameRule',
  loginNameRequired: 'validation.loginNameRequired',
  loginNameRule: 'validation.loginNameRule',
  passwordRequired: 'validation.passwordRequired',
  passwordLengthLogin: 'validation.passwordLengthLogin',
  passwordLength: 'validation.passwordLength',
  confirmPasswordRequired: 'validation.confirmPasswordRequired',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  phoneRequired: 'validation.phoneRequired',
  codeRequired: 'validation.codeRequired',
  referralCodeInvalid: 'validation.referralCodeInvalid',
  nameRequired: 'validation.nameRequired',
  nameRule: 'validation.nameRule',
  termsRequired: 'validation.termsRequired',
  usernameTaken: 'validation.usernameTaken',
  emailTaken: 'validation.emailTaken',
  virtualNumber: 'validation.virtualNumber',
} as const;

const m = validationMessages;

// ---- Limits (SPEC §5, §9) -------------------------------------------------------------------

/** SPEC §5: every input takes at most 50 characters (the e-mail field is still checked to 320). */
export const MAX_INPUT_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 320;
export const CODE_LENGTH = 6;
export const PHONE_MIN_LENGTH = 6;
export const PHONE_MAX_LENGTH = 20;
export const LOGIN_PASSWORD_LENGTH = { min: 6, max: 20 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 32 } as const;
export const REFERRAL_CODE_MAX_LENGTH = { email: 40, phone: 20 } as const;

// ---- Input sanitizers (for onChange; each output is what the field then shows) --------------

/** Full-width letters and digits (what a Japanese IME types) become their ASCII forms. */
const toHalfWidth = (value: string): string =>
  value.replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));

/** Cuts a value to the field limit without splitting a surrogate pair. */
export function limitInput(value: string, maxLength: number = MAX_INPUT_LENGTH): string {
  const chars = Array.from(value);
  return chars.length > maxLength ? chars.slice(0, maxLength).join('') : value;
}

/** Digits only (full-width digits are kept as their ASCII forms). */
export function digitsOnly(value: string, maxLength: number = MAX_INPUT_LENGTH): string {
  return toHalfWidth(value).replace(/[^0-9]/g, '').slice(0, maxLength);
}

/**
 * The phone field: digits only, without the trunk 0 a player types from habit (090… → 90…),
 * since the API gets the national number beside the '00'+code prefix. `allowLeadingZero` is for
 * the few countries whose national numbers do start with 0 (Italy's landlines).
 */
export function stripLeadingZero(value: string, { allowLeadingZero = false } = {}): string {
  const digits = digitsOnly(value, Number.MAX_SAFE_INTEGER);
  return (allowLeadingZero ? digits : digits.replace(/^0+/, '')).slice(0, PHONE_MAX_LENGTH);
}

/** The code field: up to 6 digits. */
export function codeDigits(value: string): string {
  return digitsOnly(value, CODE_LENGTH);
}

/**
 * Han, kana and hangul. Not the CJK punctuation '、' and the yen sign '￥': the password rule
 * allows both.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC\u3005]/gu;

/** SPEC §5 "inputs reject Chinese characters": drops CJK characters (for password fields). */
export function rejectCjk(value: string): string {
  return limitInput(value.replace(CJK, ''));
}

/**
 * Drops special symbols, spaces and CJK characters: what is left are ASCII letters and digits
 * (for username and referral-code fields). Full-width letters count as letters.
 */
export function removeSpecial(value: string): string {
  return limitInput(toHalfWidth(value).replace(/[^A-Za-z0-9]/g, ''));
}

// ---- Patterns -------------------------------------------------------------------------------

const USERNAME = /^[A-Za-z0-9]{4,18}$/;
const REGISTER_USERNAME = /^(?=.*[A-Za-z])[A-Za-z0-9]{6,12}$/;
/** Letters, digits and !@#$%^&、￥*()-_+=?/.><,\ (SPEC §5). */
const PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&、￥*()\-_+=?/.><,\\]+$/;
const CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);
const PHONE = new RegExp(`^\\d{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}}$`);
/** Mainland China mobile numbers (SPEC §5 "a mainland mobile pattern"). */
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
/** Virtual operators (162, 165, 167, 170, 171) and IoT / data-only ranges (1400, 1410, 1440, 146, 148). */
const VIRTUAL_NUMBER = /^(?:162|165|167|170|171|1400|1410|1440|146|148)/;
/** Kanji, kana (with ー and 々), Latin letters and half- or full-width spaces. */
const NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\u3005A-Za-z \u3000]+$/u;

interface EmailShape {
  local: readonly [number, number];
  domain: readonly [number, number];
  tld: readonly [number, number];
}

/** SPEC §5 "general": local 2-100, domain 2-50, tld 2-4. */
const GENERAL_EMAIL: EmailShape = { local: [2, 100], domain: [2, 50], tld: [2, 4] };
/** SPEC §5 "only-email": local 2-30, domain 2-14, tld 2-15. */
const ONLY_EMAIL: EmailShape = { local: [2, 30], domain: [2, 14], tld: [2, 15] };

// Dots may repeat or end the local part: older Japanese carrier addresses (docomo, au) do both.
const LOCAL_PART = /^[A-Za-z0-9._%+-]+$/;
const DOMAIN_LABELS = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const TLD = /^[A-Za-z]+$/;

const within = (length: number, [min, max]: readonly [number, number]) => length >= min && length <= max;

function matchesEmail(value: string, shape: EmailShape): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const host = value.slice(at + 1);
  const dot = host.lastIndexOf('.');
  if (dot <= 0) return false;
  const domain = host.slice(0, dot);
  const tld = host.slice(dot + 1);
  return (
    within(local.length, shape.local) &&
    LOCAL_PART.test(local) &&
    within(domain.length, shape.domain) &&
    DOMAIN_LABELS.test(domain) &&
    within(tld.length, shape.tld) &&
    TLD.test(tld)
  );
}

/** SPEC §5 general e-mail pattern. */
export const isGeneralEmail = (value: string): boolean => matchesEmail(value, GENERAL_EMAIL);
/** SPEC §5 only-email pattern. */
export const isOnlyEmail = (value: string): boolean => matchesEmail(value, ONLY_EMAIL);

/**
 * An e-mail field accepts an address that either SPEC pattern accepts. SPEC does not say which
 * field uses which; each rejects real mailboxes the other takes (a 6-letter TLD, a 20-letter
 * domain), and turning away a real address costs a registration. The server has the last word.
 */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && (isGeneralEmail(value) || isOnlyEmail(value));
}

/** A username (4-18 letters and digits) or an e-mail address. */
export function isUsernameOrEmail(value: string): boolean {
  return USERNAME.test(value) || isEmail(value);
}

export const isMainlandMobile = (phone: string): boolean => MAINLAND_MOBILE.test(phone);
export const isVirtualNumber = (phone: string): boolean => VIRTUAL_NUMBER.test(phone);

// ---- Checks: value -> message key or null ---------------------------------------------------

/** Registration username: 6-12 letters and digits with at least one letter. */
export function checkRegisterUsername(value: string): MessageKey | null {
  if (!value) return m.usernameRequired;
  return REGISTER_USERNAME.test(value) ? null : m.usernameRule;
}

/** The login field: a username (4-18 letters and digits) or an e-mail (up to 320). */
export function checkLoginName(value: string): MessageKey | null {
  const name = value.trim();
  if (!name) return m.loginNameRequired;
  if (name.includes('@')) return isEmail(name) ? null : m.emailInvalid;
  return USERNAME.test(name) ? null : m.loginNameRule;
}

function checkPasswordWith(value: string, { min, max }: { min: number; max: number }, lengthKey: MessageKey) {
  if (!value) return m.passwordRequired;
  if (!PASSWORD_CHARS.test(value)) return m.passwordError;
  return value.length < min || value.length > max ? lengthKey : null;
}

/** Login password: 6-20 characters of the password alphabet. */
export function checkLoginPassword(value: string): MessageKey | null {
  return checkPasswordWith(value, LOGIN_PASSWORD_LENGTH, m.passwordLengthLogin);
}

/** Registration and reset password: 6-32 characters of the password alphabet. */
export function checkPassword(value: string): MessageKey | null {
  return checkPasswordWith(value, PASSWORD_LENGTH, m.passwordLength);
}

export function checkPasswordConfirm(value: string, password: string): MessageKey | null {
  if (!value) return m.confirmPasswordRequired;
  return value === password ? null : m.pwdSame;
}

export function checkEmail(value: string): MessageKey | null {
  const email = value.trim();
  if (!email) return m.emailRequired;
  return isEmail(email) ? null : m.emailInvalid;
}

/**
 * A phone number (national digits, without the trunk 0) for the chosen country: 6-20 digits,
 * a mobile number of that country per libphonenumber, and for CN the mainland mobile pattern.
 */
export function checkPhone(value: string, alpha2: string = 'JP'): MessageKey | null {
  if (!value) return m.phoneRequired;
  if (!PHONE.test(value)) return m.phoneVerify;
  const country = alpha2.toUpperCase();
  if (!isSupportedCountry(country)) return m.phoneVerify;
  if (!isValidPhoneNumber(value, country)) return m.phoneVerify;
  if (country === 'CN' && !isMainlandMobile(value)) return m.phoneVerify;
  return null;
}

/**
 * A warning, not an error: the number may be registered, but codes to virtual and IoT ranges
 * often never arrive. The ranges are mainland China's, so other countries are never flagged
 * (a US number may well start with 170).
 */
export function virtualNumberWarning(phone: string, alpha2: string = 'JP'): MessageKey | null {
  return alpha2.toUpperCase() === 'CN' && isVirtualNumber(phone) ? m.virtualNumber : null;
}

export function checkCode(value: string): MessageKey | null {
  if (!value) return m.codeRequired;
  return CODE.test(value) ? null : m.codeError;
}

/**
 * Optional; at most 40 characters on e-mail registration and 20 on phone registration. SPEC
 * gives only the length, so any characters pass: an agent's code format is the server's business.
 */
export function checkReferralCode(value: string, form: keyof typeof REFERRAL_CODE_MAX_LENGTH): MessageKey | null {
  return Array.from(value.trim()).length <= REFERRAL_CODE_MAX_LENGTH[form] ? null : m.referralCodeInvalid;
}

/** At least 2 characters once trimmed; Japanese or Chinese characters, or Latin letters and spaces. */
export function checkName(value: string): MessageKey | null {
  const name = value.trim();
  if (!name) return m.nameRequired;
  return Array.from(name).length >= 2 && NAME.test(name) ? null : m.nameRule;
}

export function checkTermsAccepted(accepted: boolean): MessageKey | null {
  return accepted ? null : m.termsRequired;
}

/** Registration answers (SPEC §8) that belong under a field rather than in a toast. */
export const registerErrorFields = {
  100010: { field: 'username', message: m.usernameTaken },
  100919: { field: 'email', message: m.emailTaken },
} as const satisfies Record<number, { field: string; message: MessageKey }>;

export function registerErrorField(code: number): { field: string; message: MessageKey } | null {
  return code in registerErrorFields ? registerErrorFields[code as keyof typeof registerErrorFields] : null;
}

// ---- Login names on the wire ----------------------------------------------------------------

/**
 * What the API receives for a login name (PRODUCT.md): the common config's prefix plus the name in
 * lower case; an e-mail is sent as typed, in lower case, without the prefix.
 */
export function prefixLoginName(prefix: string, name: string): string {
  const trimmed = name.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : `${prefix.toLowerCase()}${trimmed}`;
}

/** The name as the player knows it: the prefix removed again (e-mails are left as they are). */
export function stripLoginNamePrefix(prefix: string, loginName: string): string {
  if (!prefix || loginName.includes('@')) return loginName;
  return loginName.toLowerCase().startsWith(prefix.toLowerCase()) ? loginName.slice(prefix.length) : loginName;
}

// ---- @mantine/form adapters -----------------------------------------------------------------

/** A rule as @mantine/form calls it, answering a message key. */
export type KeyRule<Value, Values> = (value: Value, values: Values) => MessageKey | null;
type Translate = (key: MessageKey) => string;

/** Turns a key-answering rule into a @mantine/form rule that answers the translated message. */
export function formRule<Value, Values>(rule: KeyRule<Value, Values>, t: Translate) {
  return (value: Value, values: Values): string | null => {
    const key = rule(value, values);
    return key ? t(key) : null;
  };
}

/** Translates a record of key rules, for `useForm({ validate: translateRules(rules, t) })`. */
export function translateRules<Values>(
  rules: { [K in keyof Values]?: KeyRule<Values[K], Values> },
  t: Translate,
): FormRulesRecord<Values> {
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    if (rule) out[field] = formRule(rule as KeyRule<unknown, Values>, t);
  }
  return out as FormRulesRecord<Values>;
}

export interface LoginPasswordValues {
  loginName: string;
  password: string;
}
export interface CodeValues {
  phone: string;
  code: string;
}
export interface RegisterEmailValues {
  email: string;
  username: string;
  password: string;
  referralCode: string;
  acceptTerms: boolean;
}
export interface RegisterPhoneValues extends CodeValues {
  referralCode: string;
  acceptTerms: boolean;
}
export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Rule sets per form (SPEC §5), with message keys; pass through `translateRules` for useForm. */
export const authRules = {
  loginPassword: { loginName: checkLoginName, password: checkLoginPassword } satisfies {
    [K in keyof LoginPasswordValues]: KeyRule<LoginPasswordValues[K], LoginPasswordValues>;
  },
  loginCode: (alpha2: string) =>
    ({ phone: (value: string) => checkPhone(value, alpha2), code: checkCode }) satisfies {
      [K in keyof CodeValues]: KeyRule<CodeValues[K], CodeValues>;
    },
  registerEmail: {
    email: checkEmail,
    username: checkRegisterUsername,
    password: checkPassword,
    referralCode: (value: string) => checkReferralCode(value, 'email'),
    acceptTerms: checkTermsAccepted,
  } satisfies { [K in keyof RegisterEmailValues]: KeyRule<RegisterEmailValues[K], RegisterEmailValues> },
  registerPhone: (alpha2: string) =>
    ({
      phone: (value: string) => checkPhone(value, alpha2),
      code: checkCode,
      referralCode: (value: string) => checkReferralCode(value, 'phone'),
      acceptTerms: checkTermsAccepted,
    }) satisfies { [K in keyof RegisterPhoneValues]: KeyRule<RegisterPhoneValues[K], RegisterPhoneValues> },
  resetPassword: {
    password: checkPassword,
    confirmPassword: (value: string, values: ResetPasswordValues) => checkPasswordConfirm(value, values.password),
  } satisfies { [K in keyof ResetPasswordValues]: KeyRule<ResetPasswordValues[K], ResetPasswordValues> },
};

/**
 * The auth forms' rules (SPEC §5 with the readings of PRODUCT.md), as pure checks that answer an
 * i18n message key or null (input-filters.ts has the sanitizers for onChange, form-rules.ts the
 * rule sets for @mantine/form).
 * The server validates again; these exist so a player learns what is wrong before a round trip.
 */
import { codeText } from '../http/code-texts';
import { codes, fieldHint } from '../http/error-codes';
// The rules themselves are the contract's (openapi/rules.yaml), checked in common/ for the site and
// the mock server alike; this module gives their verdicts the site's message keys.
import * as shared from '#common/validation.ts';
import { rules as ruleData } from '#generated/rules.ts';

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
  virtualNumber: 'validation.virtualNumber',
} as const;

const m = validationMessages;

// ---- Limits (SPEC §5, §9) -------------------------------------------------------------------

/** SPEC §5: every input takes at most 50 characters (the e-mail field is still checked to 320). */
export const MAX_INPUT_LENGTH = ruleData.inputMaxLength;
export const EMAIL_MAX_LENGTH = ruleData.email.maxLength;
export const CODE_LENGTH = ruleData.verificationCode.length;
export const REFERRAL_CODE_MAX_LENGTH = ruleData.referralCode;

// ---- Patterns (the contract's rules) ---------------------------------------------------------


/** An e-mail field accepts an address that either SPEC pattern accepts, up to 320 characters. */
export function isEmail(value: string): boolean {
  return shared.checkEmail(value) === null;
}


// ---- Checks: value -> message key or null ---------------------------------------------------

/** Registration username: 6-12 letters and digits with at least one letter. */
export function checkRegisterUsername(value: string): MessageKey | null {
  if (!value) return m.usernameRequired;
  return shared.checkUsername(value, 'registration') === null ? null : m.usernameRule;
}

/** The login field: a username (4-18 letters and digits) or an e-mail (up to 320). */
export function checkLoginName(value: string): MessageKey | null {
  const name = value.trim();
  if (!name) return m.loginNameRequired;
  if (shared.checkLoginField(name) === null) return null;
  return name.includes('@') ? m.emailInvalid : m.loginNameRule;
}

function checkPasswordWith(value: string, kind: shared.PasswordKind, lengthKey: MessageKey) {
  const problem = shared.checkPassword(value, kind);
  if (problem === 'empty') return m.passwordRequired;
  if (problem === 'chars') return m.passwordError;
  return problem ? lengthKey : null;
}

/** Login password: 6-20 characters of the password alphabet. */
export function checkLoginPassword(value: string): MessageKey | null {
  return checkPasswordWith(value, 'login', m.passwordLengthLogin);
}

/** Registration and reset password: 6-32 characters of the password alphabet. */
export function checkPassword(value: string): MessageKey | null {
  return checkPasswordWith(value, 'register', m.passwordLength);
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
 * a mobile number of that country per libphonenumber, and for CN the mainland mobile pattern
 * (China's virtual and IoT ranges pass, with a warning).
 */
export function checkPhone(value: string, alpha2: string = ruleData.phone.defaultCountry): MessageKey | null {
  if (!value) return m.phoneRequired;
  return shared.checkPhone(value, alpha2) === null ? null : m.phoneVerify;
}

/**
 * A warning, not an error: the number may be registered, but codes to virtual and IoT ranges
 * often never arrive. The ranges are mainland China's, so other countries are never flagged
 * (a US number may well start with 170).
 */
export function virtualNumberWarning(phone: string, alpha2: string = ruleData.phone.defaultCountry): MessageKey | null {
  return shared.checkVirtualNumber(phone, alpha2) ? m.virtualNumber : null;
}

export function checkCode(value: string): MessageKey | null {
  if (!value) return m.codeRequired;
  return shared.checkVerificationCode(value) === null ? null : m.codeError;
}

/**
 * Optional; at most 40 characters on e-mail registration and 20 on phone registration. SPEC
 * gives only the length, so any characters pass: an agent's code format is the server's business.
 */
export function checkReferralCode(value: string, form: keyof typeof REFERRAL_CODE_MAX_LENGTH): MessageKey | null {
  return shared.checkReferralCode(value, form) === null ? null : m.referralCodeInvalid;
}

/** At least 2 characters once trimmed; Japanese or Chinese characters, or Latin letters and spaces. */
export function checkName(value: string): MessageKey | null {
  const problem = shared.checkRealName(value);
  if (problem === 'empty') return m.nameRequired;
  return problem ? m.nameRule : null;
}

export function checkTermsAccepted(accepted: boolean): MessageKey | null {
  return accepted ? null : m.termsRequired;
}

/** Registration answers that belong under a field (SPEC §8), in the catalogue's words (lib/http/code-texts). */
const registerErrorMessages: Partial<Record<number, string>> = {
  [codes.nameTaken]: codeText('nameTaken'),
  [codes.emailTaken]: codeText('emailTaken'),
};
/** The e-mail registration form's names for the request fields the contract's hints name. */
const registerFormFields = { loginName: 'username', email: 'email' } as const;

/**
 * Where a registration answer goes: under the field the contract's hint for registerByEmail names
 * (in the form's name for it), with the catalogue's message (an i18n key); null for an answer that
 * goes above the button.
 */
export function registerErrorField(code: number): { field: string; message: string } | null {
  const message = registerErrorMessages[code];
  const hint = fieldHint('registerByEmail', code);
  if (!message || !hint || !(hint in registerFormFields)) return null;
  return { field: registerFormFields[hint as keyof typeof registerFormFields], message };
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

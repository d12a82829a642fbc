/**
 * The validation rules of SPEC §5 for the site and the mock server alike: the data is
 * openapi/rules.yaml (generated/rules.ts), the checks are here. Each check answers why a value
 * fails (a reason) or null; messages are the caller's business (the site's i18n keys, the mock's
 * codes). Mobile metadata: every phone flow ends in an SMS, so a number must be a mobile one.
 */
import { getCountries, getCountryCallingCode, isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { rules } from '#generated/rules.ts';

const set = (chars: string) => new RegExp(`^[${chars}]+$`, 'u');
const USERNAME_CHARS = set(rules.username.chars);
const USERNAME_NEEDS = new RegExp(`[${rules.username.registration.needs}]`, 'u');
const PASSWORD_CHARS = set(rules.password.chars);
const EMAIL_LOCAL = set(rules.email.localChars);
const DOMAIN_LABELS = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const TLD = /^[A-Za-z]+$/;
const DIGITS = /^[0-9]+$/;
const MAINLAND_MOBILE = new RegExp(rules.phone.mainland.pattern, 'u');
const REAL_NAME_CHARS = set(rules.realName.chars);
const NAME_READING_CHARS = set(rules.nameReading.chars);
const AMOUNT = /^[0-9]+(?:\.([0-9]+))?$/;

/** Characters as a player counts them (a surrogate pair is one). */
const charCount = (value: string) => Array.from(value).length;

export type LengthProblem = 'empty' | 'tooShort' | 'tooLong';
export type UsernameKind = 'general' | 'registration';
export type UsernameProblem = LengthProblem | 'chars' | 'noLetter';
export type PasswordKind = 'login' | 'register';
export type PasswordProblem = LengthProblem | 'chars';
export type EmailProblem = 'empty' | 'tooLong' | 'pattern';
export type PhoneKind = 'general' | 'registration';
export type PhoneProblem = LengthProblem | 'digits' | 'country' | 'invalid';
export type RealNameProblem = 'empty' | 'tooShort' | 'chars';
export type NameReadingProblem = 'empty' | 'chars';
export type VerificationCodeProblem = LengthProblem | 'digits';
export type ReferralCodeForm = keyof typeof rules.referralCode;
export type AmountProblem = 'empty' | 'pattern' | 'decimals' | 'tooLarge';
export type LoginNameProblem = UsernameProblem | 'prefix' | 'case';

/** A username: letters and digits; general 4-18, registration 6-12 with at least one letter. */
export function checkUsername(value: string, kind: UsernameKind = 'general'): UsernameProblem | null {
  if (value === '') return 'empty';
  if (!USERNAME_CHARS.test(value)) return 'chars';
  const { min, max } = rules.username[kind];
  if (value.length < min) return 'tooShort';
  if (value.length > max) return 'tooLong';
  if (kind === 'registration' && !USERNAME_NEEDS.test(value)) return 'noLetter';
  return null;
}

/** A password from the allowed characters; login 6-20, register and reset 6-32. */
export function checkPassword(value: string, kind: PasswordKind): PasswordProblem | null {
  if (value === '') return 'empty';
  if (!PASSWORD_CHARS.test(value)) return 'chars';
  const { min, max } = rules.password[kind];
  if (charCount(value) < min) return 'tooShort';
  if (charCount(value) > max) return 'tooLong';
  return null;
}

const within = (length: number, [min, max]: readonly [number, number]) => length >= min && length <= max;

function matchesShape(value: string, shape: { readonly local: readonly [number, number]; readonly domain: readonly [number, number]; readonly tld: readonly [number, number] }): boolean {
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
    EMAIL_LOCAL.test(local) &&
    within(domain.length, shape.domain) &&
    DOMAIN_LABELS.test(domain) &&
    within(tld.length, shape.tld) &&
    TLD.test(tld)
  );
}

export type EmailShape = keyof typeof rules.email.shapes;

/**
 * An e-mail, at most 320 characters, that one of SPEC's patterns (general, only-email) accepts, or
 * the one `shape` names. Each pattern refuses real mailboxes the other takes (a 6-letter tld, a
 * 20-letter domain), so a field takes either.
 */
export function checkEmail(value: string, shape?: EmailShape): EmailProblem | null {
  if (value === '') return 'empty';
  if (value.length > rules.email.maxLength) return 'tooLong';
  const shapes = shape ? [rules.email.shapes[shape]] : Object.values(rules.email.shapes);
  return shapes.some((candidate) => matchesShape(value, candidate)) ? null : 'pattern';
}

/** The login field: an e-mail when it has an '@', a general username otherwise. */
export function checkLoginField(value: string): UsernameProblem | EmailProblem | null {
  if (value === '') return 'empty';
  return value.includes('@') ? checkEmail(value) : checkUsername(value, 'general');
}

/**
 * A login name as registration and first-time set-up send it: the common config's prefix, then a
 * registration username, all in lower case.
 */
export function checkRegistrableLoginName(loginName: string, prefix: string): LoginNameProblem | null {
  if (loginName === '') return 'empty';
  if (loginName !== loginName.toLowerCase()) return 'case';
  if (!loginName.startsWith(prefix.toLowerCase())) return 'prefix';
  return checkUsername(loginName.slice(prefix.length), 'registration');
}

let callingCodes: Map<string, string> | undefined;
/** The ISO country of a country argument: 'JP', or a calling code as '+81', '0081' or '81'. */
function countryOf(country: string): { alpha2: string | undefined; callingCode: string } | undefined {
  const upper = country.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(upper)) return isSupportedCountry(upper) ? { alpha2: upper, callingCode: getCountryCallingCode(upper) } : undefined;
  const code = /^(?:\+|00)?([0-9]{1,4})$/.exec(upper)?.[1];
  if (code === undefined) return undefined;
  callingCodes ??= new Map(getCountries().map((c) => [getCountryCallingCode(c) as string, c]));
  if (!callingCodes.has(code)) return undefined;
  // Several countries share some calling codes (+1); the number itself tells them apart.
  const single = getCountries().filter((c) => getCountryCallingCode(c) === code);
  return { alpha2: single.length === 1 ? single[0] : undefined, callingCode: code };
}

function inRanges(value: string): boolean {
  return rules.virtualNumbers.ranges.some((range) => value.length === range.length && range.prefixes.some((prefix) => value.startsWith(prefix)));
}

const isCountry = (country: { alpha2: string | undefined; callingCode: string }, alpha2: string) =>
  country.alpha2 === alpha2 || (country.alpha2 === undefined && country.callingCode === getCountryCallingCode(alpha2 as Parameters<typeof getCountryCallingCode>[0]));

/**
 * A phone number (national digits, without the trunk 0) for a country given as 'JP' or as a
 * calling code ('0081', '+81'): digits, 6-20 (4-20 at registration), a valid mobile number of the
 * country, and in mainland China also the mainland pattern. China's virtual and IoT ranges are
 * valid (see checkVirtualNumber).
 */
export function checkPhone(value: string, country: string = rules.phone.defaultCountry, kind: PhoneKind = 'general'): PhoneProblem | null {
  if (value === '') return 'empty';
  if (!DIGITS.test(value)) return 'digits';
  const { min, max } = rules.phone[kind];
  if (value.length < min) return 'tooShort';
  if (value.length > max) return 'tooLong';
  const where = countryOf(country);
  if (!where) return 'country';
  if (isCountry(where, rules.virtualNumbers.country) && inRanges(value)) return null;
  const valid = where.alpha2 ? isValidPhoneNumber(value, where.alpha2 as Parameters<typeof isValidPhoneNumber>[1]) : Boolean(parsePhoneNumberFromString(`+${where.callingCode}${value}`)?.isValid());
  if (!valid) return 'invalid';
  if (isCountry(where, rules.phone.mainland.country) && !MAINLAND_MOBILE.test(value)) return 'invalid';
  return null;
}

/** 'virtualNumber' for a number in mainland China's virtual or IoT ranges (a warning, not an error). */
export function checkVirtualNumber(value: string, country: string = rules.phone.defaultCountry): 'virtualNumber' | null {
  const where = countryOf(country);
  return where && isCountry(where, rules.virtualNumbers.country) && DIGITS.test(value) && inRanges(value) ? 'virtualNumber' : null;
}

/** A real name: at least 2 characters once trimmed; Japanese or Chinese characters, Latin letters, spaces. */
export function checkRealName(value: string): RealNameProblem | null {
  const name = value.trim();
  if (name === '') return 'empty';
  if (!REAL_NAME_CHARS.test(name)) return 'chars';
  return charCount(name) < rules.realName.minLength ? 'tooShort' : null;
}

/** The reading of a real name: katakana and spaces, once trimmed. */
export function checkNameReading(value: string): NameReadingProblem | null {
  const reading = value.trim();
  if (reading === '') return 'empty';
  return NAME_READING_CHARS.test(reading) ? null : 'chars';
}

/** A verification code: exactly 6 digits. */
export function checkVerificationCode(value: string): VerificationCodeProblem | null {
  if (value === '') return 'empty';
  if (!DIGITS.test(value)) return 'digits';
  if (value.length < rules.verificationCode.length) return 'tooShort';
  return value.length > rules.verificationCode.length ? 'tooLong' : null;
}

/** An optional referral code: at most 40 characters (e-mail registration) or 20 (phone), once trimmed. */
export function checkReferralCode(value: string, form: ReferralCodeForm): 'tooLong' | null {
  return charCount(value.trim()) > rules.referralCode[form] ? 'tooLong' : null;
}

/** An amount as typed: digits, an optional decimal point with at most `decimals` digits, at most `max`. */
export function checkAmount(value: string, options: { decimals?: number; max?: number } = {}): AmountProblem | null {
  if (value === '') return 'empty';
  const match = AMOUNT.exec(value);
  if (!match) return 'pattern';
  if ((match[1]?.length ?? 0) > (options.decimals ?? rules.amount.decimals)) return 'decimals';
  return options.max !== undefined && Number(value) > options.max ? 'tooLarge' : null;
}

/**
 * The validation rules (openapi/rules.yaml): read and checked, compared with the contract's request
 * schemas that state the same limits, and written out as generated/rules.ts (the data plus pure
 * checks, importable by the site through Vite and by the mock server through Node type stripping).
 */
import { z } from 'zod';

const range = z.strictObject({ min: z.int().positive(), max: z.int().positive() }).refine((r) => r.min <= r.max, 'min must not exceed max');
const pair = z.tuple([z.int().positive(), z.int().positive()]);
const charClass = z.string().min(1);

export const RulesFile = z.strictObject({
  inputMaxLength: z.int().positive(),
  username: z.strictObject({
    chars: charClass,
    general: range,
    registration: z.strictObject({ min: z.int().positive(), max: z.int().positive(), needs: charClass }),
  }),
  loginField: z.strictObject({ maxLength: z.int().positive() }),
  password: z.strictObject({ chars: charClass, login: range, register: range }),
  email: z.strictObject({
    maxLength: z.int().positive(),
    localChars: charClass,
    shapes: z.record(z.string(), z.strictObject({ local: pair, domain: pair, tld: pair })),
  }),
  phone: z.strictObject({
    general: range,
    registration: range,
    defaultCountry: z.string().regex(/^[A-Z]{2}$/),
    mainland: z.strictObject({ country: z.string().regex(/^[A-Z]{2}$/), pattern: z.string().min(1) }),
  }),
  virtualNumbers: z.strictObject({
    country: z.string().regex(/^[A-Z]{2}$/),
    ranges: z.array(z.strictObject({ prefixes: z.array(z.string().regex(/^\d+$/)).min(1), length: z.int().positive() })).min(1),
  }),
  realName: z.strictObject({ minLength: z.int().positive(), chars: charClass }),
  nameReading: z.strictObject({ chars: charClass }),
  verificationCode: z.strictObject({ length: z.int().positive() }),
  referralCode: z.strictObject({ email: z.int().positive(), phone: z.int().positive() }),
  amount: z.strictObject({ decimals: z.int().nonnegative() }),
  contract: z.array(z.strictObject({ at: z.string().regex(/^(?:[\w-]+\/)?[\w-]+\.yaml#\/.+$/), is: z.string() })),
});
export type Rules = z.infer<typeof RulesFile>;

/** Reads rules.yaml; throws with every problem, each with its path. */
export function parseRules(doc: unknown, where = 'openapi/rules.yaml'): Rules {
  const result = RulesFile.safeParse(doc);
  if (!result.success) {
    throw new Error(`${where}:\n${result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n')}`);
  }
  const rules = result.data;
  // Every pattern and character set must compile as the generated module will compile it.
  const sets: [string, string][] = [
    ['username.chars', rules.username.chars],
    ['username.registration.needs', rules.username.registration.needs],
    ['password.chars', rules.password.chars],
    ['email.localChars', rules.email.localChars],
    ['realName.chars', rules.realName.chars],
    ['nameReading.chars', rules.nameReading.chars],
  ];
  for (const [path, chars] of sets) {
    try {
      new RegExp(`^[${chars}]+$`, 'u');
    } catch (error) {
      throw new Error(`${where}: ${path} is no character set: ${(error as Error).message}`, { cause: error });
    }
  }
  try {
    new RegExp(rules.phone.mainland.pattern, 'u');
  } catch (error) {
    throw new Error(`${where}: phone.mainland.pattern: ${(error as Error).message}`, { cause: error });
  }
  for (const name of ['general', 'registration'] as const) {
    const { min, max } = rules.username[name];
    if (min > max) throw new Error(`${where}: username.${name}: min must not exceed max`);
  }
  return rules;
}

/** The values a contract schema may state, by the name rules.yaml's `contract` list uses. */
export function contractValues(rules: Rules): Record<string, string | number> {
  const phoneMin = Math.min(rules.phone.general.min, rules.phone.registration.min);
  const phoneMax = Math.max(rules.phone.general.max, rules.phone.registration.max);
  return {
    'phone.pattern': `^[0-9]{${phoneMin},${phoneMax}}$`,
    'verificationCode.pattern': `^[0-9]{${rules.verificationCode.length}}$`,
    'email.maxLength': rules.email.maxLength,
    'loginField.maxLength': rules.loginField.maxLength,
    'referralCode.maxLength': Math.max(rules.referralCode.email, rules.referralCode.phone),
  };
}

/** Compares each `contract` entry with the spec it points into; `read` gives a spec file's document. */
export function checkContract(rules: Rules, read: (file: string) => unknown): void {
  const values = contractValues(rules);
  const problems: string[] = [];
  for (const { at, is } of rules.contract) {
    if (!(is in values)) {
      problems.push(`${at}: unknown rule value ${is} (one of ${Object.keys(values).join(', ')})`);
      continue;
    }
    const [file, path] = at.split('#/') as [string, string];
    let node: unknown = read(file);
    for (const part of path.split('/')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    if (node !== values[is]) problems.push(`${at} is ${JSON.stringify(node)}, but ${is} is ${JSON.stringify(values[is])}`);
  }
  if (problems.length > 0) throw new Error(`openapi/rules.yaml and the contract disagree:\n  ${problems.join('\n  ')}`);
}

/** generated/rules.ts. */
export function rulesModule(rules: Rules): string {
  const data = Object.fromEntries(Object.entries(rules).filter(([key]) => key !== 'contract'));
  return `// Generated by scripts/generate.ts from openapi/rules.yaml. Do not edit: run \`npm run generate\`.
// The rules of SPEC §5 for the site and the mock server alike: each check answers why a value
// fails (a reason) or null. Messages are the caller's business (the site's i18n keys, the
// server's codes). Mobile metadata: every phone flow ends in an SMS, so a number must be a mobile one.
import { getCountries, getCountryCallingCode, isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** The data of openapi/rules.yaml. */
export const rules = ${JSON.stringify(data, null, 2)} as const;

const set = (chars: string) => new RegExp(\`^[\${chars}]+$\`, 'u');
const USERNAME_CHARS = set(rules.username.chars);
const USERNAME_NEEDS = new RegExp(\`[\${rules.username.registration.needs}]\`, 'u');
const PASSWORD_CHARS = set(rules.password.chars);
const EMAIL_LOCAL = set(rules.email.localChars);
const DOMAIN_LABELS = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const TLD = /^[A-Za-z]+$/;
const DIGITS = /^[0-9]+$/;
const MAINLAND_MOBILE = new RegExp(rules.phone.mainland.pattern, 'u');
const REAL_NAME_CHARS = set(rules.realName.chars);
const NAME_READING_CHARS = set(rules.nameReading.chars);
const AMOUNT = /^[0-9]+(?:\\.([0-9]+))?$/;

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
 * the one \`shape\` names. Each pattern refuses real mailboxes the other takes (a 6-letter tld, a
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
  const code = /^(?:\\+|00)?([0-9]{1,4})$/.exec(upper)?.[1];
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
  const valid = where.alpha2 ? isValidPhoneNumber(value, where.alpha2 as Parameters<typeof isValidPhoneNumber>[1]) : Boolean(parsePhoneNumberFromString(\`+\${where.callingCode}\${value}\`)?.isValid());
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

/** An amount as typed: digits, an optional decimal point with at most \`decimals\` digits, at most \`max\`. */
export function checkAmount(value: string, options: { decimals?: number; max?: number } = {}): AmountProblem | null {
  if (value === '') return 'empty';
  const match = AMOUNT.exec(value);
  if (!match) return 'pattern';
  if ((match[1]?.length ?? 0) > (options.decimals ?? rules.amount.decimals)) return 'decimals';
  return options.max !== undefined && Number(value) > options.max ? 'tooLarge' : null;
}
`;
}

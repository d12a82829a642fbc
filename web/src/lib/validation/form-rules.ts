/**
 * The auth forms' rule sets for @mantine/form: the checks of validation.ts per field, answering
 * message keys, and the adapter that turns them into translated messages for useForm.
 */
import type { FormRulesRecord } from '@mantine/form';
import {
  checkCode,
  checkEmail,
  checkLoginName,
  checkLoginPassword,
  checkPassword,
  checkPasswordConfirm,
  checkPhone,
  checkReferralCode,
  checkRegisterUsername,
  checkTermsAccepted,
  type MessageKey,
} from './validation';

/** A rule as @mantine/form calls it, answering a message key. */
type KeyRule<Value, Values> = (value: Value, values: Values) => MessageKey | null;
type Translate = (key: MessageKey) => string;

/** Turns a key-answering rule into a @mantine/form rule that answers the translated message. */
function formRule<Value, Values>(rule: KeyRule<Value, Values>, t: Translate) {
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
interface CodeValues {
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

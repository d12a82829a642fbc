/** Registration by e-mail and by phone (SPEC §3, §7); both answer the tokens of a login. */
import type { LoginResult } from '#generated/components/schemas/loginResult.zod.ts';
import { registerByEmail, registerByPhone } from '#generated/phoenix/access.ts';
import { validateEmail, validatePhone, type PhoneCheck } from '#generated/phoenix/verification.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import type { ReferralParams } from '#web/stores/attribution.ts';
import { prefixLoginName } from '#web/lib/validation/validation.ts';
import { encryptPassword, ensureCommonConfig } from '#web/api/platform.ts';


const definedOnly = (params: ReferralParams): ReferralParams =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => typeof value === 'string' && value !== '')) as ReferralParams;

export async function registerWithEmail(
  form: { username: string; password: string; email: string },
  referral: ReferralParams,
): Promise<LoginResult> {
  const { merchantCode, loginNamePrefix } = await ensureCommonConfig();
  const { data } = await registerByEmail(
    {
      loginName: prefixLoginName(loginNamePrefix, form.username),
      password: await encryptPassword(form.password),
      email: form.email.trim().toLowerCase(),
      userSource: 3,
      merchantCode,
      locale: currentLanguage(),
      ...definedOnly(referral),
    },
    { silent: true },
  );
  return data;
}

export async function registerWithPhone(
  form: { phone: string; phonePrefix: string; code: string },
  referral: ReferralParams,
): Promise<LoginResult> {
  const { merchantCode } = await ensureCommonConfig();
  const { data } = await registerByPhone(
    {
      mobileNo: form.phone,
      mobileCode: form.code,
      phonePrefix: form.phonePrefix,
      merchantCode,
      locale: currentLanguage(),
      ...definedOnly(referral),
    },
    { silent: true },
  );
  return data;
}

/** Rejects with 100919 when the e-mail is taken. */
export async function checkEmailFree(email: string): Promise<void> {
  await validateEmail({ email: email.trim().toLowerCase() }, { silent: true });
}

/** Rejects with 100921 (taken) or 100922 (invalid); `virtual` flags internet numbers. */
export async function checkPhoneFree(phone: string, phonePrefix: string): Promise<PhoneCheck> {
  const { data } = await validatePhone({ phone, phonePrefix }, { silent: true });
  return data;
}

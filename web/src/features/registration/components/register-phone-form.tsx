import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDraft } from '#web/lib/form-drafts.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import type { Country } from '#web/api/countries.ts';
import { finishLogin } from '#web/api/finish-login.ts';
import { checkPhoneFree, registerWithPhone } from '../api/register';
import { canSendToPhone, captchaUse, codePurpose, phonePrefixOf, sendPhoneCode } from '#web/api/verification.ts';
import { useCodeSender } from '#web/components/verification/use-code-sender.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import {
  checkPhone,
  REFERRAL_CODE_MAX_LENGTH,
  virtualNumberWarning,
  validationMessages,
} from '#web/lib/validation/validation.ts';
import { authRules, translateRules, type RegisterPhoneValues } from '#web/lib/validation/form-rules.ts';
import { fieldHint, type HintedField } from '#web/lib/http/error-codes.ts';
import { CodeField } from '#web/components/form/code-field.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { RegisterFormEnd, useRegistrationAttribution } from './register-fields';
import { SendCodeButton } from '#web/components/verification/send-code-button.tsx';

const initialValues: RegisterPhoneValues = { phone: '', code: '', referralCode: '', acceptTerms: false };

/**
 * Phone registration answers that belong under a field, by the contract's field hints (the
 * request's names, here the form's); the server's message is already in the player's language.
 */
const registerFields = { mobileNo: 'phone', mobileCode: 'code' } as const satisfies Record<HintedField<'registerByPhone'>, keyof RegisterPhoneValues>;
const registerErrorFieldOf = (code: number) => {
  const hint = fieldHint('registerByPhone', code);
  return hint ? registerFields[hint] : undefined;
};

/** The server's word on a number (validatePhone): it may be registered, but looks virtual. */
interface PhoneVerdict {
  /** phonePrefix + number: a verdict applies to the number it was asked for only. */
  number: string;
  virtual: boolean;
}

/**
 * Registration by phone (SPEC §3, §5): calling code (JP by default, only the codes the platform
 * accepts), number, SMS code behind the slider captcha, optional referral code, terms. The
 * account gets its name and password in the silent first-time set-up that `finishLogin` runs.
 */
export function RegisterPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { lockedCode, paramsFor } = useRegistrationAttribution();
  const [country, setCountry] = useState<Country>(() => useAppSettings.getState().country);
  const [verdict, setVerdict] = useState<PhoneVerdict | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // A code from an invite link is shown, not typed (the field's value stays empty), so the
  // 20-character rule only ever meets what a player types.
  const rules = translateRules<RegisterPhoneValues>(authRules.registerPhone(country.alpha2), t);
  const form = useForm<RegisterPhoneValues>({ mode: 'controlled', initialValues, validate: rules, validateInputOnBlur: true });
  // Kept across the reload of a -120 (lib/form-drafts); the secret fields never are.
  const clearDraft = useFormDraft('register-phone', form, ['code']);
  const { phone } = form.values;
  const phonePrefix = phonePrefixOf(country.countryCode);
  const phoneValid = checkPhone(phone, country.alpha2) === null;

  const sender = useCodeSender({
    form: 'registerPhone',
    use: captchaUse.register,
    precheck: () => canSendToPhone({ phone, phonePrefix, purpose: codePurpose.register }),
    send: (slider) => sendPhoneCode({ ...slider, phone, phonePrefix, purpose: codePurpose.register }),
  });

  // The number the check in flight is for; any edit clears it, so a late answer is dropped.
  const checkingPhone = useRef('');
  const checkPhoneOnBlur = () => {
    form.validateField('phone');
    if (!phoneValid) return;
    const key = phonePrefix + phone;
    checkingPhone.current = key;
    checkPhoneFree(phone, phonePrefix)
      .then(({ virtual }) => {
        if (checkingPhone.current === key) setVerdict({ number: key, virtual });
      })
      .catch((error: unknown) => {
        if (checkingPhone.current !== key) return;
        if (error instanceof ApiError && fieldHint('validatePhone', error.code) === 'phone') form.setFieldError('phone', error.msg);
        // Anything else is left to SEND and submit, which ask the server again.
      });
  };

  const virtualWarning =
    virtualNumberWarning(phone, country.alpha2) ?? (verdict?.virtual && verdict.number === phonePrefix + phone ? validationMessages.virtualNumber : null);

  const submit = form.onSubmit(async (values) => {
    clearDraft();
    setFormError(null);
    try {
      const result = await registerWithPhone({ phone: values.phone, phonePrefix, code: values.code }, paramsFor(values.referralCode));
      await finishLogin(result, { registered: true });
      onDone();
    } catch (error) {
      const field = error instanceof ApiError ? registerErrorFieldOf(error.code) : undefined;
      if (field && error instanceof ApiError) form.setFieldError(field, error.msg || t('errors.generic'));
      else setFormError(errorMessage(error, t));
    }
  });

  // Server errors sit in `errors` until the field changes; the rules alone cannot see them.
  const blocked = !form.isValid() || Object.values(form.errors).some(Boolean);

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PhoneField
            country={country}
            onCountryChange={(next) => {
              checkingPhone.current = '';
              setCountry(next);
              // The number is judged again against the new country on its next blur or submit.
              form.clearFieldError('phone');
            }}
            value={phone}
            onChange={(next) => {
              checkingPhone.current = '';
              form.setFieldValue('phone', next);
            }}
            onBlur={checkPhoneOnBlur}
            error={form.errors.phone}
            description={
              virtualWarning ? (
                <Text span size="xs" c="orange.8">
                  {t(virtualWarning)}
                </Text>
              ) : undefined
            }
          />
          <CodeField
            label={t('register.code')}
            placeholder={t('register.codePlaceholder')}
            value={form.values.code}
            onChange={(code) => form.setFieldValue('code', code)}
            onBlur={() => form.validateField('code')}
            error={form.errors.code}
            sendButton={
              <SendCodeButton form="registerPhone" canSend={phoneValid && !form.errors.phone} onSend={sender.start} pending={sender.pending} />
            }
          />
          <FormError>{sender.error}</FormError>
          <RegisterFormEnd form={form} lockedCode={lockedCode} referralMaxLength={REFERRAL_CODE_MAX_LENGTH.phone} formError={formError} blocked={blocked} />
        </Stack>
      </form>
      {sender.captcha}
    </>
  );
}

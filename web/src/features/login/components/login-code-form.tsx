import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDraft } from '#web/lib/form-drafts.ts';
import { defaultCountry } from '#web/stores/app-settings.ts';
import type { Country } from '#web/api/countries.ts';
import { attemptLogin, codeLoginRequest } from '../api/login';
import { finishLogin } from '#web/api/finish-login.ts';
import { canSendToPhone, captchaUse, codePurpose, phonePrefixOf, sendPhoneCode } from '#web/api/verification.ts';
import { useCodeSender } from '#web/components/verification/use-code-sender.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { checkCode, checkPhone } from '#web/lib/validation/validation.ts';
import { translateRules } from '#web/lib/validation/form-rules.ts';
import { CodeField } from '#web/components/form/code-field.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import type { LoginFormProps } from './login-password-form';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { SendCodeButton } from '#web/components/verification/send-code-button.tsx';

interface Values {
  phone: string;
  code: string;
}

/** Login by SMS code (SPEC §2 "verification-code mode"): phone, SEND behind the slider, code. */
export function LoginCodeForm({ onChallenge, onDone }: LoginFormProps) {
  const { t } = useTranslation();
  const [country, setCountry] = useState<Country>(defaultCountry);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { phone: '', code: '' },
    validateInputOnBlur: true,
    validate: translateRules<Values>({ phone: (phone) => checkPhone(phone, country.alpha2), code: checkCode }, t),
  });
  // Kept across the reload of a -120 (lib/form-drafts); the secret fields never are.
  const clearDraft = useFormDraft('login-code', form, ['code']);
  const phone = form.values.phone;
  const phonePrefix = phonePrefixOf(country.countryCode);
  const phoneValid = checkPhone(phone, country.alpha2) === null;

  const sender = useCodeSender({
    form: 'login',
    use: captchaUse.login,
    precheck: useCallback(() => canSendToPhone({ phone, phonePrefix, purpose: codePurpose.codeLogin }), [phone, phonePrefix]),
    send: useCallback(
      (slider) => sendPhoneCode({ ...slider, phone, phonePrefix, purpose: codePurpose.codeLogin }),
      [phone, phonePrefix],
    ),
  });

  const submit = form.onSubmit(async ({ code }) => {
    clearDraft();
    setFailure(null);
    try {
      const attempt = await attemptLogin(await codeLoginRequest(phone, phonePrefix, code));
      if (attempt.kind === 'challenge') {
        onChallenge(attempt.pending, async () => {});
        return;
      }
      await finishLogin(attempt.result);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });

  const valid = phoneValid && checkCode(form.values.code) === null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PhoneField
          country={country}
          onCountryChange={(next) => {
            setCountry(next);
            form.clearFieldError('phone');
          }}
          value={phone}
          onChange={(next) => form.setFieldValue('phone', next)}
          onBlur={() => form.validateField('phone')}
          error={form.errors.phone}
        />
        <CodeField
          value={form.values.code}
          onChange={(code) => form.setFieldValue('code', code)}
          onBlur={() => form.validateField('code')}
          error={form.errors.code}
          sendButton={<SendCodeButton form="login" canSend={phoneValid} onSend={sender.start} pending={sender.pending} />}
        />
        <FormError>{sender.error ?? failure}</FormError>
        <Button type="submit" fullWidth disabled={!valid} loading={form.submitting}>
          {t('auth.loginSubmit')}
        </Button>
      </Stack>
      {sender.captcha}
    </form>
  );
}

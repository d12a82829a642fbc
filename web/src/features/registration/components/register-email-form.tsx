import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDraft } from '#web/lib/form-drafts.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { finishLogin } from '#web/api/finish-login.ts';
import { checkEmailFree, registerWithEmail } from '../api/register';
import { codeText } from '#web/lib/http/code-texts.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import {
  checkEmail,
  EMAIL_MAX_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
  registerErrorField,
} from '#web/lib/validation/validation.ts';
import { limitInput, rejectCjk, removeSpecial } from '#web/lib/validation/input-filters.ts';
import { authRules, translateRules, type RegisterEmailValues } from '#web/lib/validation/form-rules.ts';
import { RegisterFormEnd, useRegistrationAttribution } from './register-fields';
import { PasswordField } from '#web/components/form/password-field.tsx';

const initialValues: RegisterEmailValues = { username: '', password: '', email: '', referralCode: '', acceptTerms: false };

/**
 * Registration by e-mail (SPEC §3, §5): username (without the site's prefix), password, e-mail,
 * optional referral code, terms. The e-mail is checked with the server when the field is left;
 * a taken name or e-mail found on submit lands under its field, anything else above the button.
 */
export function RegisterEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { lockedCode, paramsFor } = useRegistrationAttribution();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterEmailValues>({
    mode: 'controlled',
    initialValues,
    validate: translateRules(authRules.registerEmail, t),
    validateInputOnBlur: true,
  });
  // Kept across the reload of a -120 (lib/form-drafts); the secret fields never are.
  const clearDraft = useFormDraft('register-email', form, ['password']);
  // The e-mail the last availability check was for: a late answer for an older value is dropped.
  const checkingEmail = useRef('');

  const checkEmailOnBlur = () => {
    const email = form.getValues().email.trim();
    if (checkEmail(email) !== null) return;
    checkingEmail.current = email;
    checkEmailFree(email).catch((error: unknown) => {
      if (checkingEmail.current !== email || form.getValues().email.trim() !== email) return;
      if (error instanceof ApiError && registerErrorField(error.code)?.field === 'email') {
        form.setFieldError('email', t(codeText('emailTaken')));
      }
      // Anything else (offline, a timeout) is left to the submit, where the server checks again.
    });
  };

  const submit = form.onSubmit(async (values) => {
    clearDraft();
    setFormError(null);
    try {
      const result = await registerWithEmail(
        { username: values.username, password: values.password, email: values.email },
        paramsFor(values.referralCode),
      );
      await finishLogin(result, { registered: true });
      onDone();
    } catch (error) {
      const field = error instanceof ApiError ? registerErrorField(error.code) : null;
      if (field) form.setFieldError(field.field, t(field.message));
      else setFormError(errorMessage(error, t));
    }
  });

  // Server errors sit in `errors` until the field changes; the rules alone cannot see them.
  const blocked = !form.isValid() || Object.values(form.errors).some(Boolean);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          {...form.getInputProps('username')}
          onChange={(event) => form.setFieldValue('username', removeSpecial(event.currentTarget.value))}
          label={t('register.username')}
          // The hint gives way to the error, which says the same more pointedly.
          description={form.errors.username ? undefined : t('register.usernameHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          required
          withAsterisk={false}
        />
        <PasswordField
          {...form.getInputProps('password')}
          onChange={(event) => form.setFieldValue('password', rejectCjk(event.currentTarget.value))}
          label={t('register.password')}
          description={form.errors.password ? undefined : t('register.passwordHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="new-password"
          required
          withAsterisk={false}
        />
        <TextInput
          {...form.getInputProps('email')}
          onChange={(event) => form.setFieldValue('email', limitInput(event.currentTarget.value.trim(), EMAIL_MAX_LENGTH))}
          onBlur={(event) => {
            form.getInputProps('email').onBlur?.(event);
            checkEmailOnBlur();
          }}
          label={t('register.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          required
          withAsterisk={false}
        />
        <RegisterFormEnd form={form} lockedCode={lockedCode} referralMaxLength={REFERRAL_CODE_MAX_LENGTH.email} formError={formError} blocked={blocked} />
      </Stack>
    </form>
  );
}

import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDraft } from '#web/lib/form-drafts.ts';
import { errorCodes } from '#web/lib/http/error-codes.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { forgetLogin, recallLogin, rememberLogin } from '#web/lib/crypto/remembered-login.ts';
import { attemptLogin, passwordLoginRequest, type PendingChallenge } from '../api/login';
import { finishLogin } from '#web/api/finish-login.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { checkLoginName, checkLoginPassword, EMAIL_MAX_LENGTH } from '#web/lib/validation/validation.ts';
import { limitInput, rejectCjk } from '#web/lib/validation/input-filters.ts';
import { translateRules } from '#web/lib/validation/form-rules.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';

export interface LoginFormProps {
  /** The account asked for one more step; `afterLogin` runs once that step succeeds. */
  onChallenge: (pending: PendingChallenge, afterLogin: () => Promise<void>) => void;
  onDone: () => void;
}

interface Values {
  account: string;
  password: string;
  remember: boolean;
}

/** Login by name or e-mail and password (SPEC §2, §5), with "remember me" sealed on the device. */
export function LoginPasswordForm({ onChallenge, onDone }: LoginFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { account: '', password: '', remember: false },
    validateInputOnChange: true,
    validate: translateRules<Values>({ account: checkLoginName, password: checkLoginPassword }, t),
  });
  // Kept across the reload of a -120 (lib/form-drafts); the secret fields never are.
  const clearDraft = useFormDraft('login-password', form, ['password']);

  const { setValues } = form;
  useEffect(() => {
    let live = true;
    void recallLogin().then((remembered) => {
      if (live && remembered) setValues({ account: remembered.loginName, password: remembered.password ?? '', remember: true });
    });
    return () => {
      live = false;
    };
  }, [setValues]);

  const submit = form.onSubmit(async ({ account, password, remember }) => {
    clearDraft();
    setFailure(null);
    const afterLogin = async () => {
      if (remember) await rememberLogin({ loginName: account.trim(), password });
      else forgetLogin();
    };
    try {
      const attempt = await attemptLogin(await passwordLoginRequest({ account, password }));
      if (attempt.kind === 'challenge') {
        onChallenge(attempt.pending, afterLogin);
        return;
      }
      await afterLogin();
      await finishLogin(attempt.result);
      onDone();
    } catch (error) {
      // 10004: the error policy has gone to /accountDisabled; the dialog goes with it.
      if (error instanceof ApiError && error.code === errorCodes.accountDisabled) onDone();
      else setFailure(errorMessage(error, t));
    }
  });

  const valid = checkLoginName(form.values.account) === null && checkLoginPassword(form.values.password) === null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.account')}
          placeholder={t('auth.accountPlaceholder')}
          autoComplete="username"
          data-autofocus
          {...form.getInputProps('account')}
          onChange={(event) => {
            const raw = rejectCjk(event.currentTarget.value);
            form.setFieldValue('account', raw.includes('@') ? raw.slice(0, EMAIL_MAX_LENGTH) : limitInput(raw));
          }}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          maxLength={50}
          {...form.getInputProps('password')}
        />
        <Checkbox label={t('auth.remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
        <FormError>{failure}</FormError>
        <Button type="submit" fullWidth disabled={!valid} loading={form.submitting}>
          {t('auth.loginSubmit')}
        </Button>
      </Stack>
    </form>
  );
}

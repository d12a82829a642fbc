import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecoveredAccount } from '#generated/phoenix/access.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { useNewPasswordForm } from '#web/components/form/use-new-password-form.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { stripLoginNamePrefix } from '#web/lib/validation/validation.ts';
import { useLoginNamePrefix } from '#web/api/platform.ts';

interface NewPasswordStepProps {
  account: RecoveredAccount;
  onSubmit: (password: string) => Promise<void>;
  onBack: () => void;
}

/** Step 2: which account is reset (without the prefix, with the masked contact), the new password twice. */
export function NewPasswordStep({ account, onSubmit, onBack }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const prefix = useLoginNamePrefix();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, valid, passwordInput } = useNewPasswordForm();
  const contact = account.mobilePhone ?? account.email;

  // Returns the promise: the form's `submitting` shows progress and holds "back" meanwhile.
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values.password);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Paper withBorder radius="md" p="sm" role="group" aria-label={t('forgotPassword.account')}>
          <Text size="xs" c="dimmed">
            {t('forgotPassword.account')}
          </Text>
          <Text fw={700} size="lg">
            {stripLoginNamePrefix(prefix, account.loginName)}
          </Text>
          {contact ? (
            <Text size="xs" c="dimmed">
              {contact}
            </Text>
          ) : null}
        </Paper>
        <PasswordField
          label={t('forgotPassword.newPassword')}
          description={t('forgotPassword.newPasswordHint')}
          {...passwordInput('password')}
        />
        <PasswordField label={t('forgotPassword.confirmPassword')} {...passwordInput('confirmPassword')} />
        <FormError>{failure}</FormError>
        <Button type="submit" fullWidth disabled={!valid} loading={form.submitting}>
          {t('forgotPassword.submit')}
        </Button>
        <Button variant="subtle" fullWidth onClick={onBack} disabled={form.submitting}>
          {t('forgotPassword.back')}
        </Button>
      </Stack>
    </form>
  );
}

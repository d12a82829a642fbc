import { Button, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { showToast } from '#web/components/toast.tsx';
import { codeFieldText } from '#web/lib/http/code-texts.ts';
import { codes } from '#web/lib/http/error-codes.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { MAX_INPUT_LENGTH } from '#web/lib/validation/validation.ts';
import { rejectCjk } from '#web/lib/validation/input-filters.ts';
import { useChangePassword } from '../api/profile';
import { changePasswordRules, type ChangePasswordValues } from '../utils/change-password';

const EMPTY: ChangePasswordValues = { current: '', next: '', confirm: '' };

/**
 * /account/password: the current password, then the new one twice (SPEC §5). Both travel
 * encrypted; success says `common.validtor.changeSuc` and empties the form. The session stays:
 * the next login takes the new password.
 */
export function Component() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validateInputOnBlur: true,
    validate: {
      current: (value, values) => translated(changePasswordRules.current(value, values)),
      next: (value, values) => translated(changePasswordRules.next(value, values)),
      confirm: (value, values) => translated(changePasswordRules.confirm(value, values)),
    },
  });
  function translated(key: string | null) {
    return key ? t(key) : null;
  }

  const input = (field: keyof ChangePasswordValues, autoComplete: string) => ({
    ...form.getInputProps(field),
    maxLength: MAX_INPUT_LENGTH,
    autoComplete,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, rejectCjk(event.currentTarget.value)),
    onBlur: () => {
      form.validateField(field);
      if (field === 'next' && form.values.confirm) form.validateField('confirm');
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync({ current: values.current, next: values.next });
    } catch (error) {
      // A wrong current password belongs under that field; anything else above the button.
      if (error instanceof ApiError && error.code === codes.wrongPassword) form.setFieldError('current', t(codeFieldText('wrongPassword')));
      else if (error instanceof ApiError && error.code === codes.invalidPassword) form.setFieldError('next', errorMessage(error, t));
      else setFailure(errorMessage(error, t));
      return;
    }
    form.reset();
    showToast(t('common.validtor.changeSuc'), 'success');
  });

  return (
    <PageFrame title={t('pages.changePassword')}>
      <Paper withBorder radius="md" p="md" maw={480}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('profile.passwordIntro')}
            </Text>
            <PasswordField label={t('profile.currentPassword')} {...input('current', 'current-password')} />
            <PasswordField label={t('profile.newPassword')} description={t('profile.newPasswordHint')} {...input('next', 'new-password')} />
            <PasswordField label={t('profile.confirmPassword')} {...input('confirm', 'new-password')} />
            <FormError>{failure}</FormError>
            <Button type="submit" disabled={!form.isValid()} loading={form.submitting}>
              {t('profile.changePassword')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}

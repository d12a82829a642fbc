import { Button, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { PageFrame } from '../../../components/page-frame';
import { showToast } from '../../../components/toast';
import { codeFieldText } from '../../../lib/http/code-texts';
import { codes } from '../../../lib/http/error-codes';
import { errorMessage } from '../../../lib/http/error-message';
import { ApiError } from '../../../lib/http/errors';
import { MAX_INPUT_LENGTH } from '../../../lib/validation/validation';
import { rejectCjk } from '../../../lib/validation/input-filters';
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

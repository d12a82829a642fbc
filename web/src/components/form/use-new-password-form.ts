import { useForm } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_INPUT_LENGTH } from '../../lib/validation/validation';
import { rejectCjk } from '../../lib/validation/input-filters';
import { authRules, translateRules, type ResetPasswordValues } from '../../lib/validation/form-rules';

/**
 * A new password typed twice (forgot password step 2, the transfer password): SPEC §5's rules,
 * checked on blur, CJK refused as it is typed, 50 characters at most. `valid` enables submit.
 */
export function useNewPasswordForm() {
  const { t } = useTranslation();
  const form = useForm<ResetPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validateInputOnBlur: true,
    validate: translateRules<ResetPasswordValues>(authRules.resetPassword, t),
  });
  const valid = form.isValid();

  /** Props for one of the two PasswordFields. Leaving the first re-checks a confirmation already typed. */
  const passwordInput = (field: keyof ResetPasswordValues) => ({
    ...form.getInputProps(field),
    maxLength: MAX_INPUT_LENGTH,
    autoComplete: 'new-password',
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, rejectCjk(event.currentTarget.value)),
    onBlur: () => {
      form.validateField(field);
      if (field === 'password' && form.values.confirmPassword) form.validateField('confirmPassword');
    },
  });

  return { form, valid, passwordInput };
}

import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { showToast } from '#web/components/toast.tsx';
import { useDeleteAccount } from '../api/account';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { checkPassword } from '#web/lib/validation/validation.ts';
import { limitInput } from '#web/lib/validation/input-filters.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { href } from '#web/lib/paths.ts';

/** Account deletion (SPEC §4): the password confirms it; then all user data goes and the player lands on /. */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const deletion = useDeleteAccount();
  const failure = deletion.isError ? errorMessage(deletion.error, t) : null;

  const close = () => {
    setPassword('');
    setReason('');
    deletion.reset();
    onClose();
  };

  // mutateAsync, not mutate's callbacks: the sign-out unmounts the account menu (and this dialog)
  // before the deletion resolves, and the way home must still happen.
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await deletion.mutateAsync({ password, reason: reason.trim() || undefined });
    } catch {
      return; // The dialog shows deletion.error under the fields.
    }
    close();
    navigate(href('/'));
    showToast(t('account.deleted'), 'success');
  };

  return (
    <DialogShell opened={opened} onClose={close} title={t('account.deleteTitle')} size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('account.deleteWarning')}</Text>
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            value={password}
            maxLength={50}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Textarea
            label={t('account.deleteReason')}
            value={reason}
            autosize
            minRows={2}
            onChange={(event) => setReason(limitInput(event.currentTarget.value, 500))}
          />
          <FormError>{failure}</FormError>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={checkPassword(password) !== null} loading={deletion.isPending}>
              {t('account.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogShell>
  );
}

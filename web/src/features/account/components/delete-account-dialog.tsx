import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DialogShell } from '../../../components/dialog-shell';
import { showToast } from '../../../components/toast';
import { deleteMyAccount } from '../api/account';
import { errorMessage } from '../../../lib/http/error-message';
import { checkPassword, limitInput } from '../../../lib/validation/validation';
import { FormError } from '../../../components/form/form-error';
import { PasswordField } from '../../../components/form/password-field';
import { paths } from '../../../lib/paths';

/** Account deletion (SPEC §4): the password confirms it; then all user data goes and the player lands on /. */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setReason('');
    setFailure(null);
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await deleteMyAccount(password, reason.trim() || undefined);
      close();
      navigate(paths.home);
      showToast(t('account.deleted'), 'success');
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setPending(false);
    }
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
            <Button type="submit" color="red" disabled={checkPassword(password) !== null} loading={pending}>
              {t('account.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogShell>
  );
}

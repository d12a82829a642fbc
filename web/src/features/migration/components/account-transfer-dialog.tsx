import { Alert, Button, Center, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { showToast } from '#web/components/toast.tsx';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { usePlayer } from '#web/api/player.ts';
import { useUserStore } from '#web/stores/user.ts';
import { saveTransferPassword, useTransferLegacyAccount, useTransferRecord } from '../api/transfer';
import { useAccountTransferPrompt } from '../hooks/use-account-transfer-prompt';
import { useNewPasswordForm } from '#web/components/form/use-new-password-form.ts';
import { isTransferEligible, needsTransferPassword, transferPrompts } from '../utils/account-transfer';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';

type Step = 'password' | 'record';

/** The password step: a password of its own for the transferred account. */
function PasswordStep({ onSaved, onLater }: { onSaved: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, valid, passwordInput } = useNewPasswordForm();
  const pending = form.submitting;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await saveTransferPassword(values.password);
      showToast(t('bonus.success'), 'success');
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={700}>{t('transfer.passwordTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('transfer.passwordIntro')}
        </Text>
        <PasswordField
          label={t('transfer.password')}
          description={t('transfer.passwordHint')}
          {...passwordInput('password')}
          data-autofocus
        />
        <PasswordField label={t('transfer.confirmPassword')} {...passwordInput('confirmPassword')} />
        <FormError>{failure}</FormError>
        <Button type="submit" fullWidth disabled={!valid} loading={pending}>
          {t('transfer.savePassword')}
        </Button>
        <Button variant="subtle" fullWidth onClick={onLater} disabled={pending}>
          {t('transfer.later')}
        </Button>
      </Stack>
    </form>
  );
}

/** The record step: the legacy account's name, balance and points, and the transfer itself. */
function RecordStep({ onTransferred, onClose }: { onTransferred: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const record = useTransferRecord(true);
  const transferring = useTransferLegacyAccount();
  const pending = transferring.isPending;
  const failure = transferring.isError ? errorMessage(transferring.error, t) : null;

  // mutateAsync: the refreshed player ends the eligibility, and the step may be gone by then.
  const transfer = async () => {
    try {
      await transferring.mutateAsync();
    } catch {
      return; // Shown below as transferring.error.
    }
    showToast(t('bonus.success'), 'success');
    onTransferred();
  };

  if (record.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('transfer.loading')}>
        <Loader />
      </Center>
    );
  }
  if (record.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          {t('transfer.loadError')}
        </Alert>
        <Button variant="default" onClick={() => void record.refetch()} loading={record.isFetching}>
          {t('transfer.retry')}
        </Button>
      </Stack>
    );
  }

  const { legacyLoginName, balance, points, currency } = record.data;
  const fact = (label: string, value: string, span = 1) => (
    <Stack gap={0} style={{ gridColumn: `span ${span}` }}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} size="lg" m={0}>
        {value}
      </Text>
    </Stack>
  );

  return (
    <Stack gap="sm">
      <Text fw={700}>{t('transfer.recordTitle')}</Text>
      <Text size="sm" c="dimmed">
        {t('transfer.recordIntro')}
      </Text>
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="sm" m={0}>
          {fact(t('transfer.legacyLoginName'), legacyLoginName, 2)}
          {fact(t('transfer.balance'), formatFullAmount(balance, currency, i18n.language))}
          {fact(t('transfer.points'), t('transfer.pointsValue', { points: new Intl.NumberFormat(i18n.language).format(points) }))}
        </SimpleGrid>
      </Paper>
      <FormError>{failure}</FormError>
      <Button fullWidth onClick={() => void transfer()} loading={pending}>
        {t('transfer.confirm')}
      </Button>
      <Button variant="subtle" fullWidth onClick={onClose} disabled={pending}>
        {t('transfer.notNow')}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t('transfer.hideNote')}
      </Text>
    </Stack>
  );
}

/**
 * The account-transfer dialog (SPEC §2, §4), mounted once by the layout for players from the
 * legacy site. It raises its own flags when such a player is loaded (useAccountTransferPrompt),
 * then shows the password step, then the record step:
 * - closing the password step (or "later") hides it and goes on to the record step;
 * - closing the record step hides it for good for this login name on this device;
 * - setting the password or transferring refreshes the player and says so (bonus.success).
 */
export function AccountTransferDialog() {
  const { t } = useTranslation();
  useAccountTransferPrompt();
  const user = usePlayer() ?? null;
  const passwordPending = useUserStore((state) => state.transferPasswordPending);
  const recordPending = useUserStore((state) => state.transferRecordPending);
  const setTransferPending = useUserStore((state) => state.setTransferPending);

  const eligible = isTransferEligible(user);
  const step: Step | null = !eligible ? null : passwordPending && needsTransferPassword(user) ? 'password' : recordPending ? 'record' : null;
  // The step on screen while the dialog animates closed.
  const [lastStep, setLastStep] = useState<Step>('password');
  if (step && step !== lastStep) setLastStep(step);
  const shown = step ?? lastStep;
  const loginName = user?.loginName ?? '';

  const hidePassword = () => setTransferPending({ transferPasswordPending: false });
  const close = () => {
    if (shown === 'password') {
      if (loginName) transferPrompts.putOffPassword(loginName);
      hidePassword();
    } else {
      if (loginName) transferPrompts.hideRecord(loginName);
      setTransferPending({ transferRecordPending: false });
    }
  };

  return (
    <DialogShell opened={step !== null} onClose={close} title={t('transfer.title')} size="md">
      {shown === 'password' ? (
        <PasswordStep onSaved={hidePassword} onLater={close} />
      ) : (
        <RecordStep onTransferred={() => setTransferPending({ transferRecordPending: false })} onClose={close} />
      )}
    </DialogShell>
  );
}

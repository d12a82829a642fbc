import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUICK_LOCK, useChangeSelfControl } from '#web/api/self-control.ts';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { showToast } from '#web/components/toast.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';

/**
 * The one-tap 24 h lock (a cooling-off of one day), reachable from the account menu on every
 * page. One confirmation, because it cannot be undone: the server refuses deposits and games
 * until it ends, and nobody can lift it early.
 */
export function QuickLockDialog({ opened, onClose, timeZone }: { opened: boolean; onClose: () => void; timeZone?: string }) {
  const { t } = useTranslation();
  const lock = useChangeSelfControl();

  const close = () => {
    lock.reset();
    onClose();
  };

  const confirm = async () => {
    try {
      const settings = await lock.mutateAsync(QUICK_LOCK);
      const until = settings.coolingOffUntil ?? settings.selfExclusionUntil;
      showToast(until ? t('quickLock.done', { until: formatDate(until, { locale: currentLanguage(), timeZone, withTime: true }) }) : t('quickLock.doneNoEnd'), 'success');
      close();
    } catch {
      // lock.error is shown in the dialog (a longer break already running says so).
    }
  };

  return (
    <DialogShell opened={opened} onClose={close} title={t('quickLock.title')} size="sm">
      <Stack gap="sm">
        <Text size="sm">{t('quickLock.intro')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('quickLock.noDeposits')}</List.Item>
          <List.Item>{t('quickLock.noGames')}</List.Item>
          <List.Item>{t('quickLock.noUndo')}</List.Item>
        </List>
        <FormError>{lock.isError ? errorMessage(lock.error, t) : null}</FormError>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('account.cancel')}
          </Button>
          <Button color="red.9" onClick={() => void confirm()} loading={lock.isPending}>
            {t('quickLock.confirm')}
          </Button>
        </Group>
      </Stack>
    </DialogShell>
  );
}

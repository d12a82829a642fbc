import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { useUserStore } from '#web/stores/user.ts';
import { href } from '#web/lib/paths.ts';
import { openDialog } from '#web/lib/dialogs/dialog-flags.ts';

/**
 * The login notice (SPEC §2): after a login whose answer says the password was set by the system
 * (showUpdWinFlag), suggest setting one. The player does not know that password, so the way to
 * set one is the forgot-password flow (a code to the account's phone or e-mail).
 */
export function LoginNoticeDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = useUserStore((state) => state.loginNotice);
  const setLoginNotice = useUserStore((state) => state.setLoginNotice);
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const close = () => setLoginNotice(null);

  const setPassword = () => {
    close();
    if (bigScreen) openDialog('forgot-password-dialog');
    else navigate(href('/resetPassword'));
  };

  return (
    <DialogShell opened={notice === 'setPassword'} onClose={close} title={t('loginNotice.setPasswordTitle')} size="sm">
      <Stack gap="md">
        <Text size="sm">{t('loginNotice.setPasswordBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('loginNotice.later')}
          </Button>
          <Button onClick={setPassword}>{t('loginNotice.setPassword')}</Button>
        </Group>
      </Stack>
    </DialogShell>
  );
}

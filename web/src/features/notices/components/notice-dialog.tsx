import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { closeDialog, useDialogFlag } from '#web/lib/dialogs/dialog-flags.ts';
import { href } from '#web/lib/paths.ts';
import { useMarkRead, useNotices } from '../api/notices';
import { NoticeText } from './notice-badges';

const SHOWN = 3;

/**
 * The notice dialog (SPEC §4 "shown after the login fetch"): the login raises its flag, and it
 * shows the player's unread important notices, if any (otherwise it closes without showing).
 * "Got it" marks the ones shown read; "Later" leaves them for the next login.
 */
export function NoticeDialog() {
  const { t } = useTranslation();
  const wanted = useDialogFlag('notice-dialog');
  const important = useNotices({ readStatus: 'UNREAD', important: true, pageSize: SHOWN }, wanted);
  const markRead = useMarkRead();
  const notices = important.data?.records ?? [];
  const nothing = important.isError || (important.data !== undefined && !important.isPlaceholderData && notices.length === 0);

  useEffect(() => {
    if (wanted && nothing) closeDialog('notice-dialog');
  }, [wanted, nothing]);

  const confirm = async () => {
    await markRead.mutateAsync({ recordIds: notices.map((notice) => notice.recordId) });
    closeDialog('notice-dialog');
  };
  const more = (important.data?.total ?? 0) - notices.length;

  return (
    <DialogShell opened={wanted && notices.length > 0} onClose={() => closeDialog('notice-dialog')} title={t('notices.dialog.title')} size="md">
      <Stack gap="md">
        {notices.map((notice, index) => (
          <Stack key={notice.recordId} gap={4}>
            {index > 0 ? <Divider /> : null}
            <Title order={3} size="h4">
              {notice.title}
            </Title>
            <Text component="div" size="sm">
              <NoticeText content={notice.msgContent} />
            </Text>
          </Stack>
        ))}
        {more > 0 ? (
          <Anchor component={Link} to={href('/account/notices')} size="sm" onClick={() => closeDialog('notice-dialog')}>
            {t('notices.dialog.more', { count: more })}
          </Anchor>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => closeDialog('notice-dialog')}>
            {t('notices.dialog.later')}
          </Button>
          <Button onClick={() => void confirm()} loading={markRead.isPending}>
            {t('notices.dialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </DialogShell>
  );
}

import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlayer } from '#web/api/player.ts';
import { HistoryList } from '#web/components/history-list/history-list.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';
import { useLoginRecords } from '../api/notices';

const PAGE_SIZE = 10;

/**
 * /account/login-records (SPEC §7 "Station messages: login records"): the history of the player's
 * logins, newest first: when, how, from which device and address, a device new to the account
 * marked. The devices signed in now, with sign-out, are another page's (the sessions, not history).
 */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const timeZone = usePlayer()?.timeZone;
  const [pageNo, setPageNo] = useState(1);
  const records = useLoginRecords({ pageNo, pageSize: PAGE_SIZE });

  return (
    <PageFrame title={t('pages.loginRecords')}>
      <Text size="sm">
        {t('notices.logins.note')}{' '}
        <Anchor component={Link} to={href('/account/password')} size="sm">
          {t('notices.logins.changePassword')}
        </Anchor>
      </Text>
      <HistoryList
        label={t('pages.loginRecords')}
        query={records}
        total={(page) => page.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        keys="notices.logins"
        emptyKey="notices.logins.empty"
        summary={(page) => (
          <Text size="sm" c="dimmed" role="status">
            {t('notices.logins.total', { count: page.total })}
          </Text>
        )}
      >
        {(page) => (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {page.records.map((record, index) => (
              <Paper key={`${record.time}-${index}`} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="wrap" gap={6}>
                  <Stack gap={2}>
                    <Text fw={600}>{record.device ?? t('notices.logins.unknownDevice')}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(record.time, { locale, timeZone, withTime: true })} · {t(`notices.logins.methods.${record.method}`)} · {t('notices.logins.ip')} {record.ip}
                    </Text>
                  </Stack>
                  {record.newDevice ? (
                    <Badge variant="outline" color="red.9" c="red.9">
                      {t('notices.logins.newDevice')}
                    </Badge>
                  ) : null}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </HistoryList>
    </PageFrame>
  );
}

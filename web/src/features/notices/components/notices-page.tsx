import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlayer } from '#web/api/player.ts';
import { HistoryList } from '#web/components/history-list/history-list.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { showToast } from '#web/components/toast.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';
import { useMarkRead, useNotices, type ReadStatus } from '../api/notices';
import { NoticeBadges } from './notice-badges';

const PAGE_SIZE = 10;
type Filter = '' | ReadStatus;

/**
 * /account/notices (SPEC §7 "Station messages: list, mark read"): the player's notices, newest
 * first, all, unread or read, ten to a page; each opens in /account/notice-detail (which marks it
 * read); "mark all as read" clears the badge. New ones arrive live (the `notice` push).
 */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const timeZone = usePlayer()?.timeZone;
  const [filter, setFilter] = useState<Filter>('');
  const [pageNo, setPageNo] = useState(1);
  const notices = useNotices({ ...(filter && { readStatus: filter }), pageNo, pageSize: PAGE_SIZE });
  const markRead = useMarkRead();
  const unread = notices.data?.unreadCount ?? 0;

  const markAll = async () => {
    await markRead.mutateAsync({ all: true });
    showToast(t('notices.markedAll'), 'success');
  };

  return (
    <PageFrame title={t('pages.notices')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t('notices.filter.label')}
          value={filter}
          onChange={(value) => {
            setFilter(value as Filter);
            setPageNo(1);
          }}
          data={[
            { value: '', label: t('notices.filter.all') },
            { value: 'UNREAD', label: t('notices.filter.UNREAD') },
            { value: 'HAVE_READ', label: t('notices.filter.HAVE_READ') },
          ]}
        />
        <Button variant="default" size="sm" onClick={() => void markAll()} disabled={unread === 0} loading={markRead.isPending}>
          {t('notices.markAll')}
        </Button>
      </Group>
      <HistoryList
        label={t('pages.notices')}
        query={notices}
        total={(page) => page.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        keys="notices.list"
        emptyKey="notices.list.empty"
        summary={(page) => (
          <Text size="sm" c="dimmed" role="status">
            {t('notices.total', { count: page.total, unread: page.unreadCount })}
          </Text>
        )}
      >
        {(page) => (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {page.records.map((notice) => (
              <Paper key={notice.recordId} component="li" withBorder radius="md" p="sm" bg={notice.readStatus === 'UNREAD' ? 'var(--mantine-color-default-hover)' : undefined}>
                <Stack gap={4}>
                  <Group justify="space-between" wrap="wrap" gap={6}>
                    <NoticeBadges notice={notice} />
                    <Text size="xs" c="dimmed">
                      {formatDate(notice.createdAt, { locale, timeZone, withTime: true })}
                    </Text>
                  </Group>
                  <Anchor component={Link} to={href('/account/notice-detail', { id: notice.recordId })} fw={notice.readStatus === 'UNREAD' ? 700 : 500}>
                    {notice.title}
                  </Anchor>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {notice.msgContent}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </HistoryList>
    </PageFrame>
  );
}

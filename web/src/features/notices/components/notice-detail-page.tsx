import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePlayer } from '#web/api/player.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { SmartLink } from '#web/components/smart-link.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';
import { safeLink } from '#web/lib/safe-url.ts';
import { useMarkRead, useNotice } from '../api/notices';
import { NoticeBadges, NoticeText } from './notice-badges';

/** `?id=` as a record id, or null when it is not one. */
const recordIdOf = (value: string | null): number | null => (value && /^\d{1,15}$/.test(value) ? Number(value) : null);

/**
 * /account/notice-detail?id={recordId} (SPEC §2): one notice in full; opening an unread one marks
 * it read (once, however often the page renders), which the header's badge follows.
 */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const timeZone = usePlayer()?.timeZone;
  const [search] = useSearchParams();
  const recordId = recordIdOf(search.get('id'));
  const notice = useNotice(recordId);
  const { mutate: markRead } = useMarkRead();
  const marked = useRef<number | null>(null);
  const unread = notice.data?.readStatus === 'UNREAD' ? notice.data.recordId : null;

  useEffect(() => {
    if (unread === null || marked.current === unread) return;
    marked.current = unread;
    markRead({ recordIds: [unread] });
  }, [unread, markRead]);

  const missing = recordId === null || (notice.error instanceof ApiError && notice.error.httpStatus === 200);
  const link = notice.data?.linkPath ? safeLink(notice.data.linkPath) : null;

  return (
    <PageFrame title={t('pages.noticeDetail')}>
      <Anchor component={Link} to={href('/account/notices')} size="sm">
        ‹ {t('notices.detail.back')}
      </Anchor>
      {missing ? (
        <Text role="alert">{t('notices.detail.notFound')}</Text>
      ) : notice.isError ? (
        <PartFailed onRetry={() => void notice.refetch()} retrying={notice.isFetching} />
      ) : notice.data ? (
        <Stack component="article" gap="sm" aria-labelledby="notice-title" maw={720}>
          <NoticeBadges notice={{ ...notice.data, readStatus: 'HAVE_READ' }} />
          <Title order={2} size="h3" id="notice-title">
            {notice.data.title}
          </Title>
          <Text size="xs" c="dimmed">
            {formatDate(notice.data.createdAt, { locale, timeZone, withTime: true })}
          </Text>
          <div>
            <NoticeText content={notice.data.msgContent} />
          </div>
          {link ? (
            <Button component={SmartLink} to={link} variant="light" w="fit-content">
              {t('notices.detail.open')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label={t('notices.detail.loading')}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </Stack>
      )}
    </PageFrame>
  );
}

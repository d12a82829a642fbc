import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../api/notices';

/** A notice's category, and whether it is important or unread (colours that read on the light theme). */
export function NoticeBadges({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge size="sm" variant="outline" color="gray" c="dark.7">
        {t(`notices.categories.${notice.category}`)}
      </Badge>
      {notice.important ? (
        <Badge size="sm" variant="filled" color="red.9">
          {t('notices.important')}
        </Badge>
      ) : null}
      {notice.readStatus === 'UNREAD' ? (
        <Badge size="sm" variant="filled" color="blue.9">
          {t('notices.unread')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The text of a notice: paragraphs at its blank lines. */
export function NoticeText({ content }: { content: string }) {
  return content.split(/\n\s*\n/).map((paragraph, index) => (
    <p key={index} style={{ margin: '0 0 0.75em', whiteSpace: 'pre-line', lineHeight: 1.8 }}>
      {paragraph}
    </p>
  ));
}

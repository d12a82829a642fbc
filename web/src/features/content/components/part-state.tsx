import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/http/errors.ts';
import { dateTimeFormat } from '#web/lib/format/intl-formats.ts';

/**
 * A part that did not load, shown where it would be: what happened and a way to try again. A
 * business answer (a page that does not exist) says its own message and has nothing to retry.
 */
export function LoadFailed({ error, onRetry, notFound }: { error: unknown; onRetry: () => void; notFound?: string }) {
  const { t } = useTranslation();
  const missing = error instanceof ApiError && error.httpStatus === 200;
  return (
    <Group role="alert" gap="sm" py="md">
      <Text c="red.8">{missing ? (notFound ?? error.msg) : t('contentPages.loadFailed')}</Text>
      {missing ? null : (
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('contentPages.retry')}
        </Button>
      )}
    </Group>
  );
}

/** Lines of text about as tall as a section of an article, so the page does not jump when it lands. */
export function ArticleSkeleton({ sections = 4 }: { sections?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('contentPages.loading')}>
      {Array.from({ length: sections }, (_, index) => (
        <Stack key={index} gap={8}>
          <Skeleton height={26} width="40%" radius="sm" />
          <Skeleton height={14} radius="sm" />
          <Skeleton height={14} radius="sm" />
          <Skeleton height={14} width="75%" radius="sm" />
        </Stack>
      ))}
    </Stack>
  );
}

/** "Updated on" in the reader's language, in Japan's calendar (the operator publishes on Japan time). */
export function formatContentDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tokyo' }).format(new Date(iso));
}

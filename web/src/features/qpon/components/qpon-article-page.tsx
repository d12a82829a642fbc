import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { articleQueryOptions } from '#web/api/cms-articles.ts';
import { ArticleBody } from '#web/components/article/article-body.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';

/** The shop's pages the CMS writes, by address: their article's code and the page title. */
const PAGES: Record<string, { code: string; titleKey: string }> = {
  [href('/q-pon/faq')]: { code: 'qpon-faq', titleKey: 'pages.qponFaq' },
  [href('/q-pon/terms')]: { code: 'qpon-terms', titleKey: 'pages.qponTerms' },
  [href('/q-pon/privacy-policy')]: { code: 'qpon-privacy', titleKey: 'pages.qponPrivacy' },
};

/** /q-pon/faq, /q-pon/terms, /q-pon/privacy-policy: the shop's FAQ, terms and privacy policy from the CMS, in the site's language. */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const { pathname } = useLocation();
  const page = PAGES[pathname.replace(/\/$/, '')] ?? PAGES[href('/q-pon/faq')]!;
  const article = useQuery(articleQueryOptions(page.code, locale));
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(page.titleKey)}
        </Title>
        {article.data ? (
          <>
            <Text size="xs" c="dimmed">
              {t('qpon.article.updated', { date: formatDate(article.data.updatedAt, { locale, timeZone: 'Asia/Tokyo' }) })}
            </Text>
            <ArticleBody article={article.data} keys="qpon.article" />
          </>
        ) : article.isError ? (
          <PartFailed onRetry={() => void article.refetch()} retrying={article.isFetching} />
        ) : (
          <Stack gap="sm" aria-busy="true" aria-label={t('qpon.article.loading')}>
            <Skeleton height={26} width="40%" />
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} width="75%" />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

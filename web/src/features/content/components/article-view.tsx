import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '#web/components/page-frame.tsx';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { articleQueryOptions } from '../api/content';
import { ArticleBody } from '#web/components/article/article-body.tsx';
import { ArticleSkeleton, formatContentDate, LoadFailed } from './part-state';

/**
 * A page whose text is one CMS article (a static page, a help page): the route's title as its h1
 * at once, then the article from getCmsDetail in the site language.
 */
export function ArticleView({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const article = useQuery(articleQueryOptions(code, locale));
  useEffect(() => {
    document.title = `${title} | ${t('site.name')}`;
  }, [title, t]);
  return (
    <PageFrame title={title}>
      {article.data ? (
        <>
          <Text size="xs" c="dimmed">
            {t('contentPages.updated', { date: formatContentDate(article.data.updatedAt, locale) })}
          </Text>
          <ArticleBody article={article.data} keys="contentPages" />
        </>
      ) : article.isError ? (
        <LoadFailed error={article.error} onRetry={() => void article.refetch()} notFound={t('contentPages.notFound')} />
      ) : (
        <ArticleSkeleton />
      )}
    </PageFrame>
  );
}

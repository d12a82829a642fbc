import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCommonConfig } from '#web/api/platform.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { SmartLink } from '#web/components/smart-link.tsx';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { mediaUrl } from '#web/lib/media-url.ts';
import { href } from '#web/lib/paths.ts';
import { brandItemQueryOptions, brandListQueryOptions } from '../api/content';
import { ArticleSections, RelatedLinks } from '#web/components/article/article-body.tsx';
import { ArticleSkeleton, formatContentDate, LoadFailed } from './part-state';
import classes from './content.module.css';

/**
 * /brand/detail?id=: one brand item (getBrandDetail): its picture, text and related pages.
 * Without an id (a bare link to the route) it shows the brand's first item.
 */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  const [search] = useSearchParams();
  const asked = search.get('id') ?? '';
  const first = useQuery({ ...brandListQueryOptions(locale), enabled: !asked });
  const id = asked || first.data?.list[0]?.id || '';
  const item = useQuery({ ...brandItemQueryOptions(id, locale), enabled: id !== '' });
  const failed = item.isError ? item : first.isError ? first : null;
  const image = mediaUrl(item.data?.media, contentDomain);

  return (
    <PageFrame title={t('pages.brandDetail')}>
      {item.data ? (
        <Stack gap="lg">
          <Group gap="lg" align="flex-start" wrap="wrap">
            {image ? <img src={image} alt="" className={classes.cardImage} style={{ maxWidth: 360, borderRadius: 12 }} width={400} height={300} /> : null}
            <Stack gap={6}>
              <Badge variant="light">{t(`contentPages.brand.kinds.${item.data.kind}`)}</Badge>
              <Title order={2}>{item.data.title}</Title>
              <Text c="dimmed">{item.data.subtitle}</Text>
              <Text size="xs" c="dimmed">
                {t('contentPages.brand.published', { date: formatContentDate(item.data.publishedAt, locale) })}
              </Text>
            </Stack>
          </Group>
          <ArticleSections sections={item.data.sections} />
          <RelatedLinks links={item.data.related} title={t('contentPages.related')} />
        </Stack>
      ) : failed ? (
        <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} notFound={t('contentPages.brand.itemNotFound')} />
      ) : (
        <ArticleSkeleton sections={2} />
      )}
      <Anchor component={SmartLink} to={href('/brand/list')} fw={700}>
        {t('contentPages.brand.backToList')}
      </Anchor>
    </PageFrame>
  );
}

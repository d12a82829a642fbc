import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCommonConfig } from '#web/api/platform.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { SmartLink } from '#web/components/smart-link.tsx';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { mediaUrl } from '#web/lib/media-url.ts';
import { href } from '#web/lib/paths.ts';
import { brandStoryQueryOptions } from '../api/content';
import { ArticleSections } from '#web/components/article/article-body.tsx';
import { BrandCard } from './brand-card';
import { ArticleSkeleton, LoadFailed } from './part-state';
import classes from './content.module.css';

/** /brand/index: the brand's story (getBrandIndex), its hero picture and the pillars it stands on. */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  const story = useQuery(brandStoryQueryOptions(locale));
  const hero = mediaUrl(story.data?.heroImage, contentDomain);
  return (
    <PageFrame title={t('pages.brandIndex')}>
      {story.data ? (
        <Stack gap="xl">
          {hero ? <img src={hero} alt={`${story.data.title} ${story.data.tagline}`} className={classes.hero} width={1200} height={400} fetchPriority="high" /> : null}
          <Stack gap={4}>
            <Title order={2} size="h3">
              {story.data.title}
            </Title>
            <Text c="dimmed">{story.data.tagline}</Text>
          </Stack>
          <ArticleSections sections={story.data.sections} />
          <section aria-labelledby="brand-featured">
            <Title order={2} size="h3" id="brand-featured" mb="md">
              {t('contentPages.brand.featured')}
            </Title>
            <div className={classes.cardGrid}>
              {story.data.featured.map((item) => (
                <BrandCard key={item.id} item={item} />
              ))}
            </div>
          </section>
          <Anchor component={SmartLink} to={href('/brand/list')} fw={700}>
            {t('contentPages.brand.allItems')}
          </Anchor>
        </Stack>
      ) : story.isError ? (
        <LoadFailed error={story.error} onRetry={() => void story.refetch()} />
      ) : (
        <Stack gap="xl">
          <Skeleton className={classes.hero} radius="lg" />
          <ArticleSkeleton sections={3} />
        </Stack>
      )}
    </PageFrame>
  );
}

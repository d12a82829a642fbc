import { SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#generated/cms/cms.ts';
import { PartFailed } from '#web/components/part-failed.tsx';
import { SmartLink } from '#web/components/smart-link.tsx';
import { mediaUrl } from '#web/lib/media-url.ts';
import { HOME_MODULES, useCmsTemplates } from '../api/templates';
import classes from './home-sections.module.css';

/** Home's game-category tiles (HOME_CATEGORY), each a link to its lobby. Same query as the banners. */
export function HomeCategories({ locale, contentDomain }: { locale: Locale; contentDomain: string }) {
  const { t } = useTranslation();
  const templates = useCmsTemplates(HOME_MODULES, locale);
  // The tiles render in the background, in slices (see home-game-sections); skeletons meanwhile.
  const data = useDeferredValue(templates.data);
  const categories = data?.HOME_CATEGORY ?? [];
  if (templates.isError) return <PartFailed what={t('home.categories')} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;
  // A section with nothing in it is left out: never a heading over nothing.
  if (data !== undefined && categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories-title" className={classes.offscreen}>
      <Title order={2} size="h3" id="home-categories-title" mb="md">
        {t('home.categories')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
        {data === undefined
          ? Array.from({ length: 5 }, (_, index) => <Skeleton key={index} className={classes.tileFrame} radius="md" />)
          : categories.map((category) => {
              const image = mediaUrl(category.mediaLibrary, contentDomain);
              return (
                <UnstyledButton key={category.id} component={SmartLink} to={category.templateAction} className={classes.tile} aria-label={category.title}>
                  {image ? (
                    // The thumbnail carries the title and tagline; the link's name says it for screen readers.
                    <img src={image} alt="" className={classes.tileImage} loading="lazy" width={400} height={300} />
                  ) : (
                    <span className={classes.tileText}>
                      <Text fw={700} size="md" span className={classes.tileTitle}>
                        {category.title}
                      </Text>
                      {category.remark ? (
                        <Text size="xs" span className={classes.tileRemark}>
                          {category.remark}
                        </Text>
                      ) : null}
                    </span>
                  )}
                </UnstyledButton>
              );
            })}
      </SimpleGrid>
    </section>
  );
}

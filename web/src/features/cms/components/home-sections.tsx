import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Container, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../../generated/cms/cms';
import { PartFailed } from '../../../components/part-failed';
import { SmartLink } from '../../../components/smart-link';
import { HOME_MODULES, useCmsTemplates } from '../api/templates';
import { mediaUrl } from '../utils/media-url';
import classes from './home-sections.module.css';

/**
 * Home: the banner carousel and the game-category tiles, both from the CMS. When the answer
 * failed (or could not be read) the sections say so with a retry; a section with nothing in it
 * is left out, never a heading over nothing.
 */
export function HomeSections({ locale, contentDomain }: { locale: Locale; contentDomain: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = useCmsTemplates(HOME_MODULES, locale);
  const banners = data?.HOME_BANNER ?? [];
  const categories = data?.HOME_CATEGORY ?? [];

  if (isError) {
    return (
      <Container size="xl" py="md">
        <PartFailed onRetry={() => void refetch()} retrying={isFetching} />
      </Container>
    );
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="xl">
        <section aria-label={t('home.banners')}>
          {isPending ? (
            <Skeleton className={classes.bannerFrame} radius="lg" />
          ) : banners.length > 0 ? (
            <Carousel
              withIndicators
              emblaOptions={{ loop: true }}
              slideGap="md"
              className={classes.carousel}
              classNames={{ controls: classes.controls }}
              previousControlProps={{ 'aria-label': t('home.previousBanner') }}
              nextControlProps={{ 'aria-label': t('home.nextBanner') }}
              getIndicatorProps={(index) => ({ 'aria-label': t('home.goToBanner', { index: index + 1 }) })}
            >
              {banners.map((banner) => {
                const image = mediaUrl(banner.mediaLibrary, contentDomain);
                return (
                  <Carousel.Slide key={banner.id}>
                    <SmartLink to={banner.templateAction} className={classes.banner} aria-label={banner.title}>
                      {image ? <img src={image} alt={banner.remark || banner.title} className={classes.bannerImage} /> : null}
                    </SmartLink>
                  </Carousel.Slide>
                );
              })}
            </Carousel>
          ) : null}
        </section>

        {isPending || categories.length > 0 ? (
          <section aria-labelledby="home-categories-title">
            <Title order={2} size="h3" id="home-categories-title" mb="md">
              {t('home.categories')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
              {isPending
                ? Array.from({ length: 5 }, (_, index) => <Skeleton key={index} className={classes.tileFrame} radius="md" />)
                : categories.map((category) => {
                    const image = mediaUrl(category.mediaLibrary, contentDomain);
                    return (
                      <UnstyledButton
                        key={category.id}
                        component={SmartLink}
                        to={category.templateAction}
                        className={classes.tile}
                        aria-label={category.title}
                      >
                        {image ? (
                          // The thumbnail carries the title and tagline; the link's name says it for screen readers.
                          <img src={image} alt="" className={classes.tileImage} loading="lazy" />
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
        ) : null}
      </Stack>
    </Container>
  );
}

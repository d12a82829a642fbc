import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#generated/cms/cms.ts';
import { SmartLink } from '#web/components/smart-link.tsx';
import { mediaUrl } from '#web/lib/media-url.ts';
import { href } from '#web/lib/paths.ts';
import { usePromotionsTeaser } from '../api/elements';
import classes from './home-sections.module.css';
import { PartFailed } from '#web/components/part-failed.tsx';
import { tokyoMonthDay } from '#web/lib/format/intl-formats.ts';

const day = (iso: string, locale: Locale) => tokyoMonthDay(new Date(iso), locale);

/** Home's promotions teaser (getElementsInfo HOME_PROMOTIONS): a card per running promotion, each to /promo. */
export function PromotionsTeaser({ locale, contentDomain }: { locale: Locale; contentDomain: string }) {
  const { t } = useTranslation();
  const teaser = usePromotionsTeaser(locale);
  // The cards render in the background, in slices (see home-game-sections); skeletons meanwhile.
  const element = useDeferredValue(teaser.data);
  if (teaser.isError) return <PartFailed what={t('home.promotions')} onRetry={() => void teaser.refetch()} />;
  if (teaser.isSuccess && element !== undefined && (!element || element.items.length === 0)) return null;
  return (
    <section aria-labelledby="home-promotions-title" className={classes.offscreen}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} size="h3" id="home-promotions-title">
          {element?.title ?? t('home.promotions')}
        </Title>
        <Anchor component={SmartLink} to={href('/promo')} size="sm" fw={700}>
          {t('home.allPromotions')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {!element
          ? Array.from({ length: 3 }, (_, index) => <Skeleton key={index} className={classes.promoFrame} radius="md" />)
          : element.items.map((item) => {
              const image = mediaUrl(item.media, contentDomain);
              return (
                <SmartLink key={item.id} to={item.link || href('/promo')} className={classes.promo}>
                  {image ? <img src={image} alt="" className={classes.promoImage} loading="lazy" width={1200} height={400} /> : <span className={classes.promoImage} />}
                  <Stack gap={4} p="sm">
                    <Text component="h3" fw={700} size="md" m={0}>
                      {item.title}
                    </Text>
                    <Text size="sm" fw={700}>
                      {item.subtitle}
                    </Text>
                    <Text size="sm">{item.text}</Text>
                    {item.startAt && item.endAt ? (
                      <Text size="xs" c="dimmed">
                        {t('home.promotionPeriod', { start: day(item.startAt, locale), end: day(item.endAt, locale) })}
                      </Text>
                    ) : null}
                  </Stack>
                </SmartLink>
              );
            })}
      </SimpleGrid>
    </section>
  );
}

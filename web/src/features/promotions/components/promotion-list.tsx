import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonuses } from '#web/api/bonuses.ts';
import { PartFailed } from '#web/components/part-failed.tsx';
import { usePromotions } from '../api/promotions';
import { PromotionCard } from './promotion-card';

/**
 * Every promotion running, for visitors too (claiming starts with registration). A card a link
 * named (`?promotion=`) is scrolled to and outlined.
 */
export function PromotionList({ highlighted }: { highlighted: string | null }) {
  const { t } = useTranslation();
  const promotions = usePromotions();
  // The cards render from a deferred copy of the answer: a query's answer re-renders its reader
  // synchronously, and the cards (their sanitised bodies above all) were one task of about 1.2 s
  // on a phone slowed 4x; deferred, React renders them in slices the browser can paint between.
  const list = useDeferredValue(promotions.data);
  const bonuses = useBonuses().data?.bonuses ?? [];
  const loaded = list !== undefined;
  useEffect(() => {
    if (loaded && highlighted) document.getElementById(`promotion-${highlighted}`)?.scrollIntoView({ block: 'start' });
  }, [loaded, highlighted]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="promo-list-title">
      <Title order={2} size="h3" id="promo-list-title">
        {t('promo.list.title')}
      </Title>
      {promotions.isError ? (
        <PartFailed what={t('promo.list.title')} onRetry={() => void promotions.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {list
            ? list.promotions.map((promotion) => (
                <PromotionCard
                  key={promotion.promotionId}
                  promotion={promotion}
                  bonus={bonuses.find((bonus) => bonus.bonusId === promotion.availability.bonusId)}
                  highlighted={promotion.promotionId === highlighted}
                />
              ))
            : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={420} radius="md" />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}

import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonuses } from '../../../api/bonuses';
import { PartFailed } from '../../../components/part-failed';
import { usePromotions } from '../api/promotions';
import { PromotionCard } from './promotion-card';

/**
 * Every promotion running, for visitors too (claiming starts with registration). A card a link
 * named (`?promotion=`) is scrolled to and outlined.
 */
export function PromotionList({ highlighted }: { highlighted: string | null }) {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const bonuses = useBonuses().data?.bonuses ?? [];
  const loaded = promotions.data !== undefined;
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
          {promotions.data
            ? promotions.data.promotions.map((promotion) => (
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

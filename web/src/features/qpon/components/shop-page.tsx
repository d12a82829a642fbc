import { useOffersClosed } from '#web/api/offers-closed.ts';
import { OffersClosedNotice } from '#web/components/offers-closed-notice.tsx';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartFailed } from '#web/components/part-failed.tsx';
import { useCustomerPoints, useShop, type PointsGoods } from '../api/points';
import { ExchangeDialog } from './exchange-dialog';
import { GoodsCard } from './goods-card';
import { PointsSummary } from './points-summary';
import classes from './qpon.module.css';

/**
 * /q-pon/shop (SPEC §7 "Points: goods, modules, customer points, exchange"): the player's points
 * and when they expire, then the shop's modules as sections, each with its goods (price, stock,
 * limit), and the exchange behind a confirmation.
 */
export function Component() {
  const { t } = useTranslation();
  const { modules, goods } = useShop();
  const balance = useCustomerPoints().data?.balance;
  const closed = useOffersClosed();
  const [chosen, setChosen] = useState<PointsGoods | null>(null);
  const failed = modules.isError ? modules : goods.isError ? goods : null;

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('pages.qponShop')}
        </Title>
        <PointsSummary />
        {closed ? <OffersClosedNotice closed={closed} /> : null}
        {failed ? (
          <PartFailed onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
        ) : !modules.data || !goods.data ? (
          <Stack gap="md" aria-busy="true" aria-label={t('qpon.shop.loading')}>
            <Skeleton height={24} width={160} />
            <div className={classes.goodsGrid}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={260} radius="md" />
              ))}
            </div>
          </Stack>
        ) : goods.data.length === 0 ? (
          <Text c="dimmed">{t('qpon.shop.empty')}</Text>
        ) : (
          modules.data.map((module) => {
            const own = goods.data.filter((item) => item.moduleId === module.moduleId);
            if (own.length === 0) return null;
            return (
              <Stack key={module.moduleId} component="section" gap="sm" aria-labelledby={`module-${module.moduleId}`}>
                <div>
                  <Title order={2} size="h3" id={`module-${module.moduleId}`}>
                    {module.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {module.description}
                  </Text>
                </div>
                <div className={classes.goodsGrid}>
                  {own.map((item) => (
                    <GoodsCard key={item.goodsId} goods={item} balance={balance} onBreak={closed !== null} onExchange={setChosen} />
                  ))}
                </div>
              </Stack>
            );
          })
        )}
      </Stack>
      <ExchangeDialog goods={chosen} balance={balance} onClose={() => setChosen(null)} />
    </Container>
  );
}

import { Anchor, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useIsLoggedIn } from '#web/api/player.ts';
import { PartFailed } from '#web/components/part-failed.tsx';
import { href } from '#web/lib/paths.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { useCoupons } from '../api/points';
import { CouponCard } from './coupon-card';
import { QponBar } from './qpon-layout';

/** The player's rewards: the one an address names (`?couponId=`), or all of them, newest first. */
function Rewards({ couponId }: { couponId: string | null }) {
  const { t } = useTranslation();
  const coupons = useCoupons(couponId ? { couponId } : { pageSize: 50 });
  if (coupons.isError) return <PartFailed onRetry={() => void coupons.refetch()} retrying={coupons.isFetching} />;
  if (!coupons.data) return <Skeleton height={320} radius="md" aria-label={t('qpon.article.loading')} />;
  const list = coupons.data.coupons;
  if (list.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{couponId ? t('qpon.reward.notFound') : t('qpon.reward.none')}</Text>
        <Anchor component={Link} to={href('/q-pon/shop')}>
          {t('qpon.reward.toShop')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {list.map((coupon) => (
        <CouponCard key={coupon.couponId} coupon={coupon} />
      ))}
      {couponId ? (
        <Anchor component={Link} to={href('/q-pon-reward')}>
          {t('qpon.reward.all')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/**
 * /q-pon-reward (SPEC §2: header, footer, nav and tab bar hidden): what an exchange gave, with its
 * code to copy and the way to use it; the shop's own bar leads back. A visitor is asked to log in.
 */
export function Component() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const openAuth = useAppSettings((state) => state.openAuth);
  const [search] = useSearchParams();
  return (
    <>
      <QponBar />
      <Container size="sm" py="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('pages.qponReward')}
          </Title>
          {loggedIn ? (
            <Rewards couponId={search.get('couponId')} />
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text>{t('qpon.reward.loginPrompt')}</Text>
              <Button onClick={() => openAuth('login')}>{t('qpon.reward.login')}</Button>
            </Stack>
          )}
        </Stack>
      </Container>
    </>
  );
}

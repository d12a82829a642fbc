import { Badge, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryList } from '../../../components/history-list/history-list';
import { useCoupons, usePromotionHistory, type BonusCoupon, type PromotionClaim } from '../api/promotions';
import { useFormats } from '../hooks/use-formats';

const PAGE_SIZE = 10;
const CLAIM_STATUSES = ['ARMED', 'ACTIVE', 'RELEASED', 'FORFEITED', 'EXPIRED', 'REVERTED', 'LAPSED', 'DECLINED'] as const;
const COUPON_STATUSES = ['AVAILABLE', 'USED', 'EXPIRED'] as const;

function ClaimRow({ claim }: { claim: PromotionClaim }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormats();
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{claim.title}</Text>
          <Text size="xs" c="dimmed">
            {t('promo.history.claimedAt', { date: dateTime(claim.claimedAt) })}
            {claim.amount !== null ? ` · ${money(claim.amount, claim.currency)}` : ''}
          </Text>
        </Stack>
        <Badge variant="light" c="gray.9" style={{ flexShrink: 0 }}>
          {t(`promo.history.status.${claim.status}`)}
        </Badge>
      </Group>
    </Card>
  );
}

function CouponRow({ coupon }: { coupon: BonusCoupon }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormats();
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} ff="monospace">
            {coupon.code}
          </Text>
          <Text size="xs" c="dimmed">
            {coupon.title} · {money(coupon.amount, coupon.currency)} · {t(`promo.coupons.origin.${coupon.origin}`)}
            {coupon.expiresAt ? ` · ${t('promo.coupons.expires', { date: dateTime(coupon.expiresAt) })}` : ''}
          </Text>
        </Stack>
        <Badge variant="light" color={coupon.status === 'AVAILABLE' ? 'teal' : 'gray'} c="gray.9" style={{ flexShrink: 0 }}>
          {t(`promo.coupons.status.${coupon.status}`)}
        </Badge>
      </Group>
    </Card>
  );
}

/** The player's claims (and declines) and bonus codes, newest first, ten to a page, by status. */
export function History() {
  const { t } = useTranslation();
  const [claimStatus, setClaimStatus] = useState<(typeof CLAIM_STATUSES)[number] | null>(null);
  const [claimPage, setClaimPage] = useState(1);
  const [couponStatus, setCouponStatus] = useState<(typeof COUPON_STATUSES)[number] | null>(null);
  const [couponPage, setCouponPage] = useState(1);
  const claims = usePromotionHistory({ pageNo: claimPage, pageSize: PAGE_SIZE, ...(claimStatus ? { status: claimStatus } : {}) });
  const coupons = useCoupons({ pageNo: couponPage, pageSize: PAGE_SIZE, ...(couponStatus ? { status: couponStatus } : {}) });
  const statusFilter = <S extends string>(prefix: 'promo.history' | 'promo.coupons', statuses: readonly S[], value: S | null, onChange: (status: S | null) => void) => (
    <Select
      label={t('promo.history.statusFilter')}
      data={[{ value: '', label: t('promo.history.all') }, ...statuses.map((status) => ({ value: status, label: t(`${prefix}.status.${status as string}`) }))]}
      value={value ?? ''}
      allowDeselect={false}
      maw={240}
      onChange={(next) => onChange(next ? (next as S) : null)}
    />
  );

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('promo.history.title')}
        </Title>
        {statusFilter('promo.history', CLAIM_STATUSES, claimStatus, (status) => {
          setClaimStatus(status);
          setClaimPage(1);
        })}
        <HistoryList
          label={t('promo.history.title')}
          query={claims}
          total={(page) => page.total}
          pageNo={claimPage}
          pageSize={PAGE_SIZE}
          onPage={setClaimPage}
          keys="promo.history"
          emptyKey="promo.history.empty"
          summary={(page) => <Text size="sm">{t('promo.history.count', { count: page.total })}</Text>}
        >
          {(page) => (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {page.claims.map((claim) => (
                <ClaimRow key={claim.claimId} claim={claim} />
              ))}
            </Stack>
          )}
        </HistoryList>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('promo.coupons.title')}
        </Title>
        {statusFilter('promo.coupons', COUPON_STATUSES, couponStatus, (status) => {
          setCouponStatus(status);
          setCouponPage(1);
        })}
        <HistoryList
          label={t('promo.coupons.title')}
          query={coupons}
          total={(page) => page.total}
          pageNo={couponPage}
          pageSize={PAGE_SIZE}
          onPage={setCouponPage}
          keys="promo.coupons"
          emptyKey="promo.coupons.empty"
          summary={(page) => <Text size="sm">{t('promo.coupons.count', { count: page.total })}</Text>}
        >
          {(page) => (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {page.coupons.map((coupon) => (
                <CouponRow key={coupon.code} coupon={coupon} />
              ))}
            </Stack>
          )}
        </HistoryList>
      </Stack>
    </Stack>
  );
}

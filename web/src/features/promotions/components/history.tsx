import { Badge, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { HistoryList } from '#web/components/history-list/history-list.tsx';
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

interface SectionProps<S extends string, Page extends { total: number }> {
  /** The section's words: `<keys>.title`, `.count`, `.empty`, `.status.<S>` and the list kit's. */
  keys: 'promo.history' | 'promo.coupons';
  statuses: readonly S[];
  status: S | null;
  onStatus: (status: S | null) => void;
  pageNo: number;
  onPage: (pageNo: number) => void;
  query: UseQueryResult<Page>;
  items: (page: Page) => ReactNode;
}

/** A titled list of the player's, filtered by status, ten to a page (the history-list kit). */
function Section<S extends string, Page extends { total: number }>({ keys, statuses, status, onStatus, pageNo, onPage, query, items }: SectionProps<S, Page>) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t(`${keys}.title`)}
      </Title>
      <Select
        label={t('promo.history.statusFilter')}
        data={[{ value: '', label: t('promo.history.all') }, ...statuses.map((value) => ({ value, label: t(`${keys}.status.${value as string}`) }))]}
        value={status ?? ''}
        allowDeselect={false}
        maw={240}
        onChange={(next) => {
          onStatus(next ? (next as S) : null);
          onPage(1);
        }}
      />
      <HistoryList
        label={t(`${keys}.title`)}
        query={query}
        total={(page) => page.total}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={onPage}
        keys={keys}
        emptyKey={`${keys}.empty`}
        summary={(page) => <Text size="sm">{t(`${keys}.count`, { count: page.total })}</Text>}
      >
        {(page) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {items(page)}
          </Stack>
        )}
      </HistoryList>
    </Stack>
  );
}

/** The player's claims (and declines) and bonus codes, newest first, ten to a page, by status. */
export function History() {
  const [claimStatus, setClaimStatus] = useState<(typeof CLAIM_STATUSES)[number] | null>(null);
  const [claimPage, setClaimPage] = useState(1);
  const [couponStatus, setCouponStatus] = useState<(typeof COUPON_STATUSES)[number] | null>(null);
  const [couponPage, setCouponPage] = useState(1);
  const claims = usePromotionHistory({ pageNo: claimPage, pageSize: PAGE_SIZE, ...(claimStatus ? { status: claimStatus } : {}) });
  const coupons = useCoupons({ pageNo: couponPage, pageSize: PAGE_SIZE, ...(couponStatus ? { status: couponStatus } : {}) });
  return (
    <Stack gap="xl">
      <Section
        keys="promo.history"
        statuses={CLAIM_STATUSES}
        status={claimStatus}
        onStatus={setClaimStatus}
        pageNo={claimPage}
        onPage={setClaimPage}
        query={claims}
        items={(page) => page.claims.map((claim) => <ClaimRow key={claim.claimId} claim={claim} />)}
      />
      <Section
        keys="promo.coupons"
        statuses={COUPON_STATUSES}
        status={couponStatus}
        onStatus={setCouponStatus}
        pageNo={couponPage}
        onPage={setCouponPage}
        query={coupons}
        items={(page) => page.coupons.map((coupon) => <CouponRow key={coupon.code} coupon={coupon} />)}
      />
    </Stack>
  );
}

import { Anchor, Badge, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlayer } from '#web/api/player.ts';
import { HistoryFilters, HistoryList } from '#web/components/history-list/history-list.tsx';
import { PeriodFilter } from '#web/components/history-list/period-filter.tsx';
import { historyQuery, useHistoryFilters } from '#web/components/history-list/use-history-filters.ts';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';
import { serverNow } from '#web/lib/time/server-time.ts';
import { PointsRecordKinds, usePointsRecords, type PointsRecord, type PointsRecordKind } from '../api/points';
import { formatPoints } from '../utils/coupon-text';

const PAGE_SIZE = 10;
type KindFilter = '' | PointsRecordKind;

/** One record: what it was, when, the points (signed) and the balance after; an exchange links to its coupon. */
function RecordCard({ record, timeZone }: { record: PointsRecord; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const signed = `${record.points > 0 ? '+' : ''}${formatPoints(record.points, locale)}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap={6}>
            <Badge variant="light" color="gray" c="dark.7">
              {t(`qpon.history.kinds.${record.kind}`)}
            </Badge>
            {record.goodsTitle ? (
              <Text size="sm" fw={600}>
                {record.goodsTitle}
              </Text>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDate(record.time, { locale, timeZone, withTime: true })}
            {record.expiresAt ? ` · ${t('qpon.history.expiresAt', { date: formatDate(record.expiresAt, { locale, timeZone }) })}` : ''}
          </Text>
          {record.couponId ? (
            <Anchor component={Link} to={href('/q-pon-reward', { couponId: record.couponId })} size="sm">
              {t('qpon.history.showCoupon')}
            </Anchor>
          ) : null}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text fw={700} c={record.points > 0 ? 'teal.9' : 'red.9'}>
            {t('qpon.points.amount', { points: signed })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('qpon.history.balanceAfter')} {t('qpon.points.amount', { points: formatPoints(record.balanceAfter, locale) })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * /q-pon/shop-history (SPEC §7 "Points: record"): every movement of the player's points (earned,
 * exchanged with the coupon it gave, expired, adjusted, moved over), by kind and period, ten to a
 * page, with the history kit.
 */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePlayer()?.timeZone;
  const history = useHistoryFilters({ initial: { kind: '' as KindFilter }, now: serverNow, timeZone, invalidRangeKey: 'qpon.history.invalidRange' });
  const { filters, pageNo, rangeError } = history;
  const records = usePointsRecords(historyQuery({ kind: filters.kind }, filters.range, pageNo, PAGE_SIZE), rangeError === null);
  const kinds = Object.values(PointsRecordKinds).map((kind) => ({ value: kind, label: t(`qpon.history.kinds.${kind}`) }));

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('pages.qponShopHistory')}
        </Title>
        <HistoryFilters label={t('qpon.history.filters')}>
          <NativeSelect
            label={t('qpon.history.kind')}
            data={[{ value: '', label: t('qpon.history.all') }, ...kinds]}
            value={filters.kind}
            onChange={(event) => history.change({ kind: event.currentTarget.value as KindFilter })}
          />
          <PeriodFilter value={filters} rangeError={rangeError} onPreset={history.choosePreset} onRange={history.chooseRange} keys="qpon.history" presetKeys="qpon.history" />
        </HistoryFilters>
        <HistoryList
          label={t('pages.qponShopHistory')}
          query={records}
          total={(page) => page.total}
          pageNo={pageNo}
          pageSize={PAGE_SIZE}
          onPage={history.setPageNo}
          blocked={rangeError !== null}
          keys="qpon.history"
          emptyKey="qpon.history.empty"
          summary={(page) => (
            <Text size="sm" c="dimmed" role="status">
              {t('qpon.history.total', { count: page.total })}
            </Text>
          )}
        >
          {(page) => (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {page.records.map((record) => (
                <RecordCard key={record.id} record={record} timeZone={timeZone} />
              ))}
            </Stack>
          )}
        </HistoryList>
      </Stack>
    </Container>
  );
}

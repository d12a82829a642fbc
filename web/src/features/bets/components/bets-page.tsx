import { Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetRecords, type BetRecordQuery } from '../../../api/bet-records';
import { usePlayer } from '../../../api/player';
import { PageFrame } from '../../../components/page-frame';
import { usePushTopic } from '../../../lib/socket/use-push-topic';
import { presetRange, type RangePreset } from '../../../lib/time/date-range';
import { serverNow } from '../../../lib/time/server-time';
import { useAppSettings } from '../../../stores/app-settings';
import { invalidateBetRecords } from '../../../api/bet-records';
import { BetFiltersBar, type BetFilters } from './bet-filters';
import { BetCards, BetTable, BetTotalsBar } from './bet-list';

export const BETS_PAGE_SIZE = 10;
export type BetsStatus = 'SETTLED' | 'UNSETTLED';

/** The query for the filters and page, without the fields left open (equal filters share a cache entry). */
function betQuery(status: BetsStatus, filters: BetFilters, pageNo: number): BetRecordQuery {
  return {
    status,
    ...(filters.playType ? { playType: filters.playType } : {}),
    ...(filters.providerCode ? { providerCode: filters.providerCode } : {}),
    ...(filters.range.from ? { from: filters.range.from } : {}),
    ...(filters.range.to ? { to: filters.range.to } : {}),
    pageNo,
    pageSize: BETS_PAGE_SIZE,
  };
}

/**
 * /account/settledbets and /account/unsettledbets: the player's bets that are over (won, lost,
 * void) or still open (sports and live bets waiting for their result), newest first, filtered by
 * period, play type and provider, ten to a page, with the totals of everything the filter
 * matches. A result that comes in moves the wallet, and the `wallet` push refreshes the list.
 */
export function BetsPage({ status }: { status: BetsStatus }) {
  const { t } = useTranslation();
  const title = t(status === 'SETTLED' ? 'pages.settledBets' : 'pages.unsettledBets');
  const timeZone = usePlayer()?.timeZone;
  const bigScreen = useAppSettings((state) => state.bigScreen);
  // "Today" is read on the server's clock when the page opens (the records are dated by it).
  const [filters, setFilters] = useState<BetFilters>(() => ({ playType: '', providerCode: '', preset: 'month', range: presetRange('month', serverNow(), timeZone) }));
  const [pageNo, setPageNo] = useState(1);
  const change = (next: Partial<BetFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPageNo(1);
  };
  const { from, to } = filters.range;
  const rangeError = from && to && to < from ? t('bets.invalidRange') : null;
  const records = useBetRecords(betQuery(status, filters, pageNo), rangeError === null);
  usePushTopic('wallet', () => void invalidateBetRecords());
  const page = records.data;
  const pages = page ? Math.max(1, Math.ceil(page.page.total / BETS_PAGE_SIZE)) : 1;

  return (
    <PageFrame title={title}>
      <BetFiltersBar
        filters={filters}
        providers={page?.providers ?? []}
        rangeError={rangeError}
        onChange={change}
        onPreset={(preset: RangePreset) => change({ preset, range: presetRange(preset, serverNow(), timeZone) })}
      />
      <Stack gap="sm" component="section" aria-label={title} aria-busy={records.isFetching}>
        {records.isError ? (
          <Group role="alert" gap="sm">
            <Text c="red.8">{t('bets.loadFailed')}</Text>
            <Button variant="default" size="xs" onClick={() => void records.refetch()}>
              {t('bets.retry')}
            </Button>
          </Group>
        ) : !page ? (
          rangeError ? null : (
            <Stack gap="xs" aria-label={t('bets.loading')}>
              <Skeleton height={64} radius="md" />
              <Skeleton height={48} radius="md" />
              <Skeleton height={48} radius="md" />
            </Stack>
          )
        ) : page.page.total === 0 ? (
          <Stack gap={4} py="xl" align="center" ta="center">
            <Text fw={700}>{t(status === 'SETTLED' ? 'bets.emptySettled' : 'bets.emptyUnsettled')}</Text>
            <Text size="sm" c="dimmed">
              {t('bets.emptyHint')}
            </Text>
          </Stack>
        ) : (
          <>
            <BetTotalsBar totals={page.totals} currency={page.currency} open={status === 'UNSETTLED'} />
            {bigScreen ? <BetTable bets={page.records} timeZone={timeZone} /> : <BetCards bets={page.records} timeZone={timeZone} />}
            {pages > 1 ? (
              <Group justify="center" component="nav" aria-label={t('bets.pages')}>
                <Pagination
                  total={pages}
                  value={Math.min(pageNo, pages)}
                  onChange={setPageNo}
                  size={bigScreen ? 'md' : 'sm'}
                  getItemProps={(item) => ({ 'aria-current': item === pageNo ? 'page' : undefined })}
                  getControlProps={(control) => ({ 'aria-label': t(`bets.${control}`) })}
                />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </PageFrame>
  );
}

import { Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../../api/player';
import { PageFrame } from '../../../components/page-frame';
import { useAppSettings } from '../../../stores/app-settings';
import { useBalanceRecords, type BalanceRecordQuery } from '../api/wallet';
import { presetRange, type DateRange, type RangePreset } from '../../../lib/time/date-range';
import { RecordsCards, RecordsTable } from './records-list';
import { RecordsFilters, type RecordFilters } from './records-filters';

export const RECORDS_PAGE_SIZE = 10;

/** The query for the filters and page, without the fields left open (so equal filters share a cache entry). */
function recordQuery(filters: RecordFilters, pageNo: number): BalanceRecordQuery {
  return {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.walletType ? { walletType: filters.walletType } : {}),
    ...(filters.range.from ? { from: filters.range.from } : {}),
    ...(filters.range.to ? { to: filters.range.to } : {}),
    pageNo,
    pageSize: RECORDS_PAGE_SIZE,
  };
}

/**
 * /account/records (SPEC §7 "Balance record query"): every movement of the player's wallets,
 * newest first, filtered by kind, wallet and period (today, 7 days, 30 days, all, or two dates in
 * the player's time zone), ten to a page, amounts in full and signed.
 */
export function Component() {
  const { t } = useTranslation();
  const player = usePlayer();
  const timeZone = player?.timeZone;
  const bigScreen = useAppSettings((state) => state.bigScreen);
  // The page's "today" is read once, when it opens: a page left open over midnight keeps its range until a preset is chosen again.
  const [openedAt] = useState(() => Date.now());
  const [filters, setFilters] = useState<RecordFilters>(() => ({ kind: '', walletType: '', preset: 'month', range: presetRange('month', openedAt, timeZone) }));
  const [pageNo, setPageNo] = useState(1);

  const change = (next: Partial<RecordFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPageNo(1);
  };
  const { from, to } = filters.range;
  const rangeError = from && to && to < from ? t('wallet.records.invalidRange') : null;
  const records = useBalanceRecords(recordQuery(filters, pageNo), rangeError === null);
  const page = records.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / RECORDS_PAGE_SIZE)) : 1;

  return (
    <PageFrame title={t('pages.records')}>
      <RecordsFilters
        filters={filters}
        rangeError={rangeError}
        onKind={(kind) => change({ kind })}
        onWallet={(walletType) => change({ walletType })}
        onPreset={(preset: RangePreset) => change({ preset, range: presetRange(preset, Date.now(), timeZone) })}
        onRange={(range: DateRange) => change({ preset: 'custom', range })}
      />
      <Stack gap="sm" component="section" aria-label={t('pages.records')} aria-busy={records.isFetching}>
        {records.isError ? (
          <Group role="alert" gap="sm">
            <Text c="red.8">{t('wallet.records.loadFailed')}</Text>
            <Button variant="default" size="xs" onClick={() => void records.refetch()}>
              {t('wallet.records.retry')}
            </Button>
          </Group>
        ) : !page ? (
          rangeError ? null : <Loader size="sm" />
        ) : page.total === 0 ? (
          <Stack gap={4} py="xl" align="center" ta="center">
            <Text fw={700}>{t('wallet.records.empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('wallet.records.emptyHint')}
            </Text>
          </Stack>
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {t('wallet.records.total', { count: page.total })}
            </Text>
            {bigScreen ? <RecordsTable records={page.records} timeZone={timeZone} /> : <RecordsCards records={page.records} timeZone={timeZone} />}
            {pages > 1 ? (
              <Group justify="center" component="nav" aria-label={t('wallet.records.pages')}>
                <Pagination
                  total={pages}
                  value={Math.min(pageNo, pages)}
                  onChange={setPageNo}
                  size={bigScreen ? 'md' : 'sm'}
                  getItemProps={(item) => ({ 'aria-current': item === pageNo ? 'page' : undefined })}
                  getControlProps={(control) => ({ 'aria-label': t(`wallet.records.${control}`) })}
                />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </PageFrame>
  );
}

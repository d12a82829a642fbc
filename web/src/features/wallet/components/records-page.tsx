import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { HistoryList } from '#web/components/history-list/history-list.tsx';
import { historyQuery, useHistoryFilters } from '#web/components/history-list/use-history-filters.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { useBalanceRecords } from '../api/wallet';
import { RecordsCards, RecordsTable } from './records-list';
import { RecordsFilters, type KindFilter, type WalletFilter } from './records-filters';

const RECORDS_PAGE_SIZE = 10;

/**
 * /account/records (SPEC §7 "Balance record query"): every movement of the player's wallets,
 * newest first, filtered by kind, wallet and period (today, 7 days, 30 days, all, or two dates in
 * the player's time zone), ten to a page, amounts in full and signed.
 */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePlayer()?.timeZone;
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const history = useHistoryFilters({
    initial: { kind: '' as KindFilter, walletType: '' as WalletFilter },
    now: Date.now,
    timeZone,
    invalidRangeKey: 'wallet.records.invalidRange',
  });
  const { filters, pageNo, rangeError } = history;
  const records = useBalanceRecords(historyQuery({ kind: filters.kind, walletType: filters.walletType }, filters.range, pageNo, RECORDS_PAGE_SIZE), rangeError === null);

  return (
    <PageFrame title={t('pages.records')}>
      <RecordsFilters
        filters={filters}
        rangeError={rangeError}
        onKind={(kind) => history.change({ kind })}
        onWallet={(walletType) => history.change({ walletType })}
        onPreset={history.choosePreset}
        onRange={history.chooseRange}
      />
      <HistoryList
        label={t('pages.records')}
        query={records}
        total={(page) => page.total}
        pageNo={pageNo}
        pageSize={RECORDS_PAGE_SIZE}
        onPage={history.setPageNo}
        blocked={rangeError !== null}
        keys="wallet.records"
        emptyKey="wallet.records.empty"
        loading={<Loader size="sm" />}
        summary={(page) => (
          <Text size="sm" c="dimmed" role="status">
            {t('wallet.records.total', { count: page.total })}
          </Text>
        )}
      >
        {(page) => (bigScreen ? <RecordsTable records={page.records} timeZone={timeZone} /> : <RecordsCards records={page.records} timeZone={timeZone} />)}
      </HistoryList>
    </PageFrame>
  );
}

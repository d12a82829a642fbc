import { useTranslation } from 'react-i18next';
import { invalidateBetRecords, useBetRecords } from '#web/api/bet-records.ts';
import { usePlayer } from '#web/api/player.ts';
import { HistoryList } from '#web/components/history-list/history-list.tsx';
import { historyQuery, useHistoryFilters } from '#web/components/history-list/use-history-filters.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { serverNow } from '#web/lib/time/server-time.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { BetFiltersBar, type PlayTypeFilter } from './bet-filters';
import { BetCards, BetTable, BetTotalsBar } from './bet-list';

const BETS_PAGE_SIZE = 10;
type BetsStatus = 'SETTLED' | 'UNSETTLED';

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
  // "Today" is read on the server's clock (the records are dated by it).
  const history = useHistoryFilters({ initial: { playType: '' as PlayTypeFilter, providerCode: '' }, now: serverNow, timeZone, invalidRangeKey: 'bets.invalidRange' });
  const { filters, pageNo, rangeError } = history;
  const query = historyQuery({ playType: filters.playType, providerCode: filters.providerCode }, filters.range, pageNo, BETS_PAGE_SIZE);
  const records = useBetRecords({ status, ...query }, rangeError === null);
  usePushTopic('wallet', () => void invalidateBetRecords());

  return (
    <PageFrame title={title}>
      <BetFiltersBar
        filters={filters}
        providers={records.data?.providers ?? []}
        rangeError={rangeError}
        onChange={history.change}
        onPreset={history.choosePreset}
        onRange={history.chooseRange}
      />
      <HistoryList
        label={title}
        query={records}
        total={(page) => page.page.total}
        pageNo={pageNo}
        pageSize={BETS_PAGE_SIZE}
        onPage={history.setPageNo}
        blocked={rangeError !== null}
        keys="bets"
        emptyKey={status === 'SETTLED' ? 'bets.emptySettled' : 'bets.emptyUnsettled'}
        summary={(page) => <BetTotalsBar totals={page.totals} currency={page.currency} open={status === 'UNSETTLED'} />}
      >
        {(page) => (bigScreen ? <BetTable bets={page.records} timeZone={timeZone} /> : <BetCards bets={page.records} timeZone={timeZone} />)}
      </HistoryList>
    </PageFrame>
  );
}

import { Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../stores/app-settings';

/** What a history list shows of its query (a React Query result fits). */
export interface HistoryQuery<Page> {
  data: Page | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Props<Page> {
  /** The list's region name (the page's title). */
  label: string;
  query: HistoryQuery<Page>;
  /** How many records the filters match (all pages). */
  total: (page: Page) => number;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
  /** The filters are wrong (an end before the start): nothing is asked for, nothing shown. */
  blocked?: boolean;
  /**
   * Locale key prefix of the list's words: `<prefix>.loadFailed`, `.retry`, `.emptyHint`, `.pages`,
   * `.first`, `.previous`, `.next`, `.last`, and `.loading` (the skeleton's name).
   */
  keys: string;
  /** Locale key of the empty state's title. */
  emptyKey: string;
  /** What shows while the first page loads; skeleton rows by default. */
  loading?: ReactNode;
  /** Above the rows: the count, or the totals of everything the filters match. */
  summary: (page: Page) => ReactNode;
  /** The rows of this page (a table on big screens, cards on phones). */
  children: (page: Page) => ReactNode;
}

/**
 * A paged, filtered history (balance records, bets, and the lists to come: points, bonuses,
 * notices, tickets, referral rewards): the rows of one page with a summary above them, a failure
 * with a retry, skeletons while the first page loads (a new page keeps the last on screen), an
 * empty state, and the page numbers. The filters are the page's own, above it (./period-filter,
 * ./use-history-filters).
 */
export function HistoryList<Page>({ label, query, total, pageNo, pageSize, onPage, blocked = false, keys, emptyKey, loading, summary, children }: Props<Page>) {
  const { t } = useTranslation();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const page = query.data;
  const pages = page ? Math.max(1, Math.ceil(total(page) / pageSize)) : 1;
  return (
    <Stack gap="sm" component="section" aria-label={label} aria-busy={query.isFetching}>
      {query.isError ? (
        <Group role="alert" gap="sm">
          <Text c="red.8">{t(`${keys}.loadFailed`)}</Text>
          <Button variant="default" size="xs" onClick={() => void query.refetch()}>
            {t(`${keys}.retry`)}
          </Button>
        </Group>
      ) : !page ? (
        blocked ? null : (loading ?? <HistorySkeleton label={t(`${keys}.loading`)} />)
      ) : total(page) === 0 ? (
        <Stack gap={4} py="xl" align="center" ta="center">
          <Text fw={700}>{t(emptyKey)}</Text>
          <Text size="sm" c="dimmed">
            {t(`${keys}.emptyHint`)}
          </Text>
        </Stack>
      ) : (
        <>
          {summary(page)}
          {children(page)}
          {pages > 1 ? (
            <Group justify="center" component="nav" aria-label={t(`${keys}.pages`)}>
              <Pagination
                total={pages}
                value={Math.min(pageNo, pages)}
                onChange={onPage}
                size={bigScreen ? 'md' : 'sm'}
                getItemProps={(item) => ({ 'aria-current': item === pageNo ? 'page' : undefined })}
                getControlProps={(control) => ({ 'aria-label': t(`${keys}.${control}`) })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}

/** A history list's filters, above it: its period (./period-filter) and its own selects. */
export function HistoryFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={label}>
      {children}
    </Stack>
  );
}

/** Rows in the shape of a list while its first page loads. */
function HistorySkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-label={label}>
      <Skeleton height={64} radius="md" />
      <Skeleton height={48} radius="md" />
      <Skeleton height={48} radius="md" />
    </Stack>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presetRange, type DateRange, type RangePreset } from '../../lib/time/date-range';

/** A history list's period: a preset (today, 7 days, 30 days, all) or `custom` once a date is typed. */
export interface Period {
  preset: RangePreset | 'custom';
  range: DateRange;
}

interface HistoryFiltersOptions<Filters> {
  /** The list's own filters (kind, wallet, provider, ...) as they start. */
  initial: Filters;
  /** The clock "today" is read on (the records' dates are the server's, or the device's). */
  now: () => number;
  /** The player's time zone: the server reads `from` and `to` there. */
  timeZone: string | undefined;
  /** Locale key of the message under the end date when it is before the start date. */
  invalidRangeKey: string;
}

/**
 * The state of a paged, filtered history list: its filters, its period (30 days when it opens,
 * "today" read then: a page left open over midnight keeps its range until a preset is chosen
 * again), the page number (back to 1 on any change of filter), and whether the range is wrong
 * (then nothing should be asked for).
 */
export function useHistoryFilters<Filters extends object>({ initial, now, timeZone, invalidRangeKey }: HistoryFiltersOptions<Filters>) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters & Period>(() => ({ ...initial, preset: 'month', range: presetRange('month', now(), timeZone) }));
  const [pageNo, setPageNo] = useState(1);
  const change = (next: Partial<Filters & Period>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPageNo(1);
  };
  const { from, to } = filters.range;
  return {
    filters,
    change,
    pageNo,
    setPageNo,
    choosePreset: (preset: RangePreset) => change({ preset, range: presetRange(preset, now(), timeZone) } as Partial<Filters & Period>),
    chooseRange: (range: DateRange) => change({ preset: 'custom', range } as Partial<Filters & Period>),
    rangeError: from && to && to < from ? t(invalidRangeKey) : null,
  };
}

type QueryValue = string | number | undefined;

/**
 * The query of a page of the list: the filters and the period without the values left open (so
 * equal filters share a cache entry), the page and its size.
 */
export function historyQuery<Fields extends Record<string, QueryValue>>(fields: Fields, range: DateRange, pageNo: number, pageSize: number) {
  const given = Object.fromEntries(Object.entries({ ...fields, ...range }).filter(([, value]) => value !== undefined && value !== ''));
  // What is left has no '' (an open filter is left out, not sent empty).
  return { ...(given as { [Key in keyof Fields]?: Exclude<Fields[Key], ''> } & DateRange), pageNo, pageSize };
}

import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlayType } from '#web/api/bet-records.ts';
import { HistoryFilters } from '#web/components/history-list/history-list.tsx';
import { PeriodFilter } from '#web/components/history-list/period-filter.tsx';
import type { Period } from '#web/components/history-list/use-history-filters.ts';
import type { DateRange, RangePreset } from '#web/lib/time/date-range.ts';

export type PlayTypeFilter = '' | PlayType;

interface BetFilters extends Period {
  playType: PlayTypeFilter;
  providerCode: string;
}

interface Props {
  filters: BetFilters;
  /** Providers the player has bets with (the server lists them with the records). */
  providers: string[];
  rangeError: string | null;
  onChange: (next: Partial<BetFilters>) => void;
  onPreset: (preset: RangePreset) => void;
  onRange: (range: DateRange) => void;
}

/** Period (presets or two dates), play type and provider of the bet history. */
export function BetFiltersBar({ filters, providers, rangeError, onChange, onPreset, onRange }: Props) {
  const { t } = useTranslation();
  const playTypes = Object.values(PlayType).map((type) => ({ value: type, label: t(`bets.playTypes.${type}`) }));
  // A chosen provider stays offered even when the list of the moment does not have it.
  const offered = filters.providerCode && !providers.includes(filters.providerCode) ? [...providers, filters.providerCode] : providers;
  return (
    <HistoryFilters label={t('bets.filters')}>
      <PeriodFilter value={filters} rangeError={rangeError} onPreset={onPreset} onRange={onRange} keys="bets" presetKeys="bets.presets" />
      <Group gap="sm" grow wrap="wrap" align="flex-start">
        <NativeSelect
          label={t('bets.playType')}
          data={[{ value: '', label: t('bets.allPlayTypes') }, ...playTypes]}
          value={filters.playType}
          onChange={(event) => onChange({ playType: event.currentTarget.value as PlayTypeFilter })}
        />
        <NativeSelect
          label={t('bets.provider')}
          data={[{ value: '', label: t('bets.allProviders') }, ...offered.map((code) => ({ value: code, label: code }))]}
          value={filters.providerCode}
          onChange={(event) => onChange({ providerCode: event.currentTarget.value })}
        />
      </Group>
    </HistoryFilters>
  );
}

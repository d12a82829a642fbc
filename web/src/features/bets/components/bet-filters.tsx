import { Group, NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlayType } from '../../../api/bet-records';
import { RANGE_PRESETS, type DateRange, type RangePreset } from '../../../lib/time/date-range';

export type PlayTypeFilter = '' | PlayType;

export interface BetFilters {
  playType: PlayTypeFilter;
  providerCode: string;
  /** A preset, or `custom` once a date is typed. */
  preset: RangePreset | 'custom';
  range: DateRange;
}

interface Props {
  filters: BetFilters;
  /** Providers the player has bets with (the server lists them with the records). */
  providers: string[];
  rangeError: string | null;
  onChange: (next: Partial<BetFilters>) => void;
  onPreset: (preset: RangePreset) => void;
}

/** Period (presets or two dates), play type and provider of the bet history. */
export function BetFiltersBar({ filters, providers, rangeError, onChange, onPreset }: Props) {
  const { t } = useTranslation();
  const playTypes = Object.values(PlayType).map((type) => ({ value: type, label: t(`bets.playTypes.${type}`) }));
  // A chosen provider stays offered even when the list of the moment does not have it.
  const offered = filters.providerCode && !providers.includes(filters.providerCode) ? [...providers, filters.providerCode] : providers;
  return (
    <Stack gap="sm" component="section" aria-label={t('bets.filters')}>
      <Stack gap={4} role="group" aria-label={t('bets.period')}>
        <SegmentedControl
          fullWidth
          value={filters.preset === 'custom' ? '' : filters.preset}
          onChange={(value) => onPreset(value as RangePreset)}
          data={RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`bets.presets.${preset}`) }))}
        />
        <Group gap="sm" grow align="flex-start">
          <TextInput
            type="date"
            label={t('bets.from')}
            value={filters.range.from ?? ''}
            max={filters.range.to}
            onChange={(event) => onChange({ preset: 'custom', range: { ...filters.range, from: event.currentTarget.value || undefined } })}
          />
          <TextInput
            type="date"
            label={t('bets.to')}
            value={filters.range.to ?? ''}
            min={filters.range.from}
            error={rangeError}
            onChange={(event) => onChange({ preset: 'custom', range: { ...filters.range, to: event.currentTarget.value || undefined } })}
          />
        </Group>
      </Stack>
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
    </Stack>
  );
}

import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type DateRange, type RangePreset } from '../../lib/time/date-range';
import type { Period } from './use-history-filters';

interface Props {
  value: Period;
  rangeError: string | null;
  onPreset: (preset: RangePreset) => void;
  onRange: (range: DateRange) => void;
  /** Locale key prefix of the group's words: `<prefix>.period`, `.from`, `.to`. */
  keys: string;
  /** Locale key prefix of the presets' names (`<presets>.today`, `.week`, `.month`, `.all`). */
  presetKeys: string;
}

/** A history list's period: the presets (today, 7 days, 30 days, all), or two dates. */
export function PeriodFilter({ value, rangeError, onPreset, onRange, keys, presetKeys }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} role="group" aria-label={t(`${keys}.period`)}>
      <SegmentedControl
        fullWidth
        value={value.preset === 'custom' ? '' : value.preset}
        onChange={(preset) => onPreset(preset as RangePreset)}
        data={RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`${presetKeys}.${preset}`) }))}
      />
      <Group gap="sm" grow align="flex-start">
        <TextInput
          type="date"
          label={t(`${keys}.from`)}
          value={value.range.from ?? ''}
          max={value.range.to}
          onChange={(event) => onRange({ ...value.range, from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t(`${keys}.to`)}
          value={value.range.to ?? ''}
          min={value.range.from}
          error={rangeError}
          onChange={(event) => onRange({ ...value.range, to: event.currentTarget.value || undefined })}
        />
      </Group>
    </Stack>
  );
}

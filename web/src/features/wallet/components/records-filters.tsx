import { Group, NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BalanceRecordKind } from '../api/wallet';
import { RANGE_PRESETS, type DateRange, type RangePreset } from '../../../lib/time/date-range';

export type WalletFilter = '' | 'COMMON' | 'PROMOTION';
export type KindFilter = '' | BalanceRecordKind;

export interface RecordFilters {
  kind: KindFilter;
  walletType: WalletFilter;
  /** A preset, or `custom` once a date is typed. */
  preset: RangePreset | 'custom';
  range: DateRange;
}

interface Props {
  filters: RecordFilters;
  rangeError: string | null;
  onKind: (kind: KindFilter) => void;
  onWallet: (walletType: WalletFilter) => void;
  onPreset: (preset: RangePreset) => void;
  onRange: (range: DateRange) => void;
}

/** Kind, wallet and period (presets, or two dates) of the records page. */
export function RecordsFilters({ filters, rangeError, onKind, onWallet, onPreset, onRange }: Props) {
  const { t } = useTranslation();
  const kinds = Object.values(BalanceRecordKind).map((kind) => ({ value: kind, label: t(`wallet.kinds.${kind}`) }));
  return (
    <Stack gap="sm" component="section" aria-label={t('wallet.records.filters')}>
      <Group gap="sm" grow wrap="wrap" align="flex-start">
        <NativeSelect
          label={t('wallet.records.kind')}
          data={[{ value: '', label: t('wallet.records.allKinds') }, ...kinds]}
          value={filters.kind}
          onChange={(event) => onKind(event.currentTarget.value as KindFilter)}
        />
        <NativeSelect
          label={t('wallet.records.wallet')}
          data={[
            { value: '', label: t('wallet.records.allWallets') },
            { value: 'COMMON', label: t('wallet.header.main') },
            { value: 'PROMOTION', label: t('wallet.header.promotion') },
          ]}
          value={filters.walletType}
          onChange={(event) => onWallet(event.currentTarget.value as WalletFilter)}
        />
      </Group>
      <Stack gap={4} role="group" aria-label={t('wallet.records.period')}>
        <SegmentedControl
          fullWidth
          value={filters.preset === 'custom' ? '' : filters.preset}
          onChange={(value) => onPreset(value as RangePreset)}
          data={RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`wallet.records.${preset}`) }))}
        />
        <Group gap="sm" grow align="flex-start">
          <TextInput
            type="date"
            label={t('wallet.records.from')}
            value={filters.range.from ?? ''}
            max={filters.range.to}
            onChange={(event) => onRange({ ...filters.range, from: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={t('wallet.records.to')}
            value={filters.range.to ?? ''}
            min={filters.range.from}
            error={rangeError}
            onChange={(event) => onRange({ ...filters.range, to: event.currentTarget.value || undefined })}
          />
        </Group>
      </Stack>
    </Stack>
  );
}

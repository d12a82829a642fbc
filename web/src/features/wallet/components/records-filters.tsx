import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HistoryFilters } from '#web/components/history-list/history-list.tsx';
import { PeriodFilter } from '#web/components/history-list/period-filter.tsx';
import type { Period } from '#web/components/history-list/use-history-filters.ts';
import type { DateRange, RangePreset } from '#web/lib/time/date-range.ts';
import { BalanceRecordKind } from '../api/wallet';

export type WalletFilter = '' | 'COMMON' | 'PROMOTION';
export type KindFilter = '' | BalanceRecordKind;

interface RecordFilters extends Period {
  kind: KindFilter;
  walletType: WalletFilter;
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
    <HistoryFilters label={t('wallet.records.filters')}>
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
      <PeriodFilter value={filters} rangeError={rangeError} onPreset={onPreset} onRange={onRange} keys="wallet.records" presetKeys="wallet.records" />
    </HistoryFilters>
  );
}

import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenCurrencyWallet } from '../api/wallet';
import { ChangeError } from '#web/components/change-error.tsx';

/**
 * Currencies a player may hold (create_account): the yen, dollars and crypto. The contract has no
 * call that lists them; this mirrors the mock's OFFERED_CURRENCIES and the server refuses others
 * (101002), which the form would show.
 */
const OFFERED_CURRENCIES = ['JPY', 'USD', 'USDT', 'BTC', 'ETH'] as const;

/** Opening COMMON and PROMOTION wallets in a currency the player does not hold yet. */
export function OpenCurrencyWallet({ held }: { held: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const open = useOpenCurrencyWallet();
  const available = OFFERED_CURRENCIES.filter((currency) => !held.has(currency));
  const [chosen, setChosen] = useState<string>('');
  const currency = available.includes(chosen as (typeof available)[number]) ? chosen : (available[0] ?? '');

  if (available.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('wallet.header.allOpened')}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} component="h3" m={0}>
        {t('wallet.header.openTitle')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <NativeSelect
          label={t('wallet.header.currency')}
          size="xs"
          data={available}
          value={currency}
          onChange={(event) => {
            setChosen(event.currentTarget.value);
            open.reset();
          }}
          style={{ flex: 1 }}
        />
        <Button size="xs" loading={open.isPending} onClick={() => open.mutate(currency)}>
          {t('wallet.header.open')}
        </Button>
      </Group>
      {open.isSuccess ? (
        <Text role="status" size="sm" c="teal.8">
          {t('wallet.header.opened', { currency: open.variables })}
        </Text>
      ) : null}
      <ChangeError change={open} colour="red.8" />
    </Stack>
  );
}

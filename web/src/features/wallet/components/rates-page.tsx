import { Button, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { applyRateUpdate, exchangeRatesQueryOptions, type ExchangeRate } from '../api/wallet';
import { formatYenRate } from '../utils/yen-rate';
import { formatRateTime } from '../utils/rate-time';

function Change({ rate }: { rate: ExchangeRate }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const direction = rate.change > 0 ? 'up' : rate.change < 0 ? 'down' : 'unchanged';
  const arrow = { up: '▲', down: '▼', unchanged: '―' }[direction];
  const colour = { up: 'teal.9', down: 'red.9', unchanged: undefined }[direction];
  return (
    <Text size="sm" fw={700} c={colour} span>
      <span aria-hidden>{arrow} </span>
      <VisuallyHidden>{t(`wallet.rates.${direction}`)} </VisuallyHidden>
      {formatYenRate(rate.change, { locale, signed: true })}
    </Text>
  );
}

/**
 * /account/rates (SPEC §7 "Capital exchange rate"): what one unit of each currency a player may
 * hold is worth in yen, with the change since the rate before and when it was taken. Every
 * `currencyRate` push replaces its currency's row in place.
 */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const timeZone = usePlayer()?.timeZone;
  // Phones have no room for a fourth column: the time goes under the rate.
  const bigScreen = useAppSettings((state) => state.bigScreen);
  // The server steps rates when they are read (every 30 s of its clock) and pushes each step; reading
  // on that beat keeps them moving while nothing else asks, and the push brings the rest.
  const rates = useQuery({ ...exchangeRatesQueryOptions(), refetchInterval: 30_000 });
  const taken = (rate: ExchangeRate) => <time dateTime={rate.time}>{formatRateTime(rate.time, locale, timeZone)}</time>;
  usePushTopic('currencyRate', applyRateUpdate);

  return (
    <PageFrame title={t('pages.rates')}>
      <Text size="sm" c="dimmed">
        {t('wallet.rates.intro')}
      </Text>
      {rates.isError ? (
        <Group role="alert" gap="sm">
          <Text c="red.8">{t('wallet.rates.loadFailed')}</Text>
          <Button variant="default" size="xs" onClick={() => void rates.refetch()}>
            {t('wallet.rates.retry')}
          </Button>
        </Group>
      ) : !rates.data ? (
        <Loader size="sm" />
      ) : (
        <Table verticalSpacing="sm" horizontalSpacing={bigScreen ? 'sm' : 6} striped>
          <Table.Caption>{t('wallet.rates.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('wallet.rates.currency')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('wallet.rates.rate')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('wallet.rates.change')}
              </Table.Th>
              {bigScreen ? <Table.Th scope="col">{t('wallet.rates.time')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody aria-live="polite">
            {rates.data.map((rate) => (
              <Table.Tr key={`${rate.base}/${rate.quote}`}>
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {rate.base}/{rate.quote}
                </Table.Th>
                <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {formatYenRate(rate.rate, { locale })}
                  {bigScreen ? null : (
                    <Text size="xs" c="dimmed" ff="text">
                      {taken(rate)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Change rate={rate} />
                </Table.Td>
                {bigScreen ? <Table.Td>{taken(rate)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </PageFrame>
  );
}

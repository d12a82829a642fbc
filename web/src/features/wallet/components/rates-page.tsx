import { Button, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../../api/player';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { usePushTopic } from '../../../lib/socket/use-push-topic';
import { applyRateUpdate, exchangeRatesQueryOptions, type ExchangeRate } from '../api/wallet';
import { formatYenRate } from '../utils/money';
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
 * hold is worth in yen, with the change since the rate before and when it was taken. Loaded once;
 * after that every `currencyRate` push replaces its currency's row in place.
 */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const timeZone = usePlayer()?.timeZone;
  const rates = useQuery(exchangeRatesQueryOptions());
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
        <Table verticalSpacing="sm" striped>
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
              <Table.Th scope="col">{t('wallet.rates.time')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody aria-live="polite">
            {rates.data.map((rate) => (
              <Table.Tr key={`${rate.base}/${rate.quote}`}>
                <Table.Th scope="row">
                  {rate.base}/{rate.quote}
                </Table.Th>
                <Table.Td ta="right" ff="monospace">
                  {formatYenRate(rate.rate, { locale })}
                </Table.Td>
                <Table.Td ta="right">
                  <Change rate={rate} />
                </Table.Td>
                <Table.Td>
                  <time dateTime={rate.time}>{formatRateTime(rate.time, locale, timeZone)}</time>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </PageFrame>
  );
}

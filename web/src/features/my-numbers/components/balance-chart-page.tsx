import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateMyNumbers, useBalanceHistory, type BalanceHistory } from '#web/api/my-numbers.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { FigureCards, FigureTable, FiguresAnswer, netColour, useFigureText } from './figures';

/** A per-day chart reads for a week or a month; a single day would be one bar. */
const PERIODS = ['LAST_7_DAYS', 'LAST_30_DAYS'] as const;
type ChartPeriod = (typeof PERIODS)[number];

/**
 * /account/balance-chart: the main wallet's balance at each day's close (an area) and each day's
 * net (bars in the theme's gain and loss shades), over 7 or 30 days, from the ledger. Each chart
 * is a picture of the table under it, which is what a screen reader reads: the charts are hidden
 * from the accessibility tree and take no focus (recharts' keyboard layer off).
 */
export function Component() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ChartPeriod>('LAST_7_DAYS');
  const answer = useBalanceHistory({ period });
  usePushTopic('wallet', () => void invalidateMyNumbers());

  return (
    <PageFrame title={t('pages.balanceChart')}>
      <Text size="sm" c="dimmed">
        {t('balanceChart.intro')}
      </Text>
      <Stack gap={4} role="group" aria-label={t('myNumbers.period')}>
        <SegmentedControl fullWidth value={period} onChange={(value) => setPeriod(value as ChartPeriod)} data={PERIODS.map((value) => ({ value, label: t(`myNumbers.periods.${value}`) }))} />
      </Stack>
      <FiguresAnswer answer={answer}>{(history) => <BalanceReport history={history} />}</FiguresAnswer>
    </PageFrame>
  );
}

function BalanceReport({ history }: { history: BalanceHistory }) {
  const { t } = useTranslation();
  const text = useFigureText();
  const { currency, days } = history;
  const net = history.closing - history.opening;
  const data = days.map((day) => ({ date: day.date.slice(5), balance: day.closing, net: day.net }));
  const money = (value: number) => text.amount(value, currency);
  return (
    <Stack gap="lg" component="section" aria-label={t('pages.balanceChart')}>
      <Text size="sm" aria-live="polite">
        {t('myNumbers.between', { from: history.from, to: history.to })}
      </Text>
      <FigureCards
        label={t('balanceChart.summary')}
        items={[
          { label: t('balanceChart.opening'), value: money(history.opening) },
          { label: t('balanceChart.closing'), value: money(history.closing) },
          { label: t('balanceChart.periodNet'), value: text.net(net, currency), colour: netColour(net) },
        ]}
      />
      <div aria-hidden="true">
        <Text fw={700} mb="xs">
          {t('balanceChart.balanceTitle')}
        </Text>
        <AreaChart h={220} data={data} dataKey="date" series={[{ name: 'balance', label: t('balanceChart.closing'), color: 'blue.7' }]} valueFormatter={money} curveType="linear" areaChartProps={{ accessibilityLayer: false }} />
      </div>
      <FigureTable
        caption={t('balanceChart.balanceTitle')}
        minWidth={0}
        head={
          <Table.Tr>
            <Table.Th>{t('balanceChart.date')}</Table.Th>
            <Table.Th ta="right">{t('balanceChart.opening')}</Table.Th>
            <Table.Th ta="right">{t('balanceChart.closing')}</Table.Th>
            <Table.Th ta="right">{t('balanceChart.movements')}</Table.Th>
          </Table.Tr>
        }
      >
        {days.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Th scope="row" fw={400}>
              {day.date}
            </Table.Th>
            <Table.Td ta="right">{money(day.opening)}</Table.Td>
            <Table.Td ta="right">{money(day.closing)}</Table.Td>
            <Table.Td ta="right">{text.count(day.movements)}</Table.Td>
          </Table.Tr>
        ))}
      </FigureTable>
      {/* A period whose balance never changed has no bars to draw: said in words, the table below still lists its days. */}
      {days.every((day) => day.net === 0) ? (
        <Text size="sm" c="dimmed">
          {t('balanceChart.noMovements')}
        </Text>
      ) : (
        <div aria-hidden="true">
          <Text fw={700} mb="xs">
            {t('balanceChart.netTitle')}
          </Text>
          <BarChart
            h={200}
            data={data}
            dataKey="date"
            series={[{ name: 'net', label: t('myNumbers.net'), color: 'var(--qc-gain)' }]}
            // Each bar in the theme's gain or loss shade (light and dark): the same colours the table's figures use.
            getBarColor={(value) => netColour(value) ?? 'var(--mantine-color-gray-5)'}
            valueFormatter={(value) => text.net(value, currency)}
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
      )}
      <FigureTable
        caption={t('balanceChart.netTitle')}
        minWidth={0}
        head={
          <Table.Tr>
            <Table.Th>{t('balanceChart.date')}</Table.Th>
            <Table.Th ta="right">{t('myNumbers.net')}</Table.Th>
          </Table.Tr>
        }
      >
        {days.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Th scope="row" fw={400}>
              {day.date}
            </Table.Th>
            <Table.Td ta="right">
              <Text size="sm" fw={700} c={netColour(day.net)} span>
                {text.net(day.net, currency)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </FigureTable>
    </Stack>
  );
}

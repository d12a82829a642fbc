import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Box, Stack, Table } from '@mantine/core';
import type { SlumpPoint } from '../../api/slot-counter';
import { numberFormat } from '../../lib/format/intl-formats';
import { currentLanguage } from '../../lib/i18n/i18n';

interface Props {
  points: readonly SlumpPoint[];
  /** The table's caption, which also names its scrolling region. */
  caption: string;
  spinsLabel: string;
  coinsLabel: string;
  /** The chart's height in px. */
  height?: number;
  /** The table's most height before it scrolls, in px. */
  tableHeight?: number;
}

/** A medal difference with its sign, as a hall's counter writes 差枚: +154, -48, 0. */
export function signedCoins(coins: number, locale: string): string {
  const text = numberFormat(locale, 0, 0).format(Math.abs(coins));
  return coins > 0 ? `+${text}` : coins < 0 ? `-${text}` : text;
}

/**
 * The slump graph of a pachislot day: the medal difference (差枚) over spins, as a line
 * in Mantine's chart, and the same points as a table behind it. The chart is a picture of the
 * table: hidden from the accessibility tree and out of the focus order (recharts' keyboard layer
 * off), as the account centre's other charts; the captioned table, a region a keyboard can
 * scroll, is what a screen reader reads. The feature that shows it words the labels.
 */
export function SlumpGraph({ points, caption, spinsLabel, coinsLabel, height = 220, tableHeight = 240 }: Props) {
  const locale = currentLanguage();
  const count = numberFormat(locale, 0, 0);
  return (
    <Stack gap="xs">
      <div aria-hidden="true">
        <LineChart
          h={height}
          data={points.map((point) => ({ spins: point.spins, coins: point.coins }))}
          dataKey="spins"
          series={[{ name: 'coins', label: coinsLabel, color: 'blue.6' }]}
          curveType="linear"
          withDots={false}
          referenceLines={[{ y: 0, color: 'gray.6' }]}
          valueFormatter={(value) => signedCoins(value, locale)}
          xAxisLabel={spinsLabel}
          lineChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <Box tabIndex={0} role="region" aria-label={caption} mah={tableHeight} style={{ overflowY: 'auto' }}>
        <Table striped verticalSpacing={4} captionSide="top" stickyHeader>
          <Table.Caption ta="left" fw={700} c="var(--mantine-color-text)">
            {caption}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">{spinsLabel}</Table.Th>
              <Table.Th ta="right">{coinsLabel}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point) => (
              <Table.Tr key={point.spins}>
                <Table.Th scope="row" ta="right" fw={400}>
                  {count.format(point.spins)}
                </Table.Th>
                <Table.Td ta="right">{signedCoins(point.coins, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}

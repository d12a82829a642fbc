import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotMachineCounter } from '#web/api/slot-counter.ts';
import { LoadedPart, lazyPart } from '#web/components/lazy-part.tsx';
import { numberFormat } from '#web/lib/format/intl-formats.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import type { SlumpSheetProps } from './slump-sheet';

// The graph's code (recharts, most of 120 KB gzip) loads the first time the player asks for it.
const slumpSheet = lazyPart(() => import('./slump-sheet'), 'slump-sheet', (module) => module.SlumpSheet);

/**
 * Under the frame's bar while a pachislot machine is played: the machine's data
 * counter of the day, compact, as a hall's counter shows it above the machine (total spins, BB,
 * RB, spins since the bonus, 差枚), each spin refreshing it; the slump graph with its table one
 * tap away.
 */
export function SlotCounterStrip({ machine }: { machine: SlotMachineCounter }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const locale = currentLanguage();
  const count = (n: number) => numberFormat(locale, 0, 0).format(n);
  const { day } = machine;
  const coins = `${day.coinDifference > 0 ? '+' : day.coinDifference < 0 ? '-' : ''}${count(Math.abs(day.coinDifference))}`;
  const items = [
    { label: t('gamePlay.counter.spins'), value: count(day.spins) },
    { label: 'BB', value: count(day.bb) },
    { label: 'RB', value: count(day.rb) },
    { label: t('gamePlay.counter.sinceBonus'), value: count(day.spinsSinceBonus) },
    { label: t('gamePlay.counter.coinDifference'), value: coins },
  ];
  return (
    <Group component="section" aria-label={t('gamePlay.counter.title')} gap="xs" wrap="nowrap" px="sm" py={4} bg="dark.7" c="white" justify="space-between">
      {/* Wraps on a narrow phone rather than scroll: a scrolling strip would need a keyboard stop of its own. */}
      <Group component="dl" gap="sm" m={0} style={{ whiteSpace: 'nowrap', rowGap: 0 }}>
        {items.map((item) => (
          <Group key={item.label} gap={4} wrap="nowrap">
            <Text component="dt" size="xs" c="gray.4">
              {item.label}
            </Text>
            <Text component="dd" size="xs" fw={700} m={0}>
              {item.value}
            </Text>
          </Group>
        ))}
      </Group>
      <Button size="compact-xs" variant="white" color="dark" onClick={() => setOpen(true)} style={{ flexShrink: 0 }}>
        {t('gamePlay.counter.graph')}
      </Button>
      <LoadedPart part={slumpSheet} wanted={open} props={{ opened: open, onClose: () => setOpen(false), machine } satisfies SlumpSheetProps} />
    </Group>
  );
}

import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SlotMachineCounter } from '#web/api/slot-counter.ts';
import { SlumpGraph } from '#web/components/slump-graph/slump-graph.tsx';

export interface SlumpSheetProps {
  opened: boolean;
  onClose: () => void;
  machine: SlotMachineCounter;
}

/** The day's slump graph of the machine being played, with its table, over the game. */
export function SlumpSheet({ opened, onClose, machine }: SlumpSheetProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="auto" title={t('gamePlay.counter.sheetTitle', { game: machine.gameName })} closeButtonProps={{ 'aria-label': t('gamePlay.counter.close') }}>
      <SlumpGraph
        points={machine.slump}
        caption={t('gamePlay.counter.slump')}
        spinsLabel={t('gamePlay.counter.spins')}
        coinsLabel={t('gamePlay.counter.coinDifference')}
        height={180}
        tableHeight={200}
      />
    </Drawer>
  );
}

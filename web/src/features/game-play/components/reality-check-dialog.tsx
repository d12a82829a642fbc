import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { minutesPlayed, signed } from '../utils/play-time';

interface Props {
  opened: boolean;
  elapsedMs: number;
  net: number | undefined;
  currency: string;
  demo: boolean | undefined;
  onContinue: () => void;
  onLeave: () => void;
}

/** The reality check (responsible gaming): at the player's interval, how long they have played and where they stand. */
export function RealityCheckDialog({ opened, elapsedMs, net, currency, demo, onContinue, onLeave }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Modal opened={opened} onClose={onContinue} title={t('gamePlay.realityCheck.title')} centered closeOnClickOutside={false} withCloseButton={false}>
      <Stack gap="md">
        <Text>{t('gamePlay.realityCheck.time', { minutes: minutesPlayed(elapsedMs) })}</Text>
        {demo || net === undefined ? null : <Text>{t('gamePlay.realityCheck.net', { amount: signed(formatFullAmount(net, currency, i18n.language), net) })}</Text>}
        <Text size="sm" c="dimmed">
          {t('gamePlay.realityCheck.hint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onLeave}>
            {t('gamePlay.realityCheck.leave')}
          </Button>
          <Button onClick={onContinue} data-autofocus>
            {t('gamePlay.realityCheck.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

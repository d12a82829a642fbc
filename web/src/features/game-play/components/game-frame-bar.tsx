import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { formatPlayTime, signed } from '../utils/play-time';

interface Props {
  demo: boolean | undefined;
  net: number | undefined;
  currency: string;
  elapsedMs: number;
  onBack: () => void;
}

/**
 * The bar over a game: the way back, and what other casino sites leave out: this session's net
 * position (real play) and the time played. Demo play says so instead of a net position.
 */
export function GameFrameBar({ demo, net, currency, elapsedMs, onBack }: Props) {
  const { t, i18n } = useTranslation();
  const tone = net === undefined || net === 0 ? undefined : net > 0 ? 'teal.9' : 'red.9';
  return (
    <Group component="section" justify="space-between" wrap="nowrap" gap="xs" px="sm" py={6} bg="dark.8" c="white" aria-label={t('gamePlay.frame')}>
      <Button variant="white" color="dark" size="compact-md" onClick={onBack} aria-keyshortcuts="Escape" style={{ flexShrink: 0 }}>
        {t('gamePlay.back')}
      </Button>
      <Group gap="sm" wrap="nowrap" role="group" aria-label={t('gamePlay.session')} style={{ whiteSpace: 'nowrap' }}>
        {demo ? (
          <Badge color="yellow.4" c="dark.9" size="md" radius="sm" title={t('gamePlay.demo')}>
            {t('gamePlay.demoShort')}
          </Badge>
        ) : (
          <Text size="xs" component="p" m={0}>
            <span>{t('gamePlay.net')} </span>
            <Text span fw={700} bg={tone ? 'white' : undefined} c={tone} px={tone ? 4 : 0} style={{ borderRadius: 4 }} data-testid="session-net">
              {net === undefined ? '…' : signed(formatFullAmount(net, currency, i18n.language), net)}
            </Text>
          </Text>
        )}
        <Text size="xs" component="p" m={0}>
          <span>{t('gamePlay.time')} </span>
          <Text span fw={700} ff="monospace" data-testid="session-time">
            {formatPlayTime(elapsedMs)}
          </Text>
        </Text>
      </Group>
    </Group>
  );
}

import { Badge, Button, Drawer, Group, Image, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRealPlay } from '#web/api/game-launch.ts';
import { useMyReturn } from '#web/api/my-numbers.ts';
import { useIsLoggedIn } from '#web/api/player.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { numberFormat } from '#web/lib/format/intl-formats.ts';
import type { Language } from '#web/lib/i18n/languages.ts';
import type { Game, GameLabel, Jackpot } from '../api/games';
import { JackpotAmount } from './jackpot-amount';

export interface GameInfoSheetProps {
  game: Game | undefined;
  imageUrl: string;
  language: Language;
  bigScreen: boolean;
  labels: ReadonlyMap<string, GameLabel>;
  gameTypeName: string;
  jackpot: Jackpot | undefined;
  launching: boolean;
  onPlay: (game: Game) => void;
  onClose: () => void;
}

/**
 * A game's facts before playing it: provider, type, RTP, volatility, bet range, labels and its
 * jackpot; a sheet from the bottom on phones, a side panel on big screens.
 */
export function GameInfoSheet({ game, imageUrl, language, bigScreen, labels, gameTypeName, jackpot, launching, onPlay, onClose }: GameInfoSheetProps) {
  const { t } = useTranslation();
  const name = game ? (game.gameName[language] ?? game.gameName['ja-JP']) : '';
  // "Your return on this game": a logged-in player's own, over 30 days, for games played with real money.
  const showMine = useIsLoggedIn() && game !== undefined && isRealPlay(game);
  const mine = useMyReturn({ period: 'LAST_30_DAYS', gameId: game?.gameId ?? '' }, showMine).data?.overall;
  const myRtp = !mine ? '-' : mine.rtp === null ? t('games.info.myRtpNone') : t('games.info.myRtpValue', { rtp: `${numberFormat(language, 2, 2).format(mine.rtp)}%`, rounds: mine.rounds });
  const rows: [string, React.ReactNode][] = game
    ? [
        [t('games.info.provider'), game.providerName],
        [t('games.info.type'), gameTypeName],
        [t('games.info.rtp'), `${game.rtp.toFixed(1)}%`],
        ...(showMine ? [[t('games.info.myRtp'), myRtp] as [string, React.ReactNode]] : []),
        [t('games.info.volatility'), t(`games.info.volatilities.${game.volatility}`)],
        [
          t('games.info.bets'),
          t('games.info.betRange', { min: formatFullAmount(game.minBet, game.currency, language), max: formatFullAmount(game.maxBet, game.currency, language) }),
        ],
      ]
    : [];
  return (
    <Drawer
      opened={game !== undefined}
      onClose={onClose}
      position={bigScreen ? 'right' : 'bottom'}
      size={bigScreen ? 'md' : 'auto'}
      title={name}
      closeButtonProps={{ 'aria-label': t('games.info.close') }}
    >
      {game ? (
        <Stack gap="md">
          <Image src={imageUrl} alt="" w="100%" h="auto" radius="md" style={{ aspectRatio: '4 / 3' }} />
          {game.labels.length > 0 ? (
            <Group gap={6} aria-label={t('games.info.labels')}>
              {game.labels.map((code) => {
                const label = labels.get(code);
                return (
                  <Badge key={code} radius="sm" style={{ background: label?.color, color: label?.textColor }}>
                    {label?.name[language] ?? code}
                  </Badge>
                );
              })}
            </Group>
          ) : null}
          <Table variant="vertical" withTableBorder>
            <Table.Caption>{t('games.info.title')}</Table.Caption>
            <Table.Tbody>
              {rows.map(([heading, value]) => (
                <Table.Tr key={heading}>
                  <Table.Th scope="row" w="45%">
                    {heading}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
              {jackpot ? (
                <Table.Tr>
                  <Table.Th scope="row">{t('games.info.jackpot')}</Table.Th>
                  <Table.Td ff="monospace" fw={700}>
                    <JackpotAmount jackpot={jackpot} language={language} />
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
          <Button size="md" fullWidth loading={launching} onClick={() => onPlay(game)}>
            {isRealPlay(game) ? t('games.info.play') : t('games.info.demo')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {game.gameId}
          </Text>
        </Stack>
      ) : null}
    </Drawer>
  );
}

import { Box, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '#web/lib/i18n/languages.ts';
import type { Game, Jackpot } from '../api/games';
import { JackpotAmount } from './jackpot-amount';
import classes from './jackpot-strip.module.css';

/** How many pots the strip shows: the largest. */
const SHOWN = 3;

/**
 * The largest jackpots, ticking on the server's clock between reads. Always the same height,
 * loading or not, so the grid below never moves.
 */
export function JackpotStrip({ jackpots, games, language, onOpen }: { jackpots: Jackpot[] | undefined; games: ReadonlyMap<string, Game>; language: Language; onOpen: (game: Game) => void }) {
  const { t } = useTranslation();
  const shown = (jackpots ?? []).filter((j) => games.has(j.gameId)).slice(0, SHOWN);
  return (
    <Paper className={classes.strip} radius="md" p="xs" aria-busy={jackpots === undefined}>
      <Group gap="xs" wrap="nowrap" h="100%">
        <Text fw={800} size="sm" className={classes.title}>
          {t('games.jackpots.title')}
        </Text>
        <Box className={classes.pots}>
          {jackpots !== undefined && shown.length === 0 && games.size > 0 ? (
            <Text size="sm" c="yellow.1">
              {t('games.jackpots.none')}
            </Text>
          ) : null}
          {shown.map((jackpot) => {
            const game = games.get(jackpot.gameId)!;
            const name = game.gameName[language] ?? game.gameName['ja-JP'];
            return (
              <UnstyledButton key={jackpot.gameId} className={classes.pot} onClick={() => onOpen(game)}>
                <Text size="xs" truncate="end" c="yellow.1">
                  {name}
                </Text>
                <Text ff="monospace" fw={800} size="md" c="white" lh="22px">
                  <JackpotAmount jackpot={jackpot} language={language} />
                </Text>
              </UnstyledButton>
            );
          })}
        </Box>
      </Group>
    </Paper>
  );
}

import { Box, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '#web/api/player.ts';
import { useCommonConfig } from '#web/api/platform.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { HOME_ROW_SIZE, jackpotsQueryOptions, labelledGamesQueryOptions, useRecentGames, type Game } from '../api/games';
import { useGameActions } from '../hooks/use-game-actions';
import { thumbnailUrl } from '../utils/thumbnail-url';
import { LazyGameInfoSheet } from './lazy-game-info-sheet';
import { JackpotAmount } from './jackpot-amount';
import { GameTile, GameTileSkeleton } from './game-tile';
import classes from './home-game-sections.module.css';

/** Tiles of a first-screen row that a phone shows without scrolling: their pictures load at once. */
const FIRST_SCREEN_TILES = 3;

type Actions = ReturnType<typeof useGameActions>;

/**
 * One row of tiles that scrolls sideways; skeletons of the same size until it loads. Memoised: an
 * answer for one row (or for the page) does not draw the others again.
 */
const GameRow = memo(function GameRow({ title, games: arrived, actions, extra, firstScreen = false }: { title: string; games: readonly Game[] | undefined; actions: Actions; extra?: (game: Game) => React.ReactNode; firstScreen?: boolean }) {
  // The tiles render in the background, in slices that leave the main thread free between them
  // (a row of twelve at once blocked a phone for a fifth of a second); skeletons stay meanwhile.
  const games = useDeferredValue(arrived);
  const language = currentLanguage();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  const width = bigScreen ? 200 : 150;
  const imageHeight = Math.round((width * 3) / 4);
  return (
    <Box component="section" aria-label={title} className={classes.section}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <div className={classes.row} role={games ? 'list' : undefined} aria-busy={games === undefined}>
        {games
          ? games.map((game, index) => (
              <div key={game.gameId} role="listitem" className={classes.item}>
                <GameTile
                  game={game}
                  width={width}
                  imageHeight={imageHeight}
                  eager={firstScreen && index < FIRST_SCREEN_TILES}
                  imageUrl={thumbnailUrl(game.thumbnail, contentDomain)}
                  language={language}
                  labels={actions.labels}
                  favourite={actions.favouriteIds.has(game.gameId)}
                  launching={actions.launching === game.gameId}
                  onPlay={actions.onPlay}
                  onInfo={actions.onInfo}
                  onFavourite={actions.onFavourite}
                />
                {extra?.(game)}
              </div>
            ))
          : Array.from({ length: 6 }, (_, i) => <GameTileSkeleton key={i} width={width} imageHeight={imageHeight} />)}
      </div>
    </Box>
  );
});

/**
 * Home's game rows: new, popular, jackpots (ticking) and, for a player, recently played. The
 * content engineer's home composes it; it needs the games feature's strings (gamesLocales).
 */
export function HomeGameSections() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const loggedIn = useIsLoggedIn();
  const actions = useGameActions();
  const newest = useQuery(labelledGamesQueryOptions('NEW', HOME_ROW_SIZE)).data?.list;
  const hot = useQuery(labelledGamesQueryOptions('HOT', HOME_ROW_SIZE)).data?.list;
  const withJackpot = useQuery(labelledGamesQueryOptions('JACKPOT', 999)).data?.list;
  const jackpots = useQuery({ ...jackpotsQueryOptions(), refetchInterval: 60_000 }).data;
  const recent = useRecentGames().data;
  const jackpotGames = useMemo(() => {
    if (!withJackpot || !jackpots) return undefined;
    const byId = new Map(withJackpot.map((g) => [g.gameId, g]));
    return jackpots.flatMap((j) => (byId.has(j.gameId) ? [byId.get(j.gameId)!] : [])).slice(0, HOME_ROW_SIZE);
  }, [withJackpot, jackpots]);
  const jackpotOf = (game: Game) => jackpots?.find((j) => j.gameId === game.gameId);
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';

  return (
    <Stack gap="xl">
      <GameRow title={t('games.home.new')} games={newest} actions={actions} firstScreen />
      <GameRow title={t('games.home.hot')} games={hot} actions={actions} firstScreen />
      <GameRow
        title={t('games.home.jackpots')}
        games={jackpotGames}
        actions={actions}
        extra={(game) => {
          const jackpot = jackpotOf(game);
          return jackpot ? (
            <Text ff="monospace" fw={800} size="sm" c="red.9">
              <JackpotAmount jackpot={jackpot} language={language} />
            </Text>
          ) : null;
        }}
      />
      {loggedIn && recent && recent.length > 0 ? <GameRow title={t('games.home.recent')} games={recent} actions={actions} /> : null}
      <LazyGameInfoSheet
        game={actions.info}
        imageUrl={actions.info ? thumbnailUrl(actions.info.thumbnail, contentDomain) : ''}
        language={language}
        bigScreen={bigScreen}
        labels={actions.labels}
        gameTypeName={actions.info ? t(`games.playTypes.${actions.info.playType}`) : ''}
        jackpot={actions.info ? jackpotOf(actions.info) : undefined}
        launching={actions.launching === actions.info?.gameId}
        onPlay={actions.onPlay}
        onClose={actions.closeInfo}
      />
    </Stack>
  );
}

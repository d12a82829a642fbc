import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from '#web/api/player.ts';
import { useCommonConfig } from '#web/api/platform.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import {
  gameTypesQueryOptions,
  jackpotsQueryOptions,
  lobbyCodesQueryOptions,
  lobbyGamesQueryOptions,
  providersQueryOptions,
  useRecentGames,
  type Game,
  type LobbyCode,
} from '../api/games';
import { useGameActions } from '../hooks/use-game-actions';
import { useFilteredGames, useLobbyFilters, type LobbyTab } from '../hooks/use-lobby-filters';
import { LOBBY_TITLE_KEYS, lobbyAt } from '../utils/lobby';
import { thumbnailUrl } from '../utils/thumbnail-url';
import { GameGrid } from './game-grid';
import { LazyGameInfoSheet } from './lazy-game-info-sheet';
import { GameTile } from './game-tile';
import { JackpotStrip } from './jackpot-strip';
import { LobbyToolbar } from './lobby-toolbar';

/**
 * Every lobby (/pachinko, /slots, /live-casino, /sports-bet, /game, /baccart, /tablegame,
 * /roulette, /blackjack), one page told apart by its route: the lobby's games in one page of 999,
 * tabs by play or game type, favourites and recently played, a provider filter, search in kana,
 * romaji or kanji, ticking jackpots and an info sheet. Open to visitors; playing asks them to
 * register (the launch hook).
 */
export function Component() {
  const lobbyCode = lobbyAt(useLocation().pathname) ?? 'slots';
  return <Lobby key={lobbyCode} lobbyCode={lobbyCode} />;
}

function Lobby({ lobbyCode }: { lobbyCode: LobbyCode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const openAuth = useAppSettings((state) => state.openAuth);
  const loggedIn = useIsLoggedIn();
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  const filters = useLobbyFilters();

  const games = useQuery(lobbyGamesQueryOptions(lobbyCode));
  const lobby = useQuery(lobbyCodesQueryOptions()).data?.find((l) => l.lobbyCode === lobbyCode);
  const singlePlayType = lobby && lobby.playTypes.length === 1 ? lobby.playTypes[0] : undefined;
  const gameTypes = useQuery({ ...gameTypesQueryOptions(singlePlayType ?? 'SLOT'), enabled: singlePlayType !== undefined }).data;
  const providers = useQuery(providersQueryOptions(lobbyCode)).data;
  const jackpots = useQuery({ ...jackpotsQueryOptions(lobbyCode), refetchInterval: 60_000 }).data;
  const recent = useRecentGames();
  const actions = useGameActions();

  const byId = useMemo(() => new Map((games.data?.list ?? []).map((g) => [g.gameId, g])), [games.data]);
  const source: Game[] | undefined = useMemo(() => {
    if (!games.data) return undefined;
    if (filters.tab === 'favourites') return loggedIn ? actions.favouriteGames?.filter((g) => byId.has(g.gameId)) : [];
    if (filters.tab === 'recent') return loggedIn ? recent.data?.filter((g) => byId.has(g.gameId)) : [];
    return games.data.list;
  }, [games.data, filters.tab, loggedIn, actions.favouriteGames, recent.data, byId]);
  const shown = useFilteredGames(source, filters.tab, filters.provider, filters.query);

  const tabs = useMemo(() => {
    const list: { value: LobbyTab; label: string }[] = [{ value: 'all', label: t('games.tabs.all') }];
    if (lobby && lobby.playTypes.length > 1) for (const code of lobby.playTypes) list.push({ value: `play:${code}`, label: t(`games.playTypes.${code}`) });
    else if (gameTypes && gameTypes.length > 1) for (const type of gameTypes) list.push({ value: `type:${type.code}`, label: type.name[language] });
    list.push({ value: 'favourites', label: t('games.tabs.favourites') }, { value: 'recent', label: t('games.tabs.recent') });
    return list;
  }, [lobby, gameTypes, language, t]);

  const typeName = (game: Game) => gameTypes?.find((type) => type.code === game.gameType)?.name[language] ?? t(`games.playTypes.${game.playType}`);
  const personalTab = filters.tab === 'favourites' || filters.tab === 'recent';

  return (
    <PageFrame title={t(LOBBY_TITLE_KEYS[lobbyCode])}>
      <JackpotStrip jackpots={jackpots} games={byId} language={language} onOpen={actions.onInfo} />
      <LobbyToolbar
        tabs={tabs}
        tab={filters.tab}
        onTab={filters.setTab}
        providers={(providers ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.gameCount})` }))}
        provider={filters.provider}
        onProvider={filters.setProvider}
        query={filters.query}
        onQuery={filters.setQuery}
      />
      {games.isError ? (
        <Group role="alert" gap="sm">
          <Text c="red.8">{t('games.loadFailed')}</Text>
          <Button variant="default" size="xs" onClick={() => void games.refetch()}>
            {t('games.retry')}
          </Button>
        </Group>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status" h={20}>
            {shown ? t('games.count', { count: shown.length }) : ''}
          </Text>
          {personalTab && !loggedIn ? (
            <Stack gap="xs" align="flex-start">
              <Text>{t('games.loginForFavourites')}</Text>
              <Button onClick={() => openAuth('register')}>{t('games.register')}</Button>
            </Stack>
          ) : shown && shown.length === 0 ? (
            <Text>{filters.tab === 'favourites' && !filters.query && !filters.provider ? t('games.emptyFavourites') : filters.tab === 'recent' && !filters.query ? t('games.emptyRecent') : t('games.empty')}</Text>
          ) : (
            <GameGrid
              items={shown}
              label={t(LOBBY_TITLE_KEYS[lobbyCode])}
              itemKey={(game) => game.gameId}
              renderTile={(game, size) => (
                <GameTile
                  game={game}
                  width={size.width}
                  imageHeight={size.imageHeight}
                  eager={size.firstScreen}
                  imageUrl={thumbnailUrl(game.thumbnail, contentDomain)}
                  language={language}
                  labels={actions.labels}
                  favourite={actions.favouriteIds.has(game.gameId)}
                  launching={actions.launching === game.gameId}
                  onPlay={actions.onPlay}
                  onInfo={actions.onInfo}
                  onFavourite={actions.onFavourite}
                />
              )}
            />
          )}
        </Stack>
      )}
      <LazyGameInfoSheet
        game={actions.info}
        imageUrl={actions.info ? thumbnailUrl(actions.info.thumbnail, contentDomain) : ''}
        language={language}
        bigScreen={bigScreen}
        labels={actions.labels}
        gameTypeName={actions.info ? typeName(actions.info) : ''}
        jackpot={jackpots?.find((j) => j.gameId === actions.info?.gameId)}
        launching={actions.launching === actions.info?.gameId}
        onPlay={actions.onPlay}
        onClose={actions.closeInfo}
      />
    </PageFrame>
  );
}

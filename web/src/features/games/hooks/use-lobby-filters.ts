import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Game } from '../api/games';
import { gameMatcher } from '#common/game-search.ts';

/** Tabs of a lobby: everything, one play or game type, the player's favourites, recently played. */
export type LobbyTab = 'all' | 'favourites' | 'recent' | `play:${string}` | `type:${string}`;

const isTab = (value: string | null): value is LobbyTab =>
  value === 'all' || value === 'favourites' || value === 'recent' || /^(play|type):[A-Z_]{2,20}$/.test(value ?? '');

/**
 * The lobby's tab, provider and search text, kept in the address (?tab=&provider=&q=) so a
 * filtered lobby can be shared and survives a reload; each change replaces the entry rather
 * than piling up history.
 */
export function useLobbyFilters() {
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: LobbyTab = isTab(rawTab) ? rawTab : 'all';
  const provider = params.get('provider') ?? '';
  const query = params.get('q') ?? '';
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    tab,
    provider,
    query,
    setTab: (value: LobbyTab) => set('tab', value === 'all' ? '' : value),
    setProvider: (value: string) => set('provider', value),
    setQuery: (value: string) => set('q', value),
  };
}

/** The games a tab shows, then the provider and search filters; typing never blocks the grid. */
export function useFilteredGames(source: readonly Game[] | undefined, tab: LobbyTab, provider: string, query: string): Game[] | undefined {
  const deferredQuery = useDeferredValue(query);
  return useMemo(() => {
    if (!source) return undefined;
    const matches = gameMatcher(deferredQuery);
    return source.filter(
      (game) =>
        (!tab.startsWith('play:') || game.playType === tab.slice(5)) &&
        (!tab.startsWith('type:') || game.gameType === tab.slice(5)) &&
        (!provider || game.providerCode === provider) &&
        matches(game.gameName, game.kana),
    );
  }, [source, tab, provider, deferredQuery]);
}

import type { SitePattern } from '#web/lib/paths.ts';
import type { LobbyCode } from '../api/games';

/** Each lobby route and the lobby code the catalogue calls it by (getLobbyCodes). */
const LOBBY_BY_PATH: Record<string, LobbyCode> = {
  '/pachinko': 'pachinko',
  '/slots': 'slots',
  '/live-casino': 'live-casino',
  '/sports-bet': 'sports-bet',
  '/game': 'game',
  '/baccart': 'baccart',
  '/tablegame': 'tablegame',
  '/roulette': 'roulette',
  '/blackjack': 'blackjack',
} satisfies Partial<Record<SitePattern, LobbyCode>>;

/** The title key of each lobby (the route table's page titles). */
export const LOBBY_TITLE_KEYS: Record<LobbyCode, string> = {
  pachinko: 'pages.pachinko',
  slots: 'pages.slots',
  'live-casino': 'pages.liveCasino',
  'sports-bet': 'pages.sportsBet',
  game: 'pages.game',
  baccart: 'pages.baccarat',
  tablegame: 'pages.tableGame',
  roulette: 'pages.roulette',
  blackjack: 'pages.blackjack',
};

export function lobbyAt(pathname: string): LobbyCode | undefined {
  return LOBBY_BY_PATH[pathname.replace(/\/+$/, '') || '/'];
}

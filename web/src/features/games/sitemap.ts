import type { SitemapLink } from '../../lib/feature';
import { href } from '../../lib/paths';

/** The lobbies on /sitemap (the all-games lobby, /game, is not listed there). */
export const sitemap: SitemapLink[] = [
  { section: 'games', labelKey: 'pages.pachinko', to: href('/pachinko') },
  { section: 'games', labelKey: 'pages.liveCasino', to: href('/live-casino') },
  { section: 'games', labelKey: 'pages.slots', to: href('/slots') },
  { section: 'games', labelKey: 'pages.tableGame', to: href('/tablegame') },
  { section: 'games', labelKey: 'pages.baccarat', to: href('/baccart') },
  { section: 'games', labelKey: 'pages.roulette', to: href('/roulette') },
  { section: 'games', labelKey: 'pages.blackjack', to: href('/blackjack') },
  { section: 'games', labelKey: 'pages.sportsBet', to: href('/sports-bet') },
];

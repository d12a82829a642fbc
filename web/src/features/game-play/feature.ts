import { defineDialog } from '../../lib/dialogs/dialog-registry';
import { useDialogFlag } from '../../lib/dialogs/dialog-flags';
import { defineFeature } from '../../lib/feature';
import { withLocales } from '../../lib/i18n/i18n';
import { page, route } from '../../lib/routing/route';
import { noChrome } from '../../lib/routing/route-meta';
import { gamePlayLocales } from './locales';

/** A game to open (SPEC §4 "Game launch": query platformCode and gameId). */
interface GameQuery {
  platformCode: string;
  gameId: string;
  /** The catalogue's play type, when known: sports and live launch real play (web/src/api/game-launch.ts). */
  playType?: string;
  /** Free spins played with this launch (the promotions page's "play"). */
  bonusId?: string;
}

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/slotGame': GameQuery;
    /** AMIGO's machines on a big screen; without a game, the page says so. */
    '/pachinko-game': Partial<GameQuery>;
  }
}

declare module '../../lib/dialogs/dialog-flags' {
  interface DialogFlags {
    /** The game centre quick menu on phones (the tab bar's centre button). */
    'game-centre-menu': true;
  }
}

const gamePage = page(() => import('./components/game-page'), 'game-page', gamePlayLocales);

/** Playing a game: the game page, and the game centre quick menu on phones. */
export const feature = defineFeature({
  routes: [
    route('/pachinko-game', { meta: { titleKey: 'pages.pachinkoGame', hideFooter: true, hideTabBar: true, hideService: true }, lazy: gamePage }),
    route('/slotGame', { meta: { titleKey: 'pages.slotGame', ...noChrome }, lazy: gamePage }),
  ],
  dialogs: [
    defineDialog({
      id: 'game-centre-menu',
      load: () => withLocales(() => import('./components/game-centre-menu'), gamePlayLocales).then((m) => m.GameCentreMenu),
      useWanted: () => useDialogFlag('game-centre-menu'),
    }),
  ],
});

import { defineDialog } from '../../components/dialog-registry';
import { withLocales } from '../../lib/i18n/i18n';
import { useAppSettings } from '../../stores/app-settings';
import { gamePlayLocales } from './locales';

/** The game centre quick menu (phones), loaded the first time its flag is raised. */
export const gamePlayDialogs = [
  defineDialog({
    id: 'game-centre-menu',
    load: () => withLocales(() => import('./components/game-centre-menu'), gamePlayLocales).then((m) => m.GameCentreMenu),
    useWanted: () => useAppSettings((state) => state.dialogs.centreGame),
  }),
];

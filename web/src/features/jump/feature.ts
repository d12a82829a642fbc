import { usePlayer } from '../../api/player';
import { defineDialog } from '../../lib/dialogs/dialog-registry';
import { defineFeature } from '../../lib/feature';
import { withLocales } from '../../lib/i18n/i18n';
import { jumpLocales } from './locales';

/** The jump-to-main-site dialog (SPEC §2, §4, §9). */
export const feature = defineFeature({
  dialogs: [
    // Loaded only for a player it may still show to today; it decides itself when to open.
    defineDialog({
      id: 'jump-dialog',
      load: () => withLocales(() => import('./components/jump-dialog'), jumpLocales).then((m) => m.JumpDialog),
      useWanted: () => usePlayer()?.jump.flag === true,
    }),
  ],
});

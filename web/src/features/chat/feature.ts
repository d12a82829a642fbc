import { defineDialog } from '../../lib/dialogs/dialog-registry';
import { useDialogFlag } from '../../lib/dialogs/dialog-flags';
import { defineFeature } from '../../lib/feature';
import { withLocales } from '../../lib/i18n/i18n';
import { page, route } from '../../lib/routing/route';
import { chatLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/chat-history': NoArgs;
  }
}

/**
 * Live support: the chat widget over every page (its flag, 'chat-widget', is the shell's:
 * components/live-support opens it) and the player's transcripts in the account centre.
 */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/chat-history', {
      meta: { titleKey: 'pages.chatHistory', requiresLogin: true },
      accountMenu: 'account',
      lazy: page(() => import('./components/chat-history-page'), 'chat-history-page', chatLocales),
    }),
  ],
  dialogs: [
    defineDialog({
      id: 'chat-widget',
      load: () => withLocales(() => import('./components/chat-widget'), chatLocales).then((m) => m.ChatWidget),
      useWanted: () => useDialogFlag('chat-widget'),
    }),
  ],
});

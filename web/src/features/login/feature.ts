import type { ThirdPartyType } from '#generated/components/schemas/thirdPartyType.zod.ts';
import { defineDialog } from '../../lib/dialogs/dialog-registry';
import { defineFeature } from '../../lib/feature';
import { withLocales } from '../../lib/i18n/i18n';
import { page, route } from '../../lib/routing/route';
import { noChrome } from '../../lib/routing/route-meta';
import { useUserStore } from '../../stores/user';
import { loginLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    /** Where google, X and LINE send the player back after their consent page. */
    '/elseLogin/:type': { type: ThirdPartyType };
  }
}

/** Login: the third-party return page and the login notice (the forms live in the auth dialog). */
export const feature = defineFeature({
  routes: [
    route('/elseLogin/:type', {
      meta: { titleKey: 'pages.elseLogin', ...noChrome },
      lazy: page(() => import('./components/else-login-page').then((m) => ({ Component: m.ElseLoginPage })), 'else-login-page', loginLocales),
    }),
  ],
  dialogs: [
    // The login notice (a password the system set), raised by the login's answer.
    defineDialog({
      id: 'login-notice-dialog',
      load: () => withLocales(() => import('./components/login-notice-dialog'), loginLocales).then((m) => m.LoginNoticeDialog),
      useWanted: () => useUserStore((state) => state.loginNotice !== null),
    }),
  ],
});

import { useIsLoggedIn } from '../../api/player';
import { defineDialog } from '../../lib/dialogs/dialog-registry';
import { useDialogFlag } from '../../lib/dialogs/dialog-flags';
import { defineFeature } from '../../lib/feature';
import { withLocales } from '../../lib/i18n/i18n';
import { page, route } from '../../lib/routing/route';
import { noticesLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/notices': NoArgs;
    /** A notice of the player's (SPEC §2: `?id={recordId}`). */
    '/account/notice-detail': { id: string | number };
    '/account/login-records': NoArgs;
  }
}

declare module '../../lib/dialogs/dialog-flags' {
  interface DialogFlags {
    /** SPEC §3 "dialog flags (... notice ...)": raised by the login (api/finish-login). */
    'notice-dialog': true;
  }
}

const noticesPage = (importer: Parameters<typeof page>[0], name: string) => page(importer, name, noticesLocales);

/** Station messages (SPEC §7): the notices, one notice, the dialog after login, the login records. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/notices', {
      meta: { titleKey: 'pages.notices', requiresLogin: true },
      accountMenu: 'account',
      lazy: noticesPage(() => import('./components/notices-page'), 'notices-page'),
    }),
    route('/account/notice-detail', {
      meta: { titleKey: 'pages.noticeDetail', requiresLogin: true },
      lazy: noticesPage(() => import('./components/notice-detail-page'), 'notice-detail-page'),
    }),
    route('/account/login-records', {
      meta: { titleKey: 'pages.loginRecords', requiresLogin: true },
      accountMenu: 'account',
      lazy: noticesPage(() => import('./components/login-records-page'), 'login-records-page'),
    }),
  ],
  dialogs: [
    defineDialog({
      id: 'notice-dialog',
      load: () => withLocales(() => import('./components/notice-dialog'), noticesLocales).then((m) => m.NoticeDialog),
      useWanted: () => {
        const raised = useDialogFlag('notice-dialog');
        const loggedIn = useIsLoggedIn();
        return raised && loggedIn;
      },
    }),
  ],
});

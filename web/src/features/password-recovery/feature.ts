import { redirect } from 'react-router';
import { defineDialog } from '../../lib/dialogs/dialog-registry';
import { openDialog, useDialogFlag } from '../../lib/dialogs/dialog-flags';
import { defineFeature } from '../../lib/feature';
import { withLocales } from '../../lib/i18n/i18n';
import { href } from '../../lib/paths';
import { page, route } from '../../lib/routing/route';
import { noChrome } from '../../lib/routing/route-meta';
import { useAppSettings } from '../../stores/app-settings';
import { passwordRecoveryLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    /** Forgot password on small screens; a big screen gets the dialog over home instead. */
    '/resetPassword': NoArgs;
  }
}

declare module '../../lib/dialogs/dialog-flags' {
  interface DialogFlags {
    /** Big screens' forgot-password dialog (the login's "forgot password" opens it). */
    'forgot-password-dialog': true;
  }
}

/** /resetPassword is for small screens; a big screen gets the dialog over home instead. */
const resetPasswordGuard = () => {
  if (useAppSettings.getState().bigScreen) {
    openDialog('forgot-password-dialog');
    throw redirect(href('/'));
  }
  return null;
};

/** Password recovery: the page on small screens, the dialog on big ones. */
export const feature = defineFeature({
  routes: [
    route('/resetPassword', {
      meta: { titleKey: 'pages.resetPassword', ...noChrome },
      loader: resetPasswordGuard,
      lazy: page(() => import('./components/reset-password-page'), 'reset-password-page', passwordRecoveryLocales),
    }),
  ],
  dialogs: [
    defineDialog({
      id: 'forgot-password-dialog',
      load: () => withLocales(() => import('./components/forgot-password-dialog'), passwordRecoveryLocales).then((m) => m.ForgotPasswordDialog),
      useWanted: () => useDialogFlag('forgot-password-dialog'),
    }),
  ],
});

/**
 * Every dialog, drawer and widget that shows over any page, in the order they stack: the shell's
 * own (side nav and auth dialog first, the app's and the site's update offers last) around every
 * feature's, in the feature list's order (app/features.ts; the chat widget is the last feature's).
 * The layout renders them all; the features' join once their table has loaded (app/feature-table.ts).
 */
import { defineDialog, type DialogRegistration } from '../../lib/dialogs/dialog-registry';
import { useDialogFlag } from '../../lib/dialogs/dialog-flags';
import { useAppSettings } from '../../stores/app-settings';
import { withLocales } from '../../lib/i18n/i18n';
import { loginLocales } from '../../features/login/locales';
import { registrationLocales } from '../../features/registration/locales';
import { useAppUpdateOffer } from '../../lib/bridge/app-update';
import { useSiteUpdate } from '../../lib/pwa/site-update';
import type { Feature } from '../../lib/feature';

declare module '../../lib/dialogs/dialog-flags' {
  interface DialogFlags {
    /** The side nav on phones, with the language list (the header's burger, the tab bar's menu). */
    'side-nav': true;
  }
}

const shellDialogs = {
  sideNav: defineDialog({
    id: 'side-nav',
    load: () => import('../layouts/side-nav').then((m) => m.SideNav),
    useWanted: () => useDialogFlag('side-nav'),
  }),
  auth: defineDialog({
    id: 'auth-dialog',
    // The login and register tabs: both features' strings come with the dialog.
    load: () => withLocales(() => import('./auth-dialog'), loginLocales, registrationLocales).then((m) => m.AuthDialog),
    useWanted: () => useAppSettings((state) => state.auth.open),
  }),
  // The native app's new version, as the app announced it (bridge SHOW_UPDATE).
  appUpdate: defineDialog({
    id: 'app-update-dialog',
    load: () => import('../../components/app-update-dialog').then((m) => m.AppUpdateDialog),
    useWanted: () => useAppUpdateOffer((state) => state.offer !== null),
  }),
  // A new release of the site the service worker holds, taken on the player's word.
  siteUpdate: defineDialog({
    id: 'site-update-prompt',
    load: () => import('../../components/site-update-prompt').then((m) => m.SiteUpdatePrompt),
    useWanted: () => useSiteUpdate((state) => state.take !== null),
  }),
};

/**
 * /login and /register fetch the auth dialog (its chunk, its inputs, both features' strings) beside
 * home's page, from the route's loader, not once home has rendered and asked for it. A failure here
 * is left to the dialog's own load, which meets it again and shows the recovery screen.
 */
export function preloadAuthDialog(): void {
  shellDialogs.auth.load().catch(() => undefined);
}

/** The table with these features' dialogs (the site's: none until the features' table has arrived, app/feature-table.ts). */
export const dialogTableOf = (features: readonly Feature[]): readonly DialogRegistration[] => [
  shellDialogs.sideNav,
  shellDialogs.auth,
  ...features.flatMap((feature) => feature.dialogs ?? []),
  shellDialogs.appUpdate,
  shellDialogs.siteUpdate,
];

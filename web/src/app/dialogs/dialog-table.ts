/**
 * Every dialog, drawer and widget that shows over any page, in the order they stack. Features
 * register theirs in their own `dialogs.ts`; the shell's own are here. The layout renders them all.
 */
import { defineDialog, type DialogRegistration } from '../../components/dialog-registry';
import { loginDialogs } from '../../features/login/dialogs';
import { gamePlayDialogs } from '../../features/game-play/dialogs';
import { migrationDialogs } from '../../features/migration/dialogs';
import { passwordRecoveryDialogs } from '../../features/password-recovery/dialogs';
import { registrationDialogs } from '../../features/registration/dialogs';
import { useAppSettings } from '../../stores/app-settings';
import { withLocales } from '../../lib/i18n/i18n';
import { loginLocales } from '../../features/login/locales';
import { registrationLocales } from '../../features/registration/locales';

const shellDialogs = {
  sideNav: defineDialog({
    id: 'side-nav',
    load: () => import('../layouts/side-nav').then((m) => m.SideNav),
    useWanted: () => useAppSettings((state) => state.dialogs.sideNav),
  }),
  auth: defineDialog({
    id: 'auth-dialog',
    // The login and register tabs: both features' strings come with the dialog.
    load: () => withLocales(() => import('./auth-dialog'), loginLocales, registrationLocales).then((m) => m.AuthDialog),
    useWanted: () => useAppSettings((state) => state.auth.open),
  }),
  chat: defineDialog({
    id: 'chat-widget',
    load: () => import('../../components/chat-widget').then((m) => m.ChatWidget),
    useWanted: () => useAppSettings((state) => state.dialogs.chat),
  }),
};

export const dialogTable: readonly DialogRegistration[] = [
  shellDialogs.sideNav,
  shellDialogs.auth,
  ...registrationDialogs,
  ...loginDialogs,
  ...passwordRecoveryDialogs,
  ...migrationDialogs,
  ...gamePlayDialogs,
  shellDialogs.chat,
];

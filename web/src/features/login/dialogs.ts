import { defineDialog } from '../../components/dialog-registry';
import { useUserStore } from '../../stores/user';
import { withLocales } from '../../lib/i18n/i18n';
import { loginLocales } from './locales';

/** The login notice (a password the system set), raised by the login's answer. */
export const loginDialogs = [
  defineDialog({
    id: 'login-notice-dialog',
    load: () => withLocales(() => import('./components/login-notice-dialog'), loginLocales).then((m) => m.LoginNoticeDialog),
    useWanted: () => useUserStore((state) => state.loginNotice !== null),
  }),
];

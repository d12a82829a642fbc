import { defineDialog } from '../../components/dialog-registry';
import { useUserStore } from '../../stores/user';

/** The login notice (a password the system set), raised by the login's answer. */
export const loginDialogs = [
  defineDialog({
    id: 'login-notice-dialog',
    load: () => import('./components/login-notice-dialog').then((m) => m.LoginNoticeDialog),
    useWanted: () => useUserStore((state) => state.loginNotice !== null),
  }),
];

import { defineDialog } from '../../components/dialog-registry';
import { useAppSettings } from '../../stores/app-settings';
import { withLocales } from '../../lib/i18n/i18n';
import { passwordRecoveryLocales } from './locales';

/** Big screens' forgot-password dialog (small screens have the /resetPassword page). */
export const passwordRecoveryDialogs = [
  defineDialog({
    id: 'forgot-password-dialog',
    load: () => withLocales(() => import('./components/forgot-password-dialog'), passwordRecoveryLocales).then((m) => m.ForgotPasswordDialog),
    useWanted: () => useAppSettings((state) => state.dialogs.forgetPassword),
  }),
];

import { defineDialog } from '../../components/dialog-registry';
import { useAppSettings } from '../../stores/app-settings';

/** Big screens' forgot-password dialog (small screens have the /resetPassword page). */
export const passwordRecoveryDialogs = [
  defineDialog({
    id: 'forgot-password-dialog',
    load: () => import('./components/forgot-password-dialog').then((m) => m.ForgotPasswordDialog),
    useWanted: () => useAppSettings((state) => state.dialogs.forgetPassword),
  }),
];

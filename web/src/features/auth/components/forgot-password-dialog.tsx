import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DialogShell } from '../../../components/dialog-shell';
import { useAppSettings } from '../../../stores/app-settings';
import { ForgotPasswordPanel } from './forgot-password-panel';

/** Big screens: the forgot-password frame in a dialog (small screens use /resetPassword). */
export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const opened = useAppSettings((state) => state.dialogs.forgetPassword);
  const setDialog = useAppSettings((state) => state.setDialog);
  const navigate = useNavigate();
  const close = () => setDialog('forgetPassword', false);
  return (
    <DialogShell opened={opened} onClose={close} title={t('forgotPassword.title')} size="md">
      <ForgotPasswordPanel
        onLiveSupport={() => {
          close();
          navigate('/contact');
        }}
      />
    </DialogShell>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DialogShell } from '../../../components/dialog-shell';
import { openLiveSupport } from '../../../components/live-support';
import { useAppSettings } from '../../../stores/app-settings';
import { ForgotPasswordPanel } from './forgot-password-panel';

/** SPEC §4, §9: on big screens the dialog closes 1 s after a reset, so the toast is read first. */
const RESET_CLOSE_DELAY_MS = 1000;

/** Big screens: forgot password in a dialog (small screens use the /resetPassword page). */
export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const opened = useAppSettings((state) => state.dialogs.forgetPassword);
  const setDialog = useAppSettings((state) => state.setDialog);
  const navigate = useNavigate();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    clearTimeout(closeTimer.current);
    setDialog('forgetPassword', false);
  };

  return (
    <DialogShell opened={opened} onClose={close} title={t('forgotPassword.title')} size="md">
      <ForgotPasswordPanel
        onLiveSupport={() => {
          close();
          openLiveSupport(navigate);
        }}
        onReset={() => {
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(close, RESET_CLOSE_DELAY_MS);
        }}
      />
    </DialogShell>
  );
}

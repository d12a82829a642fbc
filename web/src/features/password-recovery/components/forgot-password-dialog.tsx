import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { openLiveSupport } from '#web/components/live-support.ts';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { closeDialog, useDialogFlag } from '#web/lib/dialogs/dialog-flags.ts';

/** SPEC §4, §9: on big screens the dialog closes 1 s after a reset, so the toast is read first. */
const RESET_CLOSE_DELAY_MS = 1000;

/** Big screens: forgot password in a dialog (small screens use the /resetPassword page). */
export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const opened = useDialogFlag('forgot-password-dialog');
  const navigate = useNavigate();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    clearTimeout(closeTimer.current);
    closeDialog('forgot-password-dialog');
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

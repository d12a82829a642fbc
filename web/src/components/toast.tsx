/**
 * The global toast (SPEC §2): Mantine notifications that close after 3 s, with a visible
 * countdown (the seconds left and the auto-close progress bar).
 */
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';

export const TOAST_MS = 3000;

export type ToastLevel = 'info' | 'success' | 'warning' | 'error';

const colors: Record<ToastLevel, string> = { info: 'blue', success: 'teal', warning: 'yellow', error: 'red' };

function ToastCountdown({ message }: { message: React.ReactNode }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(TOAST_MS / 1000);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(1, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <span>{message}</span>
      <span className="toast-countdown" aria-hidden="true">
        {t('toast.closesIn', { seconds })}
      </span>
    </>
  );
}

export function showToast(message: React.ReactNode, level: ToastLevel = 'info'): void {
  notifications.show({
    message: <ToastCountdown message={message} />,
    color: colors[level],
    autoClose: TOAST_MS,
    withAutoCloseProgress: true,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('toast.close') },
    'data-level': level,
  });
}

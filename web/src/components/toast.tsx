/**
 * The global toast (SPEC §2): Mantine notifications that close after 3 s, with a visible
 * countdown (the seconds left and the auto-close progress bar).
 */
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';

const TOAST_MS = 3000;

/** Mantine's auto-close progress bar inside a notification. */
const PROGRESS_BAR = '[style*="--notifications-progress-duration"]';

type ToastLevel = 'info' | 'success' | 'warning' | 'error';

const colors: Record<ToastLevel, string> = { info: 'blue', success: 'teal', warning: 'yellow', error: 'red' };

/**
 * Seconds left before the toast closes. Mantine pauses auto-close while the toast is hovered or
 * focused and starts the full 3 s again afterwards; its progress bar shows that state
 * (`data-paused`, and a new bar element per cycle), so the countdown follows the bar.
 */
function ToastCountdown({ message }: { message: React.ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState(TOAST_MS / 1000);
  useEffect(() => {
    const root = ref.current?.closest('[data-level]');
    let bar: Element | null = null;
    let cycleStart = Date.now();
    const follow = () => {
      const current = root?.querySelector(PROGRESS_BAR) ?? null;
      if (current !== bar || current?.hasAttribute('data-paused')) cycleStart = Date.now();
      bar = current;
    };
    const render = () => {
      follow();
      setSeconds(Math.max(1, Math.ceil((TOAST_MS - (Date.now() - cycleStart)) / 1000)));
    };
    follow();
    // A new cycle is caught the moment the bar is replaced, not at the next tick.
    const observer = new MutationObserver(render);
    if (root) observer.observe(root, { childList: true, subtree: true, attributeFilter: ['data-paused'] });
    const timer = setInterval(render, 250);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, []);
  return (
    <>
      <span>{message}</span>
      <span ref={ref} className="toast-countdown" aria-hidden="true">
        {t('toast.closesIn', { seconds })}
      </span>
    </>
  );
}

/**
 * One toast per cause: the same text at the same level while it is still on screen is not shown
 * twice (three calls timing out together say "timed out" once, not three times over an empty page).
 */
export function showToast(message: React.ReactNode, level: ToastLevel = 'info'): void {
  notifications.show({
    ...(typeof message === 'string' && { id: `toast:${level}:${message}` }),
    message: <ToastCountdown message={message} />,
    color: colors[level],
    autoClose: TOAST_MS,
    withAutoCloseProgress: true,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('toast.close') },
    'data-level': level,
  });
}

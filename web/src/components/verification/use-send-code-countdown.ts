import { useCallback, useSyncExternalStore } from 'react';
import { useAppSettings, type SendCodeForm } from '../../stores/app-settings';
import { serverNow } from '../../lib/time/server-time';

/** Whole seconds until `availableAt`, rounded up: 60 right after sending, 0 once it may resend. */
const secondsUntil = (availableAt: number, now: number = serverNow()): number =>
  Math.max(0, Math.ceil((availableAt - now) / 1000));

/**
 * A form's send-code countdown (SPEC §4: 60 s, kept across reopening and reloads). The moment it
 * ends lives in the app settings store, which keeps it in storage; this hook only reads the clock,
 * the server's (lib/time/server-time: the server enforces the same wait by its own time, and QA
 * moving the mock clock ends it). Each tick is scheduled for the next whole second of the
 * remaining time, so the label changes on time after a reload and fake timers or Playwright's
 * clock drive it.
 */
export function useSendCodeCountdown(form: SendCodeForm) {
  const availableAt = useAppSettings((state) => state.sendCodeAvailableAt[form] ?? 0);
  const startSendCodeCountdown = useAppSettings((state) => state.startSendCodeCountdown);

  const subscribe = useCallback(
    (onTick: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const remaining = availableAt - serverNow();
        if (remaining <= 0) return;
        timer = setTimeout(() => {
          onTick();
          schedule();
        }, remaining % 1000 || 1000);
      };
      schedule();
      return () => clearTimeout(timer);
    },
    [availableAt],
  );
  const secondsLeft = useSyncExternalStore(subscribe, () => secondsUntil(availableAt));

  /** Call when the code was sent: the button counts down from `seconds` (60 by default). */
  const start = useCallback((seconds?: number) => startSendCodeCountdown(form, seconds), [form, startSendCodeCountdown]);

  return { secondsLeft, counting: secondsLeft > 0, start };
}

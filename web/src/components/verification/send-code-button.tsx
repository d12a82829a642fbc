import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SendCodeForm } from '../../stores/app-settings';
import { useSendCodeCountdown } from './use-send-code-countdown';

interface SendCodeButtonProps extends Omit<ButtonProps, 'children' | 'disabled' | 'loading'> {
  /** Which form's countdown this button shows; each form counts on its own. */
  form: SendCodeForm;
  /**
   * False until the form may send (SPEC §5: the phone or e-mail is filled in and valid). The
   * slider captcha comes after the click: `onSend` opens it, sends, and on success calls the
   * countdown's `start` (from useSendCodeCountdown with the same form).
   */
  canSend: boolean;
  onSend: () => void;
  /** The captcha is open or the send request is in flight. */
  pending?: boolean;
}

/** SEND, then "59 s" … "1 s" for 60 s after a code went out, then SEND again (SPEC §4). */
export function SendCodeButton({ form, canSend, onSend, pending = false, ...props }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { secondsLeft, counting } = useSendCodeCountdown(form);
  return (
    <Button
      variant="light"
      miw={112}
      {...props}
      type="button"
      disabled={counting || !canSend}
      loading={pending && !counting}
      onClick={onSend}
      // The visible "59 s" stays part of the name, so the label matches what is seen.
      aria-label={counting ? t('sendCode.resendIn', { seconds: secondsLeft }) : undefined}
    >
      {counting ? t('sendCode.countdown', { seconds: secondsLeft }) : t('sendCode.send')}
    </Button>
  );
}

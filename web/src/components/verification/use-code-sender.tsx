/**
 * The send-code sequence every code form shares (SPEC §4, §5, §8): ask the server whether a code
 * may go out, open the slider captcha, send with the solved slider, start the 60 s countdown and
 * say "code sent". A failed send leaves nothing solved behind: the next try opens a new puzzle.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from '../../../../generated/phoenix/phoenix';
import { showToast } from '../toast';
import type { SendCodeForm } from '../../stores/app-settings';
import { checkPuzzle, loadPuzzle, type SolvedSlider } from '../../api/verification';
import { SliderCaptcha } from './slider-captcha';
import { errorMessage, retryAfterSeconds } from '../../lib/http/error-message';
import { useSendCodeCountdown } from './use-send-code-countdown';

export interface CodeSenderOptions {
  form: SendCodeForm;
  /** Where the slider is shown (captchaUse). */
  use: number;
  /** Seconds until a code may go out (0 now); throws for "no such account" and the like. */
  precheck?: () => Promise<number>;
  send: (slider: SolvedSlider) => Promise<CodeSent | string>;
  onSent?: (sent: CodeSent | string) => void;
}

export interface CodeSender {
  /** The SEND button's click. */
  start: () => void;
  pending: boolean;
  /** Why the last try failed, in the player's language. */
  error: string | null;
  /** The slider dialog; render it inside the form's tree. */
  captcha: ReactNode;
}

export function useCodeSender({ form, use, precheck, send, onSent }: CodeSenderOptions): CodeSender {
  const { t } = useTranslation();
  const countdown = useSendCodeCountdown(form);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback(
    (cause: unknown) => {
      const wait = retryAfterSeconds(cause);
      if (wait) countdown.start(wait);
      setError(errorMessage(cause, t));
    },
    [countdown, t],
  );

  const start = useCallback(() => {
    setError(null);
    if (!precheck) {
      setCaptchaOpen(true);
      return;
    }
    setPending(true);
    precheck()
      .then((wait) => {
        if (wait > 0) countdown.start(wait);
        else setCaptchaOpen(true);
      })
      .catch(fail)
      .finally(() => setPending(false));
  }, [countdown, fail, precheck]);

  const onSolved = useCallback(
    (slider: SolvedSlider) => {
      setCaptchaOpen(false);
      setPending(true);
      send(slider)
        .then((sent) => {
          countdown.start(typeof sent === 'string' ? undefined : sent.retryAfterSeconds || undefined);
          showToast(t('user.authDialog.sendSuc'), 'success');
          onSent?.(sent);
        })
        .catch(fail)
        .finally(() => setPending(false));
    },
    [countdown, fail, onSent, send, t],
  );

  const captcha = (
    <SliderCaptcha
      opened={captchaOpen}
      onClose={() => setCaptchaOpen(false)}
      load={() => loadPuzzle(use)}
      verify={(captchaId, answer) => checkPuzzle(use, captchaId, answer)}
      onSuccess={onSolved}
    />
  );

  return { start, pending: pending || captchaOpen, error, captcha };
}

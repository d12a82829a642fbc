/**
 * The send-code sequence every code form shares (SPEC §4, §5, §8): ask the server whether a code
 * may go out, open the slider captcha, send with the solved slider, start the 60 s countdown and
 * say "code sent". A failed send leaves nothing solved behind: the next try opens a new puzzle.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from '#generated/phoenix/verification.ts';
import { queryClient } from '../../lib/query/query-client';
import { showToast } from '../toast';
import type { SendCodeForm } from '../../stores/app-settings';
import { checkPuzzle, loadPuzzle, type SolvedSlider } from '../../api/verification';
import { SliderCaptcha } from './slider-captcha';
import { errorMessage, retryAfterSeconds } from '../../lib/http/error-message';
import { useSendCodeCountdown } from './use-send-code-countdown';

interface CodeSenderOptions {
  form: SendCodeForm;
  /** Where the slider is shown (captchaUse). */
  use: number;
  /** Seconds until a code may go out (0 now); throws for "no such account" and the like. */
  precheck?: () => Promise<number>;
  send: (slider: SolvedSlider) => Promise<CodeSent | string>;
  onSent?: (sent: CodeSent | string) => void;
}

interface CodeSender {
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

  const fail = useCallback((cause: unknown) => {
    const wait = retryAfterSeconds(cause);
    if (wait) countdown.start(wait);
  }, [countdown]);

  // "May a code go out?" then, after the slider, the send: each a mutation whose isPending is the
  // SEND button's spinner and whose error is the line under the field. On the site's one client,
  // named here, so every form with a SEND button works without a provider above it.
  const asking = useMutation({
    mutationFn: (check: () => Promise<number>) => check(),
    onSuccess: (wait) => {
      if (wait > 0) countdown.start(wait);
      else setCaptchaOpen(true);
    },
    onError: fail,
  }, queryClient);
  const sending = useMutation({
    mutationFn: send,
    onSuccess: (sent) => {
      countdown.start(typeof sent === 'string' ? undefined : sent.retryAfterSeconds || undefined);
      showToast(t('user.authDialog.sendSuc'), 'success');
      onSent?.(sent);
    },
    onError: fail,
  }, queryClient);
  const { mutate: ask, reset: resetAsking } = asking;
  const { mutate: sendWith, reset: resetSending } = sending;

  const start = useCallback(() => {
    resetAsking();
    resetSending();
    if (precheck) ask(precheck);
    else setCaptchaOpen(true);
  }, [ask, precheck, resetAsking, resetSending]);

  const onSolved = useCallback(
    (slider: SolvedSlider) => {
      setCaptchaOpen(false);
      sendWith(slider);
    },
    [sendWith],
  );

  const failure = asking.error ?? sending.error;
  const error = failure ? errorMessage(failure, t) : null;

  const captcha = (
    <SliderCaptcha
      opened={captchaOpen}
      onClose={() => setCaptchaOpen(false)}
      load={() => loadPuzzle(use)}
      verify={(captchaId, answer) => checkPuzzle(use, captchaId, answer)}
      onSuccess={onSolved}
    />
  );

  return { start, pending: asking.isPending || sending.isPending || captchaOpen, error, captcha };
}

import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecoveredAccount } from '#generated/phoenix/access.ts';
import type { SolvedSlider } from '#web/api/verification.ts';
import { CodeField } from '#web/components/form/code-field.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { SendCodeButton } from '#web/components/verification/send-code-button.tsx';
import { useCodeSender } from '#web/components/verification/use-code-sender.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { fieldHint } from '#web/lib/http/error-codes.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { checkCode } from '#web/lib/validation/validation.ts';
import { translateRules } from '#web/lib/validation/form-rules.ts';
import { accountToReset } from '../api/forgot-password';
import type { ResetChannel } from './reset-channels';

/** A verified step 1: which account step 2 resets, and how (the channel's reset call). */
export interface Verified {
  account: RecoveredAccount;
  reset: (password: string) => Promise<void>;
}

/** Answers that belong under the code field rather than above the button (the contract's hints). */
const isCodeFieldError = (error: unknown): error is ApiError => error instanceof ApiError && fieldHint('verifyValidationCode', error.code) === 'code';

/** A code went out; verify and reset need its captchaId. */
interface SentCode {
  captchaId: string;
  /** The target it went to (the channel's `target`): another address needs another code. */
  to: string;
}

interface Values {
  contact: string;
  code: string;
}

interface VerifyStepProps<Extra> {
  channel: ResetChannel<Extra>;
  onVerified: (verified: Verified) => void;
}

/** Step 1 of either channel: the contact, SEND behind the slider, the code, Next. */
export function VerifyStep<Extra>({ channel, onVerified }: VerifyStepProps<Extra>) {
  const { t } = useTranslation();
  const [extra, setExtra] = channel.useExtra();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { contact: '', code: '' },
    validateInputOnBlur: true,
    validate: translateRules<Values>({ contact: (value) => channel.check(channel.normalize(value), extra), code: checkCode }, t),
  });
  const contact = channel.normalize(form.values.contact);
  const { code } = form.values;
  const contactValid = channel.check(contact, extra) === null;
  const target = channel.target(contact, extra);
  const codeSent = sent?.to === target ? sent : null;

  const sender = useCodeSender({
    form: channel.sendForm,
    use: channel.captchaUse,
    precheck: useCallback(() => channel.precheck(contact, extra), [channel, contact, extra]),
    send: useCallback(
      async (slider: SolvedSlider) => {
        // SPEC §8: a failed send leaves nothing behind to verify against.
        setSent(null);
        const captchaId = await channel.send(slider, contact, extra);
        setSent({ captchaId, to: channel.target(contact, extra) });
        return captchaId;
      },
      [channel, contact, extra],
    ),
  });

  // Returns the promise: the form's `submitting` covers the whole verification.
  const submit = form.onSubmit(async (values) => {
    if (!codeSent) return;
    setFailure(null);
    try {
      const { captchaId } = codeSent;
      const verifiedContact = channel.normalize(values.contact);
      await channel.verify(captchaId, values.code, verifiedContact, extra);
      const account = await accountToReset(captchaId);
      onVerified({ account, reset: (password) => channel.reset(captchaId, verifiedContact, extra, password) });
    } catch (error) {
      if (isCodeFieldError(error)) form.setFieldError('code', errorMessage(error, t));
      else setFailure(errorMessage(error, t));
    }
  });

  const { Field } = channel;
  // A full code typed before any was sent cannot be checked: say why Next stays off.
  const hint = codeSent ? t('forgotPassword.codeSentTo', { target: channel.shownAs(contact, extra) }) : code.length > 0 ? t('forgotPassword.sendFirst') : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(channel.introKey)}
        </Text>
        <Field
          value={form.values.contact}
          onChange={(next) => form.setFieldValue('contact', next)}
          onBlur={() => form.validateField('contact')}
          error={form.errors.contact}
          extra={extra}
          onExtraChange={(next) => {
            setExtra(next);
            form.clearFieldError('contact');
          }}
        />
        <Stack gap={4}>
          <CodeField
            value={code}
            onChange={(next) => form.setFieldValue('code', next)}
            onBlur={() => form.validateField('code')}
            error={form.errors.code}
            sendButton={<SendCodeButton form={channel.sendForm} canSend={contactValid} onSend={sender.start} pending={sender.pending} />}
          />
          {hint && !form.errors.code ? (
            <Text size="xs" c="dimmed" aria-live="polite">
              {hint}
            </Text>
          ) : null}
        </Stack>
        <FormError>{sender.error ?? failure}</FormError>
        <Button type="submit" fullWidth disabled={!contactValid || checkCode(code) !== null || !codeSent} loading={form.submitting}>
          {t('forgotPassword.next')}
        </Button>
      </Stack>
      {sender.captcha}
    </form>
  );
}

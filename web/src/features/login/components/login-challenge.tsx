import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/http/errors.ts';
import { codes, fieldHint } from '#web/lib/http/error-codes.ts';
import { answerChallenge, attemptLogin, type PendingChallenge } from '../api/login';
import { finishLogin } from '#web/api/finish-login.ts';
import { useSendCodeCountdown } from '#web/components/verification/use-send-code-countdown.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { checkCode } from '#web/lib/validation/validation.ts';
import { CodeField } from '#web/components/form/code-field.tsx';
import { FormError } from '#web/components/form/form-error.tsx';

interface LoginChallengeProps {
  pending: PendingChallenge;
  afterLogin: () => Promise<void>;
  onChallenge: (pending: PendingChallenge) => void;
  onBack: () => void;
  onDone: () => void;
}

/** A recovery code as the security settings show it (security.yaml RecoveryCodes). */
const RECOVERY_CODE = /^[A-Z2-9]{5}-[A-Z2-9]{5}$/;

/** Title and explanation per code (SPEC §8): the safety check, and the three second factors. */
const texts = {
  [codes.loginSafetyCheck]: { title: 'auth.challenge.safetyTitle', body: 'auth.challenge.safetyBody' },
  [codes.googleCodeRequired]: { title: 'auth.challenge.googleTitle', body: 'auth.challenge.googleBody' },
  [codes.emailCodeRequired]: { title: 'auth.challenge.emailTitle', body: 'auth.challenge.emailBody' },
  [codes.phoneCodeRequired]: { title: 'auth.challenge.phoneTitle', body: 'auth.challenge.phoneBody' },
} as const;

/**
 * The extra step some logins ask for. For e-mail and SMS codes the server sent one with its
 * answer; "send again" repeats the challenged request, which makes it send a new one.
 */
export function LoginChallenge({ pending, afterLogin, onChallenge, onBack, onDone }: LoginChallengeProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const countdown = useSendCodeCountdown('login');
  const { securityResp } = pending.challenge;
  const target = securityResp.securityItem === 'PHONE' ? securityResp.mobilePhone : securityResp.email;
  const sendsCodes = pending.code !== codes.googleCodeRequired;
  // Lost the phone with the app: a recovery code (shown when the authenticator was turned on) stands in, once each.
  const [recovery, setRecovery] = useState(false);
  const text = texts[pending.code];
  const invalid = recovery ? !RECOVERY_CODE.test(code.trim()) : checkCode(code) !== null;
  const ruleError = touched && !recovery ? checkCode(code) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setCodeError(null);
    setBusy(true);
    try {
      const attempt = await answerChallenge(pending, code.trim());
      if (attempt.kind === 'challenge') {
        onChallenge(attempt.pending);
        return;
      }
      await afterLogin();
      await finishLogin(attempt.result);
      onDone();
    } catch (error) {
      // A wrong or expired code belongs under the field (the contract's hint); anything else above the button.
      if (error instanceof ApiError && fieldHint('login', error.code) === 'authenticationCode') setCodeError(error.msg || t('common.validtor.codeError'));
      else setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const attempt = await attemptLogin(pending.request);
      if (attempt.kind === 'challenge') {
        countdown.start(attempt.pending.challenge.retryAfterSeconds || undefined);
        onChallenge(attempt.pending);
      }
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(text.title)}
        </Title>
        <Text size="sm">{t(text.body, { target: target ?? '' })}</Text>
        {recovery ? (
          <TextInput
            label={t('auth.challenge.recoveryCode')}
            placeholder="XXXXX-XXXXX"
            autoComplete="one-time-code"
            maxLength={11}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
            error={codeError}
          />
        ) : (
          <CodeField
            value={code}
            onChange={setCode}
            onBlur={() => setTouched(true)}
            error={codeError ?? (ruleError ? t(ruleError) : null)}
            label={pending.code === codes.googleCodeRequired ? t('auth.challenge.authenticatorCode') : undefined}
            sendButton={
              sendsCodes ? (
                <Button variant="light" onClick={() => void resend()} disabled={countdown.counting || busy} miw={112}>
                  {countdown.counting ? t('sendCode.countdown', { seconds: countdown.secondsLeft }) : t('auth.challenge.resend')}
                </Button>
              ) : null
            }
          />
        )}
        {pending.code === codes.googleCodeRequired ? (
          <Group justify="flex-end">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setRecovery((using) => !using);
                setCode('');
                setCodeError(null);
              }}
            >
              {recovery ? t('auth.challenge.useAuthenticator') : t('auth.challenge.useRecoveryCode')}
            </Anchor>
          </Group>
        ) : null}
        <FormError>{failure}</FormError>
        <Button type="submit" fullWidth disabled={invalid} loading={busy}>
          {t('auth.challenge.submit')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('auth.challenge.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

import { Anchor, Divider, Group, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { codes } from '#web/lib/http/error-codes.ts';
import type { PendingChallenge } from '../api/login';
import { LoginChallenge } from './login-challenge';
import { LoginCodeForm } from './login-code-form';
import { LoginPasswordForm } from './login-password-form';
import { ThirdPartyButtons } from './third-party-buttons';
import { GuestButton } from './guest-button';
import { isInApp } from '#web/lib/bridge/bridge.ts';
import { href } from '#web/lib/paths.ts';
import { openDialog } from '#web/lib/dialogs/dialog-flags.ts';

type Mode = 'password' | 'code';

interface Challenge {
  pending: PendingChallenge;
  afterLogin: () => Promise<void>;
}

/** The login tab (SPEC §2): password or code mode, the extra steps, forgot password, third parties, and in the app guest play. */
export function LoginPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const startCountdown = useAppSettings((state) => state.startSendCodeCountdown);
  const [mode, setMode] = useState<Mode>('password');
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const onChallenge = (pending: PendingChallenge, afterLogin: () => Promise<void>) => {
    // E-mail and SMS steps arrive with a code just sent: "send again" waits its 60 s.
    if (pending.code !== codes.googleCodeRequired) startCountdown('login', pending.challenge.retryAfterSeconds || undefined);
    setChallenge({ pending, afterLogin });
  };

  if (challenge) {
    return (
      <LoginChallenge
        pending={challenge.pending}
        afterLogin={challenge.afterLogin}
        onChallenge={(pending) => setChallenge({ pending, afterLogin: challenge.afterLogin })}
        onBack={() => setChallenge(null)}
        onDone={onDone}
      />
    );
  }

  const forgotPassword = () => {
    onDone();
    // SPEC §2: a dialog on big screens, the /resetPassword page on small ones.
    if (bigScreen) openDialog('forgot-password-dialog');
    else navigate(href('/resetPassword'));
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'password', label: t('auth.byPassword') },
          { value: 'code', label: t('auth.byCode') },
        ]}
        aria-label={t('auth.loginMode')}
      />
      {mode === 'password' ? (
        <LoginPasswordForm onChallenge={onChallenge} onDone={onDone} />
      ) : (
        <LoginCodeForm onChallenge={onChallenge} onDone={onDone} />
      )}
      <Group justify="flex-end">
        <Anchor component="button" type="button" size="sm" onClick={forgotPassword}>
          {t('auth.forgotPassword')}
        </Anchor>
      </Group>
      {!bigScreen ? (
        <>
          <Divider label={t('auth.orContinueWith')} labelPosition="center" />
          <ThirdPartyButtons />
        </>
      ) : null}
      {/* SPEC §6: guest device login exists in the app only. */}
      {isInApp() ? <GuestButton onDone={onDone} /> : null}
    </Stack>
  );
}

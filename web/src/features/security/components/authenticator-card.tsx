import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '#web/components/qr-code.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { confirmAuthenticatorCode, newRecoveryCodes, startAuthenticator, turnAuthenticatorOff, type SecuritySettings } from '../api/security';
import { CodeStep } from './code-step';
import { RecoveryCodes } from './recovery-codes';

type Step = { kind: 'idle' } | { kind: 'setup' } | { kind: 'off' } | { kind: 'renew' } | { kind: 'codes'; codes: string[] };

/**
 * The authenticator app: on with a QR code of the otpauth:// URI (or the secret typed by hand)
 * and the app's first code, which answers the recovery codes; off, or new recovery codes, with a
 * code from the app or a recovery code.
 */
export function AuthenticatorCard({ settings }: { settings: SecuritySettings }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const setup = useMutation({ mutationFn: startAuthenticator, onSuccess: () => setStep({ kind: 'setup' }) });
  const on = settings.secondFactor === 'GOOGLE';
  const otherOn = settings.secondFactor !== 'NONE' && !on;
  const idle = () => setStep({ kind: 'idle' });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="authenticator-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id="authenticator-title">
            {t('security.authenticator.title')}
          </Title>
          <Badge color={on ? 'teal.9' : 'gray.9'}>{on ? t('security.on') : t('security.off')}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('security.authenticator.about')}
        </Text>
        {step.kind === 'codes' ? (
          <RecoveryCodes codes={step.codes} onDone={idle} />
        ) : step.kind === 'setup' && setup.data ? (
          <CodeStep
            label={t('security.authenticator.codeFromApp')}
            submit={t('security.authenticator.turnOn')}
            onCancel={idle}
            onSubmit={async (code) => setStep({ kind: 'codes', codes: await confirmAuthenticatorCode(code) })}
          >
            <Text size="sm">{t('security.authenticator.scan')}</Text>
            <Group gap="md" align="flex-start">
              <QrCode value={setup.data.otpauthUri} label={t('security.authenticator.qr')} />
              <Stack gap={4} maw={320}>
                <Text size="sm">{t('security.authenticator.typeSecret')}</Text>
                <Code block aria-label={t('security.authenticator.secret')} style={{ overflowWrap: 'anywhere' }}>
                  {setup.data.secret}
                </Code>
              </Stack>
            </Group>
          </CodeStep>
        ) : step.kind === 'off' ? (
          <CodeStep label={t('security.authenticator.codeFromApp')} submit={t('security.authenticator.turnOff')} recoveryCodeAllowed onCancel={idle} onSubmit={async (code) => {
            await turnAuthenticatorOff(code);
            idle();
          }} />
        ) : step.kind === 'renew' ? (
          <CodeStep label={t('security.authenticator.codeFromApp')} submit={t('security.recovery.renew')} recoveryCodeAllowed onCancel={idle} onSubmit={async (code) => setStep({ kind: 'codes', codes: await newRecoveryCodes(code) })} />
        ) : on ? (
          <Stack gap="xs">
            <Text size="sm">{t('security.recovery.left', { count: settings.recoveryCodesLeft })}</Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => setStep({ kind: 'renew' })}>
                {t('security.recovery.renew')}
              </Button>
              <Button color="red.9" variant="outline" onClick={() => setStep({ kind: 'off' })}>
                {t('security.authenticator.turnOff')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs">
            {otherOn ? <Text size="sm">{t('security.oneAtATime')}</Text> : null}
            <FormError>{setup.isError ? errorMessage(setup.error, t) : null}</FormError>
            <Group>
              <Button onClick={() => setup.mutate()} loading={setup.isPending} disabled={otherOn}>
                {t('security.authenticator.setUp')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '#web/components/form/form-error.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { sendCode, switchContactFactor, type ContactChannel, type SecuritySettings } from '../api/security';
import { CodeStep } from './code-step';

/** The e-mail or SMS second factor, on or off with a code sent to that e-mail or phone. */
export function ContactFactorCard({ channel, settings }: { channel: ContactChannel; settings: SecuritySettings }) {
  const { t } = useTranslation();
  const key = channel === 'EMAIL' ? 'email' : 'sms';
  const contact = channel === 'EMAIL' ? settings.email : settings.mobilePhone;
  const on = settings.secondFactor === channel;
  const otherOn = settings.secondFactor !== 'NONE' && !on;
  const [asking, setAsking] = useState(false);
  const send = useMutation({ mutationFn: () => sendCode(channel), onSuccess: () => setAsking(true) });
  const titleId = `factor-${key}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {t(`security.${key}.title`)}
          </Title>
          <Badge color={on ? 'teal.9' : 'gray.9'}>{on ? t('security.on') : t('security.off')}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {contact ? t(`security.${key}.about`, { contact }) : t(`security.${key}.noContact`)}
        </Text>
        {asking && send.data ? (
          <CodeStep
            label={t('security.codeSentTo', { contact: send.data.sentTo })}
            submit={on ? t('security.turnOff') : t('security.turnOn')}
            onCancel={() => setAsking(false)}
            onSubmit={async (code) => {
              await switchContactFactor(channel, !on, code);
              setAsking(false);
            }}
          />
        ) : (
          <Stack gap="xs">
            {otherOn && contact ? <Text size="sm">{t('security.oneAtATime')}</Text> : null}
            <FormError>{send.isError ? errorMessage(send.error, t) : null}</FormError>
            <Group>
              <Button variant={on ? 'outline' : 'filled'} color={on ? 'red.9' : undefined} onClick={() => send.mutate()} loading={send.isPending} disabled={!contact || otherOn}>
                {on ? t('security.turnOff') : t('security.turnOn')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

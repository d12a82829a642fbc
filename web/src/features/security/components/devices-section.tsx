import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { signOutAllOthers, signOutOther, signedInDevicesQueryOptions, type SignedInDevice } from '../api/security';

function DeviceRow({ device, onSignOut, signingOut }: { device: SignedInDevice; onSignOut: () => void; signingOut: boolean }) {
  const { t } = useTranslation();
  const timeZone = usePlayer()?.timeZone;
  const date = (iso: string) => formatDate(iso, { locale: currentLanguage(), timeZone, withTime: true });
  const name = device.device === 'Unknown' ? t('security.devices.unknown') : device.device;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700} size="sm">
              {name}
            </Text>
            {device.app ? <Badge color="indigo.9">{t(`security.devices.app.${device.app}`)}</Badge> : null}
            {device.current ? <Badge color="teal.9">{t('security.devices.thisDevice')}</Badge> : null}
          </Group>
          <Text size="xs" c="dimmed">
            {/* Each part whole: a phone breaks the line between them, never inside a date. */}
            <span style={{ whiteSpace: 'nowrap' }}>{t('security.devices.signedInAt', { date: date(device.signedInAt) })}</span>
            {' · '}
            <span style={{ whiteSpace: 'nowrap' }}>{t('security.devices.lastActive', { date: date(device.lastActiveAt) })}</span>
          </Text>
        </Stack>
        {!device.current ? (
          <Button size="xs" variant="outline" color="red.9" onClick={onSignOut} loading={signingOut}>
            {t('security.devices.signOut')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * The devices signed in now (a session each, this one first), with "sign out this device" for
 * each other one and "sign out all others": those sessions end on the server at once.
 */
export function DevicesSection() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useQuery(signedInDevicesQueryOptions());
  const signOut = useMutation({ mutationFn: signOutOther });
  const signOutOthers = useMutation({ mutationFn: signOutAllOthers });
  const others = data?.filter((device) => !device.current).length ?? 0;
  const failure = signOut.error ?? signOutOthers.error;

  return (
    <Stack gap="sm" component="section" aria-labelledby="devices-title">
      <Title order={2} size="h4" id="devices-title">
        {t('security.devices.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('security.devices.about')}
      </Text>
      {isPending ? (
        <Skeleton h={72} />
      ) : isError ? (
        <PartFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('security.devices.list')}>
          {data.map((device) => (
            <DeviceRow
              key={device.sessionId}
              device={device}
              onSignOut={() => signOut.mutate(device.sessionId)}
              signingOut={signOut.isPending && signOut.variables === device.sessionId}
            />
          ))}
        </Stack>
      )}
      <FormError>{failure ? errorMessage(failure, t) : null}</FormError>
      {others > 0 ? (
        <Group>
          <Button variant="default" onClick={() => signOutOthers.mutate()} loading={signOutOthers.isPending}>
            {t('security.devices.signOutOthers')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

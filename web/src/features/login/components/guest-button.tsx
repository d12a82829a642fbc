import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playAsGuest } from '../api/guest';
import { ChangeError } from '#web/components/change-error.tsx';

/** "Play as a guest", in the native app only (the login panel mounts it there). */
export function GuestButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const play = useMutation({ mutationFn: playAsGuest, onSuccess: onDone });
  return (
    <Stack gap={4}>
      <Button variant="light" color="indigo.9" fullWidth loading={play.isPending} onClick={() => play.mutate()}>
        {t('guest.play')}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t('guest.note')}
      </Text>
      <ChangeError change={play} colour="var(--mantine-color-error)" />
    </Stack>
  );
}

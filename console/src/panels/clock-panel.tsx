import { Button, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readClock, setClock, type ClockChange } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';
import { Failure, Panel, type PanelProps } from './panel.tsx';

const MINUTE = 60_000;
const STEPS: [key: string, ms: number][] = [
  ['plusMinute', MINUTE],
  ['plusHour', 60 * MINUTE],
  ['plusDay', 24 * 60 * MINUTE],
];

export function ClockPanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clock = useQuery({ queryKey: ['clock', session], queryFn: () => ask(readClock(inSession(session))), refetchInterval: 1_000 });
  const [minutes, setMinutes] = useState<number | string>(30);
  const [at, setAt] = useState('');
  const move = useMutation({
    mutationFn: (change: ClockChange) => ask(setClock(change, inSession(session))),
    // Every expiry reads the clock: whatever the console shows may have moved with it.
    onSuccess: () => queryClient.invalidateQueries(),
  });

  return (
    <Panel title={t('nav.clock')}>
      <Text size="xl" fw={700} role="status" aria-label={t('clock.now')}>
        {clock.data ? new Date(clock.data.now).toLocaleString() : '…'}
      </Text>
      <Text size="sm" c="dimmed">{clock.data?.now}</Text>
      <Group>
        {STEPS.map(([key, ms]) => (
          <Button key={key} variant="light" onClick={() => move.mutate({ advanceMs: ms })}>
            {t(`clock.${key}`)}
          </Button>
        ))}
      </Group>
      <Group align="flex-end">
        <NumberInput label={t('clock.minutes')} min={1} value={minutes} onChange={setMinutes} w={160} />
        <Button disabled={!(Number(minutes) > 0)} onClick={() => move.mutate({ advanceMs: Number(minutes) * MINUTE })}>
          {t('clock.advance')}
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput type="datetime-local" label={t('clock.setTo')} value={at} onChange={(event) => setAt(event.currentTarget.value)} />
        <Button disabled={!at} onClick={() => move.mutate({ now: new Date(at).toISOString() })}>
          {t('clock.set')}
        </Button>
      </Group>
      <Failure error={move.error ?? clock.error} />
    </Panel>
  );
}

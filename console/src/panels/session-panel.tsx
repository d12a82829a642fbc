import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listMockSessions, resetMockSession } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';
import { openSiteIn, recentSessions, SESSION_NAME, useSession } from '../session.ts';
import { Failure, Panel, type PanelProps, ScrollTable } from './panel.tsx';

export function SessionPanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const [, choose] = useSession();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: (value) => (SESSION_NAME.test(value) ? null : t('session.rule')) },
  });
  const reset = useMutation({
    mutationFn: () => ask(resetMockSession({}, inSession(session))),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const recent = recentSessions().filter((name) => name !== session);
  const live = useQuery({ queryKey: ['sessions'], queryFn: () => ask(listMockSessions(inSession(session))), refetchInterval: 5_000 });

  return (
    <Panel title={t('nav.session')}>
      <Text>{t('session.current', { session })}</Text>
      <form onSubmit={form.onSubmit(({ name }) => { choose(name); form.reset(); })}>
        <Group align="flex-end">
          <TextInput label={t('session.name')} description={t('session.rule')} {...form.getInputProps('name')} style={{ flex: '1 1 240px' }} />
          <Button type="submit">{t('session.open')}</Button>
        </Group>
      </form>
      {recent.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>{t('session.recent')}</Text>
          <Group gap="xs">
            {recent.map((name) => (
              <Button key={name} variant="light" size="xs" onClick={() => choose(name)}>
                {name}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {live.data && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>{t('session.live', { total: live.data.total, limit: live.data.limit })}</Text>
          <ScrollTable minWidth={520}>
            <Table aria-label={t('session.liveList')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('session.name')}</Table.Th>
                  <Table.Th>{t('session.lastUsed')}</Table.Th>
                  <Table.Th>{t('session.scenarios')}</Table.Th>
                  <Table.Th>{t('session.sockets')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {live.data.sessions.map((entry) => (
                  <Table.Tr key={entry.name}>
                    <Table.Td>{entry.name}</Table.Td>
                    <Table.Td>{new Date(entry.lastUsedAt).toLocaleTimeString()}</Table.Td>
                    <Table.Td>{entry.scenarios}</Table.Td>
                    <Table.Td>{entry.sockets}</Table.Td>
                    <Table.Td>
                      {entry.name !== session && (
                        <Button size="xs" variant="default" onClick={() => choose(entry.name)} aria-label={t('session.pick', { name: entry.name })}>
                          {t('session.choose')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      )}
      <Group>
        <Button variant="outline" onClick={() => openSiteIn(session)}>
          {t('session.openSite')}
        </Button>
        <Button color="red" variant="light" loading={reset.isPending} onClick={() => reset.mutate()}>
          {t('session.reset')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">{t('session.openSiteHint')}</Text>
      {reset.isSuccess && <Text role="status">{t('session.resetDone')}</Text>}
      <Failure error={reset.error ?? live.error} />
    </Panel>
  );
}

import { Alert, Badge, Button, Group, List, Select, Switch, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearJournal, readContractCheck } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';
import { Failure, JsonBlock, Panel, type PanelProps, ScrollTable } from './panel.tsx';
import { codesQuery } from './queries.ts';
import { useLiveJournal } from './use-live-journal.ts';

export function JournalPanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const [operation, setOperation] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [open, setOpen] = useState<number>();
  const codes = useQuery(codesQuery);
  // Whether the server forwards player calls to a real backend (--proxy), and so checks each of its answers.
  const checking = useQuery({ queryKey: ['contract-check'], queryFn: () => ask(readContractCheck()), staleTime: Infinity });
  const proxy = checking.data?.proxy;
  const { entries, error, restart } = useLiveJournal(session, paused);
  const clear = useMutation({ mutationFn: () => ask(clearJournal(inSession(session))), onSuccess: restart });
  const shown = entries.filter(
    (entry) => (!operation || entry.operation === operation) && (!code.trim() || String(entry.code ?? entry.httpStatus) === code.trim()),
  );

  return (
    <Panel title={t('nav.journal')}>
      <Group align="flex-end">
        <Select label={t('journal.operation')} searchable clearable placeholder={t('journal.any')} data={codes.data?.operations.map((op) => op.operationId) ?? []} value={operation} onChange={setOperation} />
        <TextInput label={t('journal.code')} placeholder="100702" value={code} onChange={(event) => setCode(event.currentTarget.value)} w={120} />
        <Switch label={t('journal.live')} checked={!paused} onChange={(event) => setPaused(!event.currentTarget.checked)} />
        <Button variant="light" color="red" onClick={() => clear.mutate()}>
          {t('journal.clear')}
        </Button>
      </Group>
      {proxy ? <Alert color="blue" title={t('journal.proxyTitle')}>{t('journal.proxy', { target: proxy })}</Alert> : null}
      <Text size="sm" c="dimmed" role="status">{t('journal.count', { shown: shown.length, total: entries.length })}</Text>
      <Failure error={error ?? clear.error} />
      <ScrollTable minWidth={640}>
        <Table aria-label={t('journal.table')} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('journal.time')}</Table.Th>
              <Table.Th>{t('journal.operation')}</Table.Th>
              <Table.Th>{t('journal.code')}</Table.Th>
              <Table.Th>{t('journal.scenario')}</Table.Th>
              <Table.Th>{t('journal.duration')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((entry) => (
              <Fragment key={entry.seq}>
                <Table.Tr>
                  <Table.Td>{entry.seq}</Table.Td>
                  <Table.Td>{new Date(entry.time).toLocaleTimeString()}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>{entry.operation ?? '—'}</Text>
                    <Text size="xs" c="dimmed">{entry.method} {entry.path}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge color={entry.code === 200 ? 'gray' : 'red'} variant="light">{entry.code ?? entry.httpStatus ?? '…'}</Badge>
                      {entry.violations.length > 0 ? (
                        <Badge color="orange" variant="filled">{t('journal.violations', { count: entry.violations.length })}</Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{entry.scenario ?? '—'}</Table.Td>
                  <Table.Td>{entry.durationMs === null ? '…' : `${entry.durationMs} ms`}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" aria-expanded={open === entry.seq} onClick={() => setOpen(open === entry.seq ? undefined : entry.seq)}>
                      {t(open === entry.seq ? 'journal.hide' : 'journal.details')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {open === entry.seq && (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      {entry.violations.length > 0 ? (
                        <>
                          <Text size="sm" fw={600}>{t('journal.violationsTitle')}</Text>
                          <List size="sm" aria-label={t('journal.violationsTitle')}>
                            {entry.violations.map((violation) => (
                              <List.Item key={violation}>{violation}</List.Item>
                            ))}
                          </List>
                        </>
                      ) : null}
                      <Text size="sm" fw={600}>{t('journal.requestHeaders')}</Text>
                      <JsonBlock value={entry.requestHeaders} label={t('journal.requestHeaders')} />
                      <Text size="sm" fw={600}>{t('journal.request')}</Text>
                      <JsonBlock value={entry.requestBody} label={t('journal.request')} />
                      <Text size="sm" fw={600}>{t('journal.response', { status: entry.httpStatus ?? '…' })}</Text>
                      <JsonBlock value={entry.responseBody} label={t('journal.responseLabel')} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Panel>
  );
}

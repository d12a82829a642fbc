import { Code, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readInbox, ReadInboxPurpose, type ReadInboxParams } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';
import { Failure, Panel, type PanelProps, ScrollTable } from './panel.tsx';

const INBOX_REFRESH_MS = 3_000;

export function InboxPanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [purpose, setPurpose] = useState<string | null>(null);
  const [debouncedTo] = useDebouncedValue(to.trim(), 300);
  const params: ReadInboxParams = {
    ...(debouncedTo ? { to: debouncedTo } : {}),
    ...(purpose ? { purpose: purpose as ReadInboxParams['purpose'] } : {}),
  };
  const inbox = useQuery({
    queryKey: ['inbox', session, params],
    queryFn: () => ask(readInbox(params, inSession(session))),
    refetchInterval: INBOX_REFRESH_MS,
  });

  return (
    <Panel title={t('nav.inbox')}>
      <Group align="flex-end">
        <TextInput label={t('inbox.to')} description={t('inbox.toHint')} value={to} onChange={(event) => setTo(event.currentTarget.value)} />
        <Select
          label={t('inbox.purpose')}
          clearable
          placeholder={t('inbox.anyPurpose')}
          value={purpose}
          onChange={setPurpose}
          data={Object.values(ReadInboxPurpose)}
        />
      </Group>
      <Failure error={inbox.error} />
      {inbox.data?.messages.length === 0 && <Text c="dimmed">{t('inbox.empty')}</Text>}
      <ScrollTable minWidth={640}>
        <Table striped aria-label={t('nav.inbox')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('inbox.time')}</Table.Th>
              <Table.Th>{t('inbox.to')}</Table.Th>
              <Table.Th>{t('inbox.purpose')}</Table.Th>
              <Table.Th>{t('inbox.code')}</Table.Th>
              <Table.Th>{t('inbox.text')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inbox.data?.messages.map((message) => (
              <Table.Tr key={`${message.time}-${message.to}-${message.code}`}>
                <Table.Td>{new Date(message.time).toLocaleString()}</Table.Td>
                <Table.Td>{message.to} ({message.channel})</Table.Td>
                <Table.Td>{message.purpose}</Table.Td>
                <Table.Td><Code>{message.code}</Code></Table.Td>
                <Table.Td>{message.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Panel>
  );
}

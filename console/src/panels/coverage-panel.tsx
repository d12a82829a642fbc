import { Group, Progress, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCoverage, type CoverageCount, type ReadCoverageScope } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';
import { Failure, Panel, type PanelProps, ScrollTable } from './panel.tsx';

function Total({ label, count }: { label: string; count: CoverageCount }) {
  const share = count.of === 0 ? 0 : Math.round((count.answered / count.of) * 100);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{label}</Text>
        <Text>{count.answered} / {count.of} ({share}%)</Text>
      </Group>
      <Progress value={share} aria-label={label} />
    </Stack>
  );
}

export function CoveragePanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<ReadCoverageScope>('session');
  const coverage = useQuery({
    queryKey: ['coverage', session, scope],
    queryFn: () => ask(readCoverage({ scope }, inSession(session))),
    refetchInterval: 5_000,
  });
  const report = coverage.data;

  return (
    <Panel title={t('nav.coverage')}>
      <SegmentedControl
        aria-label={t('coverage.scope')}
        value={scope}
        onChange={(value) => setScope(value as ReadCoverageScope)}
        data={[{ value: 'session', label: t('coverage.session') }, { value: 'server', label: t('coverage.server') }]}
        maw={360}
      />
      <Failure error={coverage.error} />
      {report && (
        <>
          <Text size="sm" c="dimmed">{t('coverage.since', { since: new Date(report.since).toLocaleString() })}</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Total label={t('coverage.operations')} count={report.totals.operations} />
            <Total label={t('coverage.codes')} count={report.totals.codes} />
            <Total label={t('coverage.commonCodes')} count={report.totals.commonCodes} />
          </SimpleGrid>
          <Title order={3} size="h4">{t('coverage.answered')}</Title>
          <ScrollTable minWidth={480}>
            <Table striped aria-label={t('coverage.answered')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('coverage.operation')}</Table.Th>
                  <Table.Th>{t('coverage.calls')}</Table.Th>
                  <Table.Th>{t('coverage.byCode')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.operations.filter((op) => op.calls > 0).map((op) => (
                  <Table.Tr key={op.operationId}>
                    <Table.Td>{op.operationId}</Table.Td>
                    <Table.Td>{op.calls}</Table.Td>
                    <Table.Td>{Object.entries(op.codes).map(([code, count]) => `${code} × ${count}`).join(', ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Title order={3} size="h4">{t('coverage.neverOperations', { count: report.never.operations.length })}</Title>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>{report.never.operations.join(', ')}</Text>
          <Title order={3} size="h4">{t('coverage.neverCodes', { count: report.never.codes.length })}</Title>
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {report.never.codes.map((entry) => `${entry.operationId} ${entry.code}`).join(', ')}
          </Text>
        </>
      )}
    </Panel>
  );
}

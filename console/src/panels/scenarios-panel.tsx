import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyPreset, clearScenarios, disarmScenario, listPresets, listScenarios } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';
import { Failure, Panel, type PanelProps, ScrollTable } from './panel.tsx';
import { ScenarioForm } from './scenario-form.tsx';

const ARMED_REFRESH_MS = 2_000;

export function ScenariosPanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const armed = useQuery({ queryKey: ['scenarios', session], queryFn: () => ask(listScenarios(inSession(session))), refetchInterval: ARMED_REFRESH_MS });
  const presets = useQuery({ queryKey: ['presets'], queryFn: () => ask(listPresets()), staleTime: Infinity });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['scenarios', session] });
  const disarm = useMutation({
    mutationFn: (id?: string) => ask(id === undefined ? clearScenarios(inSession(session)) : disarmScenario(id, inSession(session))),
    onSuccess: refresh,
  });
  const apply = useMutation({ mutationFn: (name: string) => ask(applyPreset(name, inSession(session))), onSuccess: refresh });
  const scenarios = armed.data?.scenarios ?? [];

  return (
    <Panel title={t('nav.scenarios')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">{t('scenarios.armTitle')}</Title>
          <ScenarioForm session={session} />
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">{t('scenarios.presets')}</Title>
          <Stack gap="xs">
            {presets.data?.presets.map((preset) => (
              <Group key={preset.name} justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{preset.name}</Text>
                  <Text size="sm" c="dimmed">{preset.description}</Text>
                </div>
                <Button size="xs" variant="light" style={{ flexShrink: 0 }} onClick={() => apply.mutate(preset.name)} aria-label={t('scenarios.applyPreset', { name: preset.name })}>
                  {t('scenarios.apply')}
                </Button>
              </Group>
            ))}
          </Stack>
          <Failure error={apply.error ?? presets.error} />
        </Card>
      </SimpleGrid>
      <Group justify="space-between">
        <Title order={3} size="h4">{t('scenarios.armedTitle', { count: scenarios.length })}</Title>
        <Button color="red" variant="light" size="xs" disabled={scenarios.length === 0} onClick={() => disarm.mutate(undefined)}>
          {t('scenarios.disarmAll')}
        </Button>
      </Group>
      <Failure error={armed.error ?? disarm.error} />
      <ScrollTable minWidth={640}>
        <Table aria-label={t('scenarios.armedList')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>{t('scenarios.operation')}</Table.Th>
              <Table.Th>{t('scenarios.answer')}</Table.Th>
              <Table.Th>{t('scenarios.remaining')}</Table.Th>
              <Table.Th>{t('scenarios.fired')}</Table.Th>
              <Table.Th>{t('scenarios.nearMisses')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scenarios.map((scenario) => (
              <Table.Tr key={scenario.id}>
                <Table.Td>{scenario.id}</Table.Td>
                <Table.Td>{scenario.operationId}</Table.Td>
                <Table.Td>
                  {scenario.fault ? <Badge color="gray">{scenario.fault}</Badge> : <Badge>{scenario.code ?? '—'}</Badge>}
                  {scenario.match && <Text size="xs">{JSON.stringify(scenario.match)}</Text>}
                </Table.Td>
                <Table.Td>{scenario.remaining ?? t('scenarios.untilCleared')}</Table.Td>
                <Table.Td>{scenario.fired}</Table.Td>
                <Table.Td>
                  <List size="xs">
                    {scenario.nearMisses.map((miss) => (
                      <List.Item key={miss.time + miss.mismatch}>{miss.mismatch}</List.Item>
                    ))}
                  </List>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => disarm.mutate(scenario.id)} aria-label={t('scenarios.disarmOne', { id: scenario.id })}>
                    {t('scenarios.disarm')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Panel>
  );
}

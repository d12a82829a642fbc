import { ActionIcon, Button, Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { armScenario, type ScenarioRequest } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';
import { Failure } from './panel.tsx';
import { codesQuery } from './queries.ts';

const WILDCARDS = ['*', '@player'];

interface MatchRow {
  key: string;
  value: string;
}

/** A match value as typed: JSON when it reads as JSON (5, true, "x", {...}), else the text itself. */
function matchValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Arms a scenario from the operation list and the codes each may return: no JSON by hand. */
export function ScenarioForm({ session }: { session: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const codes = useQuery(codesQuery);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      operation: '',
      outcome: 'code' as 'code' | 'fault',
      code: null as string | null,
      forcedCode: '' as number | string,
      force: false,
      fault: 'timeout',
      times: 1 as number | string,
      delayMs: 0 as number | string,
      match: [] as MatchRow[],
    },
    validate: {
      operation: (value) => (value ? null : t('scenarios.pickOperation')),
      code: (value, values) => (values.outcome === 'code' && !values.force && !value ? t('scenarios.pickCode') : null),
      forcedCode: (value, values) => (values.outcome === 'code' && values.force && !Number.isInteger(Number(value)) ? t('scenarios.pickCode') : null),
    },
  });
  const { operation, outcome, force } = form.values;
  const declared = codes.data?.operations.find((op) => op.operationId === operation)?.codes ?? [];
  const codeChoices = [
    { group: t('scenarios.ownCodes'), items: declared.map((c) => ({ value: String(c.code), label: `${c.code} ${c.meaning}` })) },
    { group: t('scenarios.commonCodes'), items: (codes.data?.common ?? []).map((c) => ({ value: String(c.code), label: `${c.code} ${c.meaning}` })) },
  ].filter((group) => group.items.length > 0);
  const arm = useMutation({
    mutationFn: (scenario: ScenarioRequest) => ask(armScenario(scenario, inSession(session))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['scenarios', session] }),
  });

  const submit = form.onSubmit((values) => {
    const match = Object.fromEntries(values.match.filter((row) => row.key.trim()).map((row) => [row.key.trim(), matchValue(row.value)]));
    arm.mutate({
      operation: values.operation,
      ...(values.outcome === 'code'
        ? { code: Number(values.force ? values.forcedCode : values.code), ...(values.force ? { force: true } : {}) }
        : { fault: values.fault as ScenarioRequest['fault'] }),
      times: Number(values.times) || 0,
      ...(Number(values.delayMs) > 0 ? { delayMs: Number(values.delayMs) } : {}),
      ...(Object.keys(match).length > 0 ? { match } : {}),
    });
  });

  return (
    <form onSubmit={submit} aria-label={t('scenarios.armTitle')}>
      <Stack gap="sm">
        <Select
          label={t('scenarios.operation')}
          searchable
          limit={50}
          data={[...WILDCARDS, ...(codes.data?.operations.map((op) => op.operationId) ?? [])]}
          {...form.getInputProps('operation')}
          onChange={(value) => { form.setFieldValue('operation', value ?? ''); form.setFieldValue('code', null); }}
        />
        <SegmentedControl
          aria-label={t('scenarios.outcome')}
          data={[{ value: 'code', label: t('scenarios.answerCode') }, { value: 'fault', label: t('scenarios.fault') }]}
          {...form.getInputProps('outcome')}
        />
        {outcome === 'code' && !force && <Select label={t('scenarios.code')} searchable data={codeChoices} {...form.getInputProps('code')} />}
        {outcome === 'code' && force && <NumberInput label={t('scenarios.code')} allowDecimal={false} {...form.getInputProps('forcedCode')} />}
        {outcome === 'code' && <Checkbox label={t('scenarios.force')} {...form.getInputProps('force', { type: 'checkbox' })} />}
        {outcome === 'fault' && <Select label={t('scenarios.fault')} data={['timeout', 'reset', 'malformed']} allowDeselect={false} {...form.getInputProps('fault')} />}
        <Group grow>
          <NumberInput label={t('scenarios.times')} description={t('scenarios.timesHint')} min={0} allowDecimal={false} {...form.getInputProps('times')} />
          <NumberInput label={t('scenarios.delayMs')} min={0} max={600_000} allowDecimal={false} {...form.getInputProps('delayMs')} />
        </Group>
        <Text size="sm" fw={600}>{t('scenarios.match')}</Text>
        <Text size="xs" c="dimmed">{t('scenarios.matchHint')}</Text>
        {form.values.match.map((_, index) => (
          <Group key={index} align="flex-end" wrap="nowrap">
            <TextInput label={t('scenarios.matchKey')} {...form.getInputProps(`match.${index}.key`)} style={{ flex: 1 }} />
            <TextInput label={t('scenarios.matchValue')} {...form.getInputProps(`match.${index}.value`)} style={{ flex: 1 }} />
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('scenarios.removeMatch')} onClick={() => form.removeListItem('match', index)}>
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="default" size="xs" onClick={() => form.insertListItem('match', { key: '', value: '' })}>
            {t('scenarios.addMatch')}
          </Button>
        </Group>
        <Group>
          <Button type="submit" loading={arm.isPending}>
            {t('scenarios.arm')}
          </Button>
          {arm.isSuccess && <Text role="status">{t('scenarios.armed', { id: arm.data.id })}</Text>}
        </Group>
        <Failure error={arm.error ?? codes.error} />
      </Stack>
    </form>
  );
}

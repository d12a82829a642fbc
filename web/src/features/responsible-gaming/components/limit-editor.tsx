import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeSelfControl } from '#web/api/self-control.ts';
import { showToast } from '#web/components/toast.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { limitRequest, limitState, MAX_LIMIT_AMOUNT, waitsADay, type LimitKind, type LimitState, type Period } from '../utils/limits';
import { ChangeError } from '#web/components/change-error.tsx';

interface LimitEditorProps {
  kind: LimitKind;
  period?: Period;
  /** The row's name ("Daily", "Session time"...), which labels its field and buttons. */
  label: string;
  state: LimitState;
  /** How a value reads (¥50,000 / 2 hours). */
  show: (value: number) => string;
  /** Minutes to choose from; absent for an amount typed in. */
  options?: readonly number[];
  timeZone: string | undefined;
}

/** One limit: what is in force, what waits (and from when), and a new value or none. */
export function LimitEditor({ kind, period, label, state, show, options, timeZone }: LimitEditorProps) {
  const { t } = useTranslation();
  const change = useChangeSelfControl();
  const [draft, setDraft] = useState<number | null>(null);
  const locale = currentLanguage();
  const when = (at: string) => formatDate(at, { locale, timeZone, withTime: true });

  const save = async (value: number | null) => {
    try {
      const settings = await change.mutateAsync(limitRequest(kind, value, period));
      setDraft(null);
      // What the server did decides the message: applied now, or waiting until when.
      const effectiveAt = limitState(settings, kind, period).pending?.effectiveAt;
      showToast(effectiveAt ? t('responsibleGaming.appliesFrom', { date: when(effectiveAt) }) : t('responsibleGaming.appliedNow'), 'success');
    } catch {
      // change.error is shown under the row.
    }
  };

  const field = options ? (
    <Select
      label={t('responsibleGaming.newValue', { limit: label })}
      data={options.map((minutes) => ({ value: String(minutes), label: show(minutes) }))}
      value={draft === null ? null : String(draft)}
      onChange={(value) => setDraft(value === null ? null : Number(value))}
      placeholder={t('responsibleGaming.choose')}
      w={{ base: '100%', xs: 200 }}
    />
  ) : (
    <NumberInput
      label={t('responsibleGaming.newValue', { limit: label })}
      value={draft ?? ''}
      onChange={(value) => setDraft(typeof value === 'number' && value > 0 ? value : null)}
      min={1}
      max={MAX_LIMIT_AMOUNT}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      prefix="¥"
      w={{ base: '100%', xs: 200 }}
    />
  );

  return (
    <Stack gap={6} py="sm" role="group" aria-label={label} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{label}</Text>
        <Text fw={700}>{state.value === null ? t('responsibleGaming.none') : show(state.value)}</Text>
      </Group>
      {state.pending ? (
        <Text size="sm" c="blue.9" role="note">
          {t('responsibleGaming.pending', {
            value: state.pending.value === null ? t('responsibleGaming.none') : show(state.pending.value),
            date: when(state.pending.effectiveAt),
          })}
        </Text>
      ) : null}
      <Group align="flex-end" gap="xs">
        {field}
        <Button onClick={() => void save(draft)} disabled={draft === null || draft === state.value} loading={change.isPending}>
          {t('responsibleGaming.set')}
        </Button>
        {state.value !== null && !(state.pending && state.pending.value === null) ? (
          <Button variant="subtle" color="gray" onClick={() => void save(null)} disabled={change.isPending} aria-label={t('responsibleGaming.removeLabel', { limit: label })}>
            {t('responsibleGaming.remove')}
          </Button>
        ) : null}
      </Group>
      {draft !== null && draft !== state.value ? (
        <Text size="xs" c="dimmed">
          {waitsADay(state.value, draft) ? t('responsibleGaming.willWait') : t('responsibleGaming.willApply')}
        </Text>
      ) : null}
      <ChangeError change={change} />
    </Stack>
  );
}

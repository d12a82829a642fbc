import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runningBreak, useChangeSelfControl, type SelfControl } from '#web/api/self-control.ts';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { showToast } from '#web/components/toast.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { BREAK_CHOICES, breakKey, type BreakChoice } from '../utils/limits';

/** The break running now, with until when; shown at the top of the page. */
export function RunningBreak({ control, timeZone }: { control: SelfControl; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const running = runningBreak(control);
  if (!running) return null;
  const until = running.until ? formatDate(running.until, { locale: currentLanguage(), timeZone, withTime: true }) : null;
  return (
    <Paper withBorder radius="md" p="md" role="status" style={{ borderLeft: '4px solid var(--mantine-color-red-9)' }}>
      <Text fw={700}>{t(`responsibleGaming.running.${running.type}`)}</Text>
      <Text size="sm">{until ? t('responsibleGaming.runningUntil', { until }) : t('responsibleGaming.runningForGood')}</Text>
    </Paper>
  );
}

/** Cool-off and self-exclusion: each choice asks once more, saying what it means and that it cannot be undone. */
export function BreakSection({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useTranslation();
  const change = useChangeSelfControl();
  const [asked, setAsked] = useState<BreakChoice | null>(null);

  const close = () => {
    change.reset();
    setAsked(null);
  };

  const confirm = async () => {
    if (!asked) return;
    try {
      const settings = await change.mutateAsync(asked);
      const running = runningBreak(settings);
      showToast(
        running?.until
          ? t('responsibleGaming.breakTaken', { until: formatDate(running.until, { locale: currentLanguage(), timeZone, withTime: true }) })
          : t('responsibleGaming.runningForGood'),
        'success',
      );
      close();
    } catch {
      // change.error is shown in the dialog.
    }
  };

  const group = (type: BreakChoice['type']) => (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t(`responsibleGaming.${type === 'COOLING_OFF' ? 'coolingOff' : 'selfExclusion'}`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`responsibleGaming.${type === 'COOLING_OFF' ? 'coolingOffHint' : 'selfExclusionHint'}`)}
      </Text>
      <Group gap="xs">
        {BREAK_CHOICES.filter((choice) => choice.type === type).map((choice) => (
          <Button key={breakKey(choice)} variant="default" onClick={() => setAsked(choice)}>
            {t(`responsibleGaming.choices.${breakKey(choice)}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rg-breaks">
      <Title order={2} size="h4" id="rg-breaks" mb="sm">
        {t('responsibleGaming.breaks')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {group('COOLING_OFF')}
        {group('SELF_EXCLUSION')}
      </SimpleGrid>
      <DialogShell opened={asked !== null} onClose={close} title={asked ? t('responsibleGaming.confirmTitle', { choice: t(`responsibleGaming.choices.${breakKey(asked)}`) }) : ''} size="sm">
        <Stack gap="sm">
          <List size="sm" spacing={4}>
            <List.Item>{t('responsibleGaming.confirmNoDeposits')}</List.Item>
            <List.Item>{t('responsibleGaming.confirmNoGames')}</List.Item>
            <List.Item>{asked && 'permanent' in asked ? t('responsibleGaming.confirmForGood') : t('responsibleGaming.confirmNoUndo')}</List.Item>
          </List>
          <FormError>{change.isError ? errorMessage(change.error, t) : null}</FormError>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('responsibleGaming.cancel')}
            </Button>
            <Button color="red.9" onClick={() => void confirm()} loading={change.isPending}>
              {t('responsibleGaming.confirm')}
            </Button>
          </Group>
        </Stack>
      </DialogShell>
    </Paper>
  );
}

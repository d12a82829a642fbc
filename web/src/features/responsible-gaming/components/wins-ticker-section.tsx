import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeSelfControl, type SelfControl } from '#web/api/self-control.ts';
import { showToast } from '#web/components/toast.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { ChangeError } from '#web/components/change-error.tsx';

/**
 * Other players' wins (the ticker of home and the lobbies): shown or hidden. Hiding applies at
 * once; showing them again, like any looser setting, 24 hours later.
 */
export function WinsTickerSection({ control, timeZone }: { control: SelfControl; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const change = useChangeSelfControl();
  const { shown, pendingChange } = control.winsTicker;
  const save = async (next: boolean) => {
    try {
      const settings = await change.mutateAsync({ type: 'WINS_TICKER', shown: next });
      const effectiveAt = settings.winsTicker.pendingChange?.effectiveAt;
      showToast(effectiveAt ? t('responsibleGaming.appliesFrom', { date: formatDate(effectiveAt, { locale, timeZone, withTime: true }) }) : t('responsibleGaming.appliedNow'), 'success');
    } catch {
      // change.error is shown below.
    }
  };
  return (
    <Stack gap={6} py="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{t('responsibleGaming.winsTicker.label')}</Text>
        <Text fw={700}>{shown ? t('responsibleGaming.winsTicker.shown') : t('responsibleGaming.winsTicker.hidden')}</Text>
      </Group>
      {pendingChange ? (
        <Text size="sm" c="blue.9" role="note">
          {t('responsibleGaming.winsTicker.pending', { date: formatDate(pendingChange.effectiveAt, { locale, timeZone, withTime: true }) })}
        </Text>
      ) : null}
      <Group gap="xs">
        {shown || pendingChange ? (
          <Button variant={shown ? 'filled' : 'default'} onClick={() => void save(false)} loading={change.isPending}>
            {t('responsibleGaming.winsTicker.hide')}
          </Button>
        ) : (
          <Button variant="default" onClick={() => void save(true)} loading={change.isPending}>
            {t('responsibleGaming.winsTicker.show')}
          </Button>
        )}
      </Group>
      {!shown && !pendingChange ? (
        <Text size="xs" c="dimmed">
          {t('responsibleGaming.willWait')}
        </Text>
      ) : null}
      <ChangeError change={change} />
    </Stack>
  );
}

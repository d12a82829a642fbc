import { Button, Chip, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeSelfControl } from '#web/api/self-control.ts';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';

type Period = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** Amounts a new player picks from (yen); any other is typed. */
const SUGGESTED = [10_000, 30_000, 50_000, 100_000] as const;
const MAX_AMOUNT = 100_000_000;

interface DepositLimitPromptProps {
  opened: boolean;
  /** Set or skipped: on to the welcome dialog. */
  onDone: () => void;
}

/**
 * A deposit limit offered right after registration (PRODUCT: beyond what other sites do), before
 * the first deposit: a period and an amount, saved through the responsible-gaming call (a first
 * limit applies at once), or skipped. The limit can be changed later on the responsible-gaming page.
 */
export function DepositLimitPrompt({ opened, onDone }: DepositLimitPromptProps) {
  const { t } = useTranslation();
  const save = useChangeSelfControl();
  const [period, setPeriod] = useState<Period>('MONTHLY');
  const [amount, setAmount] = useState<number | ''>(30_000);
  const valid = typeof amount === 'number' && Number.isInteger(amount) && amount >= 1 && amount <= MAX_AMOUNT;
  const money = (value: number) => formatFullAmount(value, 'JPY', currentLanguage());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate({ type: 'DEPOSIT_LIMIT', period, amount }, { onSuccess: onDone });
  };

  return (
    <DialogShell opened={opened} onClose={onDone} title={t('limitPrompt.title')} size="md">
      <form onSubmit={submit} aria-label={t('limitPrompt.title')}>
        <Stack gap="md">
          <Text size="sm">{t('limitPrompt.intro')}</Text>
          <SegmentedControl
            fullWidth
            value={period}
            onChange={(value) => setPeriod(value as Period)}
            aria-label={t('limitPrompt.period')}
            data={(['DAILY', 'WEEKLY', 'MONTHLY'] as const).map((value) => ({ value, label: t(`limitPrompt.periods.${value}`) }))}
          />
          <Chip.Group multiple={false} value={typeof amount === 'number' ? String(amount) : ''} onChange={(value) => setAmount(Number(value))}>
            <Group gap="xs" role="group" aria-label={t('limitPrompt.suggested')}>
              {SUGGESTED.map((value) => (
                <Chip key={value} value={String(value)} color="indigo.9">
                  {money(value)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <NumberInput
            label={t('limitPrompt.amount', { period: t(`limitPrompt.periods.${period}`) })}
            value={amount}
            onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
            min={1}
            max={MAX_AMOUNT}
            step={1000}
            allowDecimal={false}
            thousandSeparator=","
            prefix="¥"
            error={amount !== '' && !valid ? t('limitPrompt.invalid') : undefined}
          />
          <Text size="xs" c="dimmed">
            {t('limitPrompt.note')}
          </Text>
          <FormError>{save.isError ? errorMessage(save.error, t) : null}</FormError>
          <Stack gap="xs">
            <Button type="submit" size="md" fullWidth disabled={!valid} loading={save.isPending}>
              {t('limitPrompt.set')}
            </Button>
            <Button variant="default" size="md" fullWidth onClick={onDone}>
              {t('limitPrompt.skip')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </DialogShell>
  );
}

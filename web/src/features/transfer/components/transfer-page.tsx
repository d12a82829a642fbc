import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAmount } from '#common/validation.ts';
import { useBonuses } from '#web/api/bonuses.ts';
import { useWallets } from '#web/api/player.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { showToast } from '#web/components/toast.tsx';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { fieldHint } from '#web/lib/http/error-codes.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { amountInput } from '#web/lib/validation/amount-input.ts';
import { ApiError, NetworkError, TimeoutError } from '#web/lib/http/errors.ts';
import { useWalletTransfer } from '../api/wallet-transfer';

type WalletType = 'COMMON' | 'PROMOTION';
interface Values {
  from: WalletType;
  to: WalletType;
  amount: string;
}

const other = (walletType: WalletType): WalletType => (walletType === 'COMMON' ? 'PROMOTION' : 'COMMON');

/**
 * /account/transfer: both wallets' balances (live: the `wallet` push writes them), from and to with
 * a swap, the amount with "all", and the result as a toast. Main money may move to the bonus wallet
 * at any time; out of the bonus wallet only what the bonuses being wagered do not hold (the bonus
 * ledger: a bonus reaches the main wallet by its release on /promo).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const wallets = useWallets();
  const currency = wallets[0]?.currency ?? 'JPY';
  const balanceOf = (walletType: WalletType) => wallets.find((w) => w.walletType === walletType && w.currency === currency)?.amount ?? 0;
  const bonuses = useBonuses().data?.summary;
  const locked = bonuses && bonuses.currency === currency ? bonuses.locked : 0;
  // What may leave a wallet: all of COMMON, the part of PROMOTION no bonus being wagered holds.
  const movable = (walletType: WalletType) => (walletType === 'PROMOTION' ? Math.max(0, balanceOf('PROMOTION') - locked) : balanceOf(walletType));
  const money = (amount: number) => formatFullAmount(amount, currency, i18n.language);
  const transferring = useWalletTransfer();
  const [failure, setFailure] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { from: 'PROMOTION', to: 'COMMON', amount: '' },
    validateInputOnBlur: true,
    validate: {
      amount: (value, values) => {
        const problem = checkAmount(value);
        if (problem === 'empty') return t('walletTransfer.errors.amountRequired');
        if (problem !== null || Number(value) <= 0) return t('walletTransfer.errors.amountInvalid');
        if (Number(value) > balanceOf(values.from)) return t('walletTransfer.errors.aboveBalance');
        return Number(value) > movable(values.from) ? t('walletTransfer.errors.bonusLocked', { amount: money(movable(values.from)) }) : null;
      },
    },
  });
  const { from, to } = form.values;
  const walletName = (walletType: WalletType) => t(`walletTransfer.wallets.${walletType}`);
  const walletOptions = (['COMMON', 'PROMOTION'] as const).map((value) => ({ value, label: walletName(value) }));

  const swap = () => form.setValues({ from: to, to: from });
  const pick = (field: 'from' | 'to', value: string | null) => {
    if (value !== 'COMMON' && value !== 'PROMOTION') return;
    form.setValues(field === 'from' ? { from: value, to: other(value) } : { to: value, from: other(value) });
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const amount = Number(values.amount);
    try {
      await transferring.mutateAsync({ from: values.from, to: values.to, amount, currency, idempotencyKey: attemptKey });
      setAttemptKey(crypto.randomUUID());
      form.setFieldValue('amount', '');
      showToast(t('walletTransfer.done', { amount: money(amount), from: walletName(values.from), to: walletName(values.to) }), 'success');
    } catch (error) {
      // No answer: the same attempt may be retried under its key; any answer ends the attempt.
      if (!(error instanceof NetworkError || error instanceof TimeoutError)) setAttemptKey(crypto.randomUUID());
      if (error instanceof ApiError && fieldHint('transferBetweenWallets', error.code) === 'amount') form.setFieldError('amount', errorMessage(error, t));
      else setFailure(errorMessage(error, t));
    }
  });

  const balanceCard = (walletType: WalletType) => (
    <Paper withBorder radius="md" p="md" key={walletType}>
      <Text size="sm" c="dimmed">
        {walletName(walletType)}
      </Text>
      <Text fw={700} size="xl" aria-label={`${walletName(walletType)} ${money(balanceOf(walletType))}`}>
        {money(balanceOf(walletType))}
      </Text>
    </Paper>
  );

  return (
    <PageFrame title={t('pages.transfer')}>
      <Stack gap="md" maw={560}>
        <SimpleGrid cols={2} spacing="sm">
          {balanceCard('COMMON')}
          {balanceCard('PROMOTION')}
        </SimpleGrid>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <Select style={{ flex: 1 }} label={t('walletTransfer.from')} data={walletOptions} allowDeselect={false} value={from} onChange={(value) => pick('from', value)} />
              <ActionIcon variant="light" size="lg" mb={2} onClick={swap} aria-label={t('walletTransfer.swap')}>
                ⇄
              </ActionIcon>
              <Select style={{ flex: 1 }} label={t('walletTransfer.to')} data={walletOptions} allowDeselect={false} value={to} onChange={(value) => pick('to', value)} />
            </Group>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('walletTransfer.amount', { currency })}
                inputMode="decimal"
                autoComplete="off"
                leftSection={currency === 'JPY' ? '¥' : undefined}
                {...form.getInputProps('amount')}
                onChange={(event) => form.setFieldValue('amount', amountInput(event.currentTarget.value))}
              />
              <Button variant="light" onClick={() => form.setFieldValue('amount', String(movable(from)))}>
                {t('walletTransfer.all')}
              </Button>
            </Group>
            {from === 'PROMOTION' && locked > 0 ? (
              <Text size="sm">{t('walletTransfer.locked', { locked: money(locked), movable: money(movable('PROMOTION')) })}</Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('walletTransfer.rule')}
            </Text>
            <FormError>{failure}</FormError>
            <Button type="submit" size="md" disabled={!form.isValid()} loading={form.submitting}>
              {t('walletTransfer.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </PageFrame>
  );
}

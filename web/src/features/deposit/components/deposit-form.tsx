import { Button, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAmount } from '#common/validation.ts';
import { href } from '#web/lib/paths.ts';
import { useCryptoChannels, useDepositBanks, useOpenDeposit, type CryptoNetwork, type DepositChannel, type DepositLimitStatus, type DepositOrder } from '../api/deposit';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { LimitsPanel } from './limits-panel';
import { RefusalAlert } from './refusal-alert';

interface Values {
  amount: number | string;
  bankCode: string | null;
  currency: string;
  network: string | null;
}

/** The decimals a coin amount is sent with (the order says the exact amount; this is the estimate before it). */
const COIN_DECIMALS: Record<string, number> = { USDT: 2, BTC: 8, ETH: 6 };

/** Rounded up, as the order will be: the house is never paid short. */
const coinEstimate = (amount: number, rate: number, currency: string) => {
  const scale = 10 ** (COIN_DECIMALS[currency] ?? 6);
  return (Math.ceil((amount / rate) * scale - 1e-9) / scale).toFixed(COIN_DECIMALS[currency] ?? 6);
};

/** The amount a limit lets through now: the least that remains of any. */
const roomLeft = (limits: readonly DepositLimitStatus[]) => limits.reduce<DepositLimitStatus | undefined>((least, l) => (!least || l.remaining < least.remaining ? l : least), undefined);

/** One channel's deposit: the amount (digits only, yen grouped), presets, the player's limits beside it, and what the channel needs. */
export function DepositForm({ channel, limits, onOpened }: { channel: DepositChannel; limits: readonly DepositLimitStatus[]; onOpened: (order: DepositOrder) => void }) {
  const { t } = useTranslation();
  const banks = useDepositBanks();
  const crypto = useCryptoChannels();
  const opening = useOpenDeposit();
  const money = (amount: number) => formatFullAmount(amount, channel.currency);
  const tightest = roomLeft(limits);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { amount: '', bankCode: null, currency: 'USDT', network: 'TRON' },
    validateInputOnChange: true,
    validate: {
      amount: (value) => {
        const text = typeof value === 'number' ? String(value) : value;
        if (checkAmount(text, { decimals: 0 }) !== null) return t('deposit.validation.amount');
        const amount = Number(text);
        if (amount < channel.minAmount || amount > channel.maxAmount) return t('deposit.validation.range', { min: money(channel.minAmount), max: money(channel.maxAmount) });
        if (tightest && amount > tightest.remaining) return t('deposit.validation.limit', { period: t(`deposit.periods.${tightest.period}`), remaining: money(tightest.remaining) });
        return null;
      },
      bankCode: (value) => (channel.channel === 'BANK' && !value ? t('deposit.validation.bank') : null),
      network: (value) => (channel.channel === 'VIRTUAL' && !value ? t('deposit.validation.network') : null),
    },
  });
  const { values } = form;
  // New limits (read again after a refusal or a push) judge the amount already typed.
  useEffect(() => {
    if (form.getValues().amount !== '') form.validateField('amount');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- useForm reads this render's rules; only new limits call for a new verdict
  }, [limits]);
  const cryptoChannel = crypto.data?.find((c) => c.currency === values.currency);
  const amount = typeof values.amount === 'number' ? values.amount : Number(values.amount);
  const filled = values.amount !== '' && form.isValid();

  const submit = form.onSubmit(async (v) => {
    const base = { amount: Number(v.amount) };
    try {
      const order = await opening.mutateAsync(
        channel.channel === 'BANK'
          ? { channel: 'BANK', ...base, bankCode: v.bankCode ?? '' }
          : channel.channel === 'VIRTUAL'
            ? { channel: 'VIRTUAL', ...base, currency: v.currency as 'USDT', network: (v.network ?? '') as CryptoNetwork }
            : { channel: 'BUY_CRYPTO', ...base, returnPath: href('/account/deposit') },
      );
      onOpened(order);
    } catch {
      // Shown below from opening.error, in the words of its refusal.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="xs">
            <NumberInput
              label={t('deposit.amount')}
              description={t('deposit.range', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
              prefix={channel.currency === 'JPY' ? '¥' : undefined}
              thousandSeparator=","
              allowDecimal={false}
              allowNegative={false}
              hideControls
              inputMode="numeric"
              autoComplete="off"
              {...form.getInputProps('amount')}
            />
            <Group gap="xs" role="group" aria-label={t('deposit.presets')}>
              {channel.presets.map((preset) => (
                <Button key={preset} size="xs" variant={amount === preset ? 'filled' : 'light'} onClick={() => form.setFieldValue('amount', preset)}>
                  {money(preset)}
                </Button>
              ))}
            </Group>
          </Stack>
          <LimitsPanel limits={limits} />
        </SimpleGrid>
        {channel.channel === 'BANK' ? (
          <Select
            label={t('deposit.bank')}
            placeholder={t('deposit.chooseBank')}
            data={(banks.data ?? []).map((b) => ({ value: b.bankCode, label: b.bankName }))}
            {...form.getInputProps('bankCode')}
          />
        ) : null}
        {channel.channel === 'VIRTUAL' ? (
          <Stack gap="xs">
            <Text size="sm" fw={500} id="deposit-currency-label">
              {t('deposit.cryptoCurrency')}
            </Text>
            <SegmentedControl
              aria-labelledby="deposit-currency-label"
              data={(crypto.data ?? []).map((c) => c.currency)}
              value={values.currency}
              onChange={(currency) => {
                form.setFieldValue('currency', currency);
                form.setFieldValue('network', crypto.data?.find((c) => c.currency === currency)?.networks[0]?.network ?? null);
              }}
            />
            <Select
              label={t('deposit.network')}
              data={(cryptoChannel?.networks ?? []).map((n) => ({ value: n.network, label: n.name }))}
              {...form.getInputProps('network')}
            />
            {cryptoChannel && amount > 0 ? (
              <Text size="sm" c="dimmed">
                {t('deposit.estimate', { amount: coinEstimate(amount, cryptoChannel.rate, cryptoChannel.currency), currency: cryptoChannel.currency, rate: formatFullAmount(cryptoChannel.rate, channel.currency, undefined, { exact: true }) })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {channel.channel === 'BUY_CRYPTO' ? (
          <Text size="sm" c="dimmed">
            {t('deposit.buyCryptoIntro')}
          </Text>
        ) : null}
        {opening.isError ? <RefusalAlert error={opening.error} /> : null}
        <Button type="submit" disabled={!filled} loading={form.submitting}>
          {t(`deposit.submit.${channel.channel}`)}
        </Button>
      </Stack>
    </form>
  );
}

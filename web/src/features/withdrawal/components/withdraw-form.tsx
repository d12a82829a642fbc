import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawalFee } from '#common/money.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { showToast } from '#web/components/toast.tsx';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { codes, fieldHint } from '#web/lib/http/error-codes.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { amountInput } from '#web/lib/validation/amount-input.ts';
import { ApiError, NetworkError, TimeoutError } from '#web/lib/http/errors.ts';
import { useCreateWithdrawal, type WithdrawChannel, type WithdrawConfig } from '../api/withdrawal';
import { checkWithdrawAmount, isAccountNumber, isKatakana, matchesNetwork, newAttemptKey, withdrawAllAmount } from '../utils/withdraw-form';
import { IdentityNotice } from './identity-notice';

type Limits = WithdrawConfig['channels'][number];
type Route = WithdrawChannel['networks'][number];

interface Values {
  amount: string;
  bankName: string;
  branchName: string;
  accountType: 'ORDINARY' | 'CHECKING' | 'SAVINGS';
  accountNumber: string;
  accountHolder: string;
  route: string;
  address: string;
}

const initialValues: Values = { amount: '', bankName: '', branchName: '', accountType: 'ORDINARY', accountNumber: '', accountHolder: '', route: '', address: '' };
const routeId = (route: Route) => `${route.coin}:${route.network}`;
/** Form fields the contract's field hints name (the request's names are the form's). */
const HINTED = new Set(['amount', 'accountHolder', 'address']);

interface Props {
  channel: 'BANK' | 'CRYPTO';
  config: WithdrawConfig;
  limits: Limits;
  routes: Route[];
}

/** Amount (with "withdraw all"), then the bank account or the crypto address; the fee and what arrives as the player types. */
export function WithdrawForm({ channel, config, limits, routes }: Props) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatFullAmount(amount, config.currency, i18n.language);
  const creating = useCreateWithdrawal();
  const [failure, setFailure] = useState<string | null>(null);
  const [identityRefused, setIdentityRefused] = useState(false);
  // One key per attempt: kept when the answer never came (a retry is the same attempt), new after an answer.
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const bank = channel === 'BANK';

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...initialValues, route: routes[0] ? routeId(routes[0]) : '' },
    validateInputOnBlur: true,
    validate: {
      amount: (value) => {
        const problem = checkWithdrawAmount(value, limits, config.available);
        return problem && t(`withdrawal.errors.${problem}`, { min: money(limits.minAmount), max: money(limits.maxAmount) });
      },
      bankName: (value) => (bank && !value.trim() ? t('withdrawal.errors.bankName') : null),
      branchName: (value) => (bank && !value.trim() ? t('withdrawal.errors.branchName') : null),
      accountNumber: (value) => (bank && !isAccountNumber(value) ? t('withdrawal.errors.accountNumber') : null),
      accountHolder: (value) => (bank && !isKatakana(value) ? t('withdrawal.errors.accountHolder') : null),
      address: (value, values) => {
        if (bank) return null;
        const route = routes.find((r) => routeId(r) === values.route);
        return route && matchesNetwork(value, route.addressPattern) ? null : t('withdrawal.errors.address');
      },
    },
  });

  const amount = Number(form.values.amount);
  const fee = form.values.amount && amount > 0 ? withdrawalFee(limits.fee, amount, config.currency) : null;
  const selectedRoute = routes.find((r) => routeId(r) === form.values.route);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setIdentityRefused(false);
    const common = { amount: Number(values.amount), currency: config.currency, idempotencyKey: attemptKey };
    try {
      const order = bank
        ? await creating.mutateAsync({ channel: 'BANK', request: { ...common, bankName: values.bankName.trim(), branchName: values.branchName.trim(), accountType: values.accountType, accountNumber: values.accountNumber, accountHolder: values.accountHolder.trim() } })
        : await creating.mutateAsync({ channel: 'CRYPTO', request: { ...common, coin: selectedRoute!.coin, network: selectedRoute!.network, address: values.address.trim() } });
      setAttemptKey(newAttemptKey());
      showToast(t('withdrawal.created', { amount: money(order.amount) }), 'success');
    } catch (error) {
      if (!(error instanceof NetworkError || error instanceof TimeoutError)) setAttemptKey(newAttemptKey());
      if (error instanceof ApiError && error.code === codes.withdrawIdentityRequired) return setIdentityRefused(true);
      const hint = error instanceof ApiError ? fieldHint(bank ? 'createBankWithdrawal' : 'createVirtualWithdrawal', error.code) : undefined;
      if (hint && HINTED.has(hint)) form.setFieldError(hint as keyof Values, errorMessage(error, t));
      else setFailure(errorMessage(error, t));
    }
  });

  const identityThreshold = limits.identityRequiredAbove === 0 ? null : money(limits.identityRequiredAbove);
  const needsIdentity = !config.identityApproved && (identityThreshold === null || amount > limits.identityRequiredAbove);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('withdrawal.amount', { currency: config.currency })}
                inputMode="decimal"
                autoComplete="off"
                leftSection={config.currency === 'JPY' ? '¥' : undefined}
                {...form.getInputProps('amount')}
                onChange={(event) => form.setFieldValue('amount', amountInput(event.currentTarget.value))}
              />
              <Button variant="light" onClick={() => form.setFieldValue('amount', String(withdrawAllAmount(config, limits)))}>
                {t('withdrawal.all')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('withdrawal.limits', { min: money(limits.minAmount), max: money(limits.maxAmount) })}
            </Text>
            <Text size="sm">
              {t('withdrawal.feeLine', { fee: fee === null ? '-' : money(fee), receive: fee === null ? '-' : money(Math.max(0, amount - fee)) })}
            </Text>
          </Stack>
        </Paper>

        {bank ? (
          <Stack gap="sm">
            <TextInput label={t('withdrawal.bank.bankName')} maxLength={40} {...form.getInputProps('bankName')} />
            <TextInput label={t('withdrawal.bank.branchName')} maxLength={40} {...form.getInputProps('branchName')} />
            <Select
              label={t('withdrawal.bank.accountType')}
              data={(['ORDINARY', 'CHECKING', 'SAVINGS'] as const).map((value) => ({ value, label: t(`withdrawal.accountTypes.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('accountType')}
            />
            <TextInput label={t('withdrawal.bank.accountNumber')} inputMode="numeric" maxLength={7} {...form.getInputProps('accountNumber')} onChange={(event) => form.setFieldValue('accountNumber', event.currentTarget.value.replace(/\D/g, '').slice(0, 7))} />
            <TextInput label={t('withdrawal.bank.accountHolder')} description={t('withdrawal.bank.accountHolderHint')} maxLength={50} {...form.getInputProps('accountHolder')} />
          </Stack>
        ) : (
          <Stack gap="sm">
            <Select label={t('withdrawal.crypto.network')} data={routes.map((r) => ({ value: routeId(r), label: `${r.coin} (${r.network})` }))} allowDeselect={false} {...form.getInputProps('route')} />
            <TextInput label={t('withdrawal.crypto.address')} placeholder={selectedRoute?.addressExample} autoComplete="off" spellCheck={false} maxLength={128} {...form.getInputProps('address')} />
            <Text size="sm" c="dimmed">
              {t('withdrawal.crypto.rateNote')}
            </Text>
          </Stack>
        )}

        {(identityRefused || needsIdentity) && <IdentityNotice threshold={identityThreshold} refused={identityRefused} />}
        <FormError>{failure}</FormError>
        <Button type="submit" size="md" disabled={!form.isValid()} loading={form.submitting}>
          {t('withdrawal.submit')}
        </Button>
      </Stack>
    </form>
  );
}

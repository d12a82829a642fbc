import { Button, Group, NumberInput, Select, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adjustWallet, readLedger, type WalletAdjustment } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';
import { Failure, Panel, type PanelProps } from './panel.tsx';
import { accountsQuery } from './queries.ts';

export function WalletsPanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useQuery(accountsQuery(session));
  const [player, setPlayer] = useState<string | null>(null);
  const loginName = player ?? accounts.data?.accounts[0]?.loginName ?? null;
  const ledger = useQuery({
    queryKey: ['ledger', session, loginName],
    queryFn: () => ask(readLedger({ loginName: loginName! }, inSession(session))),
    enabled: loginName !== null,
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { amount: 10_000 as number | string, walletType: 'COMMON' },
    validate: { amount: (value) => (Number(value) !== 0 && Number.isFinite(Number(value)) ? null : t('wallets.amountRule')) },
  });
  const adjust = useMutation({
    mutationFn: (adjustment: WalletAdjustment) => ask(adjustWallet(adjustment, inSession(session))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ledger', session] }),
  });
  const balances = ledger.data?.balances ?? [];

  return (
    <Panel title={t('nav.wallets')}>
      <Select
        label={t('wallets.player')}
        value={loginName}
        onChange={setPlayer}
        allowDeselect={false}
        data={(accounts.data?.accounts ?? []).map((account) => ({ value: account.loginName, label: `${account.displayName} (${account.loginName})` }))}
        maw={360}
      />
      <Table aria-label={t('wallets.balances')} maw={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('wallets.wallet')}</Table.Th>
            <Table.Th>{t('wallets.currency')}</Table.Th>
            <Table.Th ta="right">{t('wallets.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balances.map((balance) => (
            <Table.Tr key={`${balance.walletType}-${balance.currency}`}>
              <Table.Td>{balance.walletType}</Table.Td>
              <Table.Td>{balance.currency}</Table.Td>
              <Table.Td ta="right">{balance.amount.toLocaleString()}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {ledger.data && <Text size="sm" c="dimmed">{t('wallets.entries', { count: ledger.data.entries.length })}</Text>}
      <form
        onSubmit={form.onSubmit((values) => {
          if (loginName) adjust.mutate({ loginName, amount: Number(values.amount), walletType: values.walletType as WalletAdjustment['walletType'] });
        })}
      >
        <Group align="flex-end">
          <NumberInput label={t('wallets.amount')} description={t('wallets.amountHint')} decimalScale={2} {...form.getInputProps('amount')} w={200} />
          <Select label={t('wallets.wallet')} data={['COMMON', 'PROMOTION']} allowDeselect={false} {...form.getInputProps('walletType')} w={160} />
          <Button type="submit" loading={adjust.isPending} disabled={!loginName}>
            {t('wallets.adjust')}
          </Button>
        </Group>
      </form>
      {adjust.isSuccess && <Text role="status">{t('wallets.adjusted', { amount: adjust.data.wallet.amount.toLocaleString() })}</Text>}
      <Failure error={adjust.error ?? ledger.error ?? accounts.error} />
    </Panel>
  );
}

import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import type { BalanceRecord } from '../api/wallet';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';

/** Money in teal, money out in red (both dark enough to read on the light theme), 0 plain. */
const amountColour = (amount: number) => (amount > 0 ? 'teal.9' : amount < 0 ? 'red.9' : undefined);

function useRecordText(timeZone: string | undefined) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return {
    time: (record: BalanceRecord) => formatDate(record.time, { locale, timeZone, withTime: true }),
    wallet: (record: BalanceRecord) => `${record.currency} ${t(record.walletType === 'COMMON' ? 'wallet.header.main' : 'wallet.header.promotion')}`,
    amount: (record: BalanceRecord) => formatFullAmount(record.amount, record.currency, locale, { signed: true }),
    balance: (record: BalanceRecord) => formatFullAmount(record.balanceAfter, record.currency, locale),
  };
}

function KindLabel({ record }: { record: BalanceRecord }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" span>
        {t(`wallet.kinds.${record.kind}`)}
      </Text>
      {record.withdrawalStatus ? (
        <Badge size="sm" variant="light" color={record.withdrawalStatus === 'PENDING' ? 'yellow' : 'gray'} c="dark.7">
          {t(`wallet.withdrawalStatus.${record.withdrawalStatus}`)}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The records as a table on big screens. */
export function RecordsTable({ records, timeZone }: { records: BalanceRecord[]; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const text = useRecordText(timeZone);
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('wallet.records.time')}</Table.Th>
          <Table.Th>{t('wallet.records.kind')}</Table.Th>
          <Table.Th>{t('wallet.records.wallet')}</Table.Th>
          <Table.Th ta="right">{t('wallet.records.amount')}</Table.Th>
          <Table.Th ta="right">{t('wallet.records.balanceAfter')}</Table.Th>
          <Table.Th>{t('wallet.records.ref')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => (
          <Table.Tr key={record.id}>
            <Table.Td>{text.time(record)}</Table.Td>
            <Table.Td>
              <KindLabel record={record} />
            </Table.Td>
            <Table.Td>{text.wallet(record)}</Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={700} c={amountColour(record.amount)} span>
                {text.amount(record)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{text.balance(record)}</Table.Td>
            <Table.Td>{record.ref ?? '-'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The records as a list of cards on phones: the amount first, the rest beneath. */
export function RecordsCards({ records, timeZone }: { records: BalanceRecord[]; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const text = useRecordText(timeZone);
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {records.map((record) => (
        <Paper key={record.id} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <KindLabel record={record} />
              <Text size="xs" c="dimmed">
                {text.time(record)} · {text.wallet(record)}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end">
              <Text fw={700} c={amountColour(record.amount)}>
                {text.amount(record)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('wallet.records.balanceAfter')} {text.balance(record)}
              </Text>
            </Stack>
          </Group>
          {record.ref ? (
            <Text size="xs" c="dimmed" mt={4}>
              {t('wallet.records.ref')}: {record.ref}
            </Text>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}

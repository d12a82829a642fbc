import { Badge, Code, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Failure, Panel, type PanelProps, ScrollTable } from './panel.tsx';
import { accountsQuery } from './queries.ts';

/** An authenticator code lives 30 s: read the accounts often enough that the one shown works. */
const AUTHENTICATOR_REFRESH_MS = 5_000;

export function AccountsPanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const accounts = useQuery({ ...accountsQuery(session), refetchInterval: AUTHENTICATOR_REFRESH_MS });

  return (
    <Panel title={t('nav.accounts')}>
      <Failure error={accounts.error} />
      <ScrollTable minWidth={720}>
        <Table striped aria-label={t('nav.accounts')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accounts.displayName')}</Table.Th>
              <Table.Th>{t('accounts.loginName')}</Table.Th>
              <Table.Th>{t('accounts.state')}</Table.Th>
              <Table.Th>{t('accounts.contact')}</Table.Th>
              <Table.Th>{t('accounts.secondFactor')}</Table.Th>
              <Table.Th>{t('accounts.authenticatorCode')}</Table.Th>
              <Table.Th>{t('accounts.password')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.data?.accounts.map((account) => (
              <Table.Tr key={account.playerId}>
                <Table.Td>{account.displayName}</Table.Td>
                <Table.Td>{account.loginName}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={account.state === 'ACTIVE' ? 'blue' : 'gray'}>
                    {account.state}
                  </Badge>
                </Table.Td>
                <Table.Td>{[account.email, account.phone].filter(Boolean).join(' / ') || '—'}</Table.Td>
                <Table.Td>{account.secondFactor ?? '—'}</Table.Td>
                <Table.Td>
                  {account.authenticatorCode ? (
                    <>
                      <Code aria-label={t('accounts.codeOf', { name: account.displayName })}>{account.authenticatorCode}</Code>{' '}
                      {account.authenticatorCodeValidUntil ? t('accounts.validUntil', { time: new Date(account.authenticatorCodeValidUntil).toLocaleTimeString() }) : null}
                    </>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>{account.password ?? t('accounts.ownPassword')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Panel>
  );
}

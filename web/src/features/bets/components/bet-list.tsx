import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BetRecord, BetTotals } from '#web/api/bet-records.ts';
import { formatDate } from '#web/lib/format/format.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';

/** A win in teal, a loss in red (both dark enough on the light theme), even plain. */
const netColour = (net: number) => (net > 0 ? 'teal.9' : net < 0 ? 'red.9' : undefined);
const signedAmount = (amount: number, currency: string, locale: string) => `${amount > 0 ? '+' : ''}${formatFullAmount(amount, currency, locale)}`;

function useBetText(timeZone: string | undefined) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return {
    placed: (bet: BetRecord) => formatDate(bet.placedAt, { locale, timeZone, withTime: true }),
    amount: (amount: number, currency: string) => formatFullAmount(amount, currency, locale),
    net: (bet: BetRecord) => signedAmount(bet.net, bet.currency, locale),
    status: (bet: BetRecord) => t(`bets.status.${bet.result ?? bet.status}`),
    playType: (bet: BetRecord) => t(`bets.playTypes.${bet.playType}`),
  };
}

function StatusBadge({ bet, label }: { bet: BetRecord; label: string }) {
  const colour = bet.status === 'OPEN' ? 'yellow' : bet.result === 'WIN' ? 'teal' : 'gray';
  return (
    <Badge size="sm" variant="light" color={colour} c="dark.7">
      {label}
    </Badge>
  );
}

/**
 * Count, stake, payout and net of every bet the filter matches (not only this page). Bets still
 * open have no payout or net yet: their totals say "-", as each open bet's own row does (the
 * server's net counts an open stake as lost, which is its rule for limits, not a result).
 */
export function BetTotalsBar({ totals, currency, open = false }: { totals: BetTotals; currency: string; open?: boolean }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const items = [
    { label: t('bets.totals.count'), value: t('bets.totals.countValue', { count: totals.count }) },
    { label: t('bets.totals.stake'), value: formatFullAmount(totals.stake, currency, locale) },
    { label: t('bets.totals.payout'), value: open ? '-' : formatFullAmount(totals.payout, currency, locale) },
    { label: t('bets.totals.net'), value: open ? '-' : signedAmount(totals.net, currency, locale), colour: open ? undefined : netColour(totals.net) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0} aria-label={t('bets.totals.label')}>
      {items.map((item) => (
        <Paper key={item.label} withBorder p="xs" radius="md">
          <Text component="dt" size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={700} c={item.colour}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The bets as a table on big screens. */
export function BetTable({ bets, timeZone }: { bets: BetRecord[]; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const text = useBetText(timeZone);
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bets.placedAt')}</Table.Th>
          <Table.Th>{t('bets.game')}</Table.Th>
          <Table.Th>{t('bets.playType')}</Table.Th>
          <Table.Th>{t('bets.detail')}</Table.Th>
          <Table.Th ta="right">{t('bets.stake')}</Table.Th>
          <Table.Th ta="right">{t('bets.payout')}</Table.Th>
          <Table.Th ta="right">{t('bets.net')}</Table.Th>
          <Table.Th>{t('bets.state')}</Table.Th>
          <Table.Th>{t('bets.betId')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bets.map((bet) => (
          <Table.Tr key={bet.betId}>
            <Table.Td>{text.placed(bet)}</Table.Td>
            <Table.Td>
              <Text size="sm">{bet.gameName}</Text>
              <Text size="xs" c="dimmed">
                {bet.providerCode}
              </Text>
            </Table.Td>
            <Table.Td>{text.playType(bet)}</Table.Td>
            <Table.Td>{bet.detail}</Table.Td>
            <Table.Td ta="right">{text.amount(bet.stake, bet.currency)}</Table.Td>
            <Table.Td ta="right">{bet.status === 'OPEN' ? '-' : text.amount(bet.payout, bet.currency)}</Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={700} c={netColour(bet.net)} span>
                {bet.status === 'OPEN' ? '-' : text.net(bet)}
              </Text>
            </Table.Td>
            <Table.Td>
              <StatusBadge bet={bet} label={text.status(bet)} />
            </Table.Td>
            <Table.Td>
              <Text size="xs">{bet.betId}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The bets as cards on phones: the game and the result first, the rest beneath. */
export function BetCards({ bets, timeZone }: { bets: BetRecord[]; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const text = useBetText(timeZone);
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {bets.map((bet) => (
        <Paper key={bet.betId} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <Text fw={700} size="sm">
                {bet.gameName}
              </Text>
              <Text size="xs" c="dimmed">
                {bet.providerCode} · {text.playType(bet)} · {bet.detail}
              </Text>
            </Stack>
            <StatusBadge bet={bet} label={text.status(bet)} />
          </Group>
          <Group justify="space-between" mt={6}>
            <Text size="sm">
              {t('bets.stake')} {text.amount(bet.stake, bet.currency)}
            </Text>
            {bet.status === 'OPEN' ? null : (
              <Text size="sm" fw={700} c={netColour(bet.net)}>
                {t('bets.net')} {text.net(bet)}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {text.placed(bet)} · {bet.betId}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

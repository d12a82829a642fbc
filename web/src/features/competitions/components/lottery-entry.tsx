import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { newRequestId, quickPick, useEnterLottery, type Lottery, type LotteryTickets } from '../api/lottery';

/**
 * Picking numbers for the open draw: `pick` of 1..max by tapping, or a quick pick drawn in the
 * browser. One entry spends one ticket; the request id stays the same until the entry goes through,
 * so a retry after a dropped answer counts once.
 */
export function LotteryEntry({ lottery, tickets, loggedIn }: { lottery: Lottery; tickets: LotteryTickets | undefined; loggedIn: boolean }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const openAuth = useAppSettings((state) => state.openAuth);
  const { pick, max, ticketRules } = lottery.rules;
  const [picked, setPicked] = useState<number[]>([]);
  const requestId = useRef(newRequestId());
  const enter = useEnterLottery();
  const available = tickets?.available ?? 0;
  const toggle = (n: number) => setPicked((now) => (now.includes(n) ? now.filter((x) => x !== n) : now.length < pick ? [...now, n].sort((a, b) => a - b) : now));
  const submit = () =>
    enter.mutate(
      { drawId: lottery.openDraw.drawId, numbers: picked, requestId: requestId.current },
      {
        onSuccess: () => {
          requestId.current = newRequestId();
          setPicked([]);
        },
      },
    );
  const money = (amount: number) => formatFullAmount(amount, 'JPY', locale);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="entry-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="entry-title">
          {t('competitions.lottery.enterTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('competitions.lottery.ticketRules', { stake: money(ticketRules.stakePerTicket.amount), deposit: money(ticketRules.depositPerTicket.amount), max: lottery.rules.maxTickets })}
        </Text>
        {!loggedIn ? (
          <Button onClick={() => openAuth('login')} w="fit-content">
            {t('competitions.lottery.loginToEnter')}
          </Button>
        ) : (
          <>
            <Text fw={700} role="status" aria-live="polite">
              {t('competitions.lottery.ticketsLeft', { count: available })}
            </Text>
            <Text size="sm">{t('competitions.lottery.pickHint', { pick, max })}</Text>
            <SimpleGrid cols={5} spacing={8} maw={340} role="group" aria-label={t('competitions.lottery.numbers')}>
              {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                <Button key={n} variant={picked.includes(n) ? 'filled' : 'default'} aria-pressed={picked.includes(n)} onClick={() => toggle(n)} h={44} px={0}>
                  {n}
                </Button>
              ))}
            </SimpleGrid>
            <Group gap="sm">
              <Button variant="default" onClick={() => setPicked(quickPick(pick, max))}>
                {t('competitions.lottery.quickPick')}
              </Button>
              <Button onClick={submit} disabled={picked.length !== pick || available < 1} loading={enter.isPending}>
                {t('competitions.lottery.enter')}
              </Button>
            </Group>
            {available < 1 ? <Text size="sm" c="dimmed">{t('competitions.lottery.noTickets')}</Text> : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

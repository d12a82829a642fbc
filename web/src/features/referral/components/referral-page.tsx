import { Badge, Button, Code, Group, Pagination, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { QrCode } from '#web/components/qr-code.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { INVITEES_PER_PAGE, useInvitees, useReferralSummary, type ReferralSummary } from '../api/referral-centre';
import { copyLink, shareLink, type ShareOutcome } from '../utils/share';

const STATE_COLOR = { REGISTERED: 'gray', DEPOSITED: 'blue', QUALIFIED: 'green' } as const;

/** The code, the link with its QR code, and the ways to pass it on. */
function Invite({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const link = new URL(summary.linkPath, window.location.origin).toString();
  const reward = formatFullAmount(summary.rule.reward.amount, summary.rule.reward.currency, locale);
  const content = { url: link, title: t('referral.shareTitle'), text: t('referral.shareText', { reward }) };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="referral-invite">
      <Stack gap="sm">
        <Title order={2} size="h4" id="referral-invite">
          {t('referral.invite')}
        </Title>
        <Text size="sm">{t('referral.rule', { deposit: formatFullAmount(summary.rule.qualifyingDeposit.amount, summary.rule.qualifyingDeposit.currency, locale), reward })}</Text>
        <Group align="flex-start" gap="lg">
          <QrCode value={link} label={t('referral.qrLabel')} size={160} />
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Text size="xs" c="dimmed">
              {t('referral.code')}
            </Text>
            <Text fw={700} size="xl" aria-label={t('referral.codeLabel', { code: summary.code })}>
              {summary.code}
            </Text>
            <Text size="xs" c="dimmed">
              {t('referral.link')}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={t('referral.linkLabel')}>
              {link}
            </Code>
            <Group gap="sm">
              <Button onClick={() => void shareLink(content).then(setOutcome)}>{t('referral.share')}</Button>
              <Button variant="default" onClick={() => void copyLink(link).then(setOutcome)}>
                {t('referral.copy')}
              </Button>
            </Group>
            <Text size="sm" role="status" mih={20}>
              {outcome === 'copied' ? t('referral.copied') : outcome === 'failed' ? t('referral.copyFailed') : ''}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}

function Totals({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const items = [
    [t('referral.invited'), String(summary.invited)],
    [t('referral.deposited'), String(summary.deposited)],
    [t('referral.qualified'), String(summary.qualified)],
    [t('referral.rewardsPaid'), formatFullAmount(summary.rewardsPaid.amount, summary.rewardsPaid.currency, locale)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {items.map(([label, value]) => (
        <Paper withBorder radius="md" p="sm" key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Invitees() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const timeZone = usePlayer()?.timeZone;
  const [pageNo, setPageNo] = useState(1);
  const invitees = useInvitees(pageNo);
  const label = t('referral.invitees');
  const data = invitees.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="referral-invitees">
      <Title order={2} size="h4" id="referral-invitees" mb="xs">
        {label}
      </Title>
      {invitees.isError ? (
        <PartFailed onRetry={() => void invitees.refetch()} retrying={invitees.isFetching} />
      ) : !data ? (
        <Skeleton height={120} aria-hidden="true" />
      ) : data.invitees.length === 0 ? (
        <Text size="sm">{t('referral.noInvitees')}</Text>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label={t('referral.inviteesScroll')}>
            <Table aria-label={label} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('referral.friend')}</Table.Th>
                  <Table.Th scope="col">{t('referral.registeredAt')}</Table.Th>
                  <Table.Th scope="col">{t('referral.state')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('referral.reward')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.invitees.map((invitee) => (
                  <Table.Tr key={`${invitee.maskedName}-${invitee.registeredAt}`}>
                    <Table.Td>{invitee.maskedName}</Table.Td>
                    <Table.Td>{formatDate(invitee.registeredAt, { locale, timeZone })}</Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLOR[invitee.state]} variant="light" c="dark.7">
                        {t(`referral.states.${invitee.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{invitee.reward ? t('referral.rewardPaid', { amount: formatFullAmount(invitee.reward.amount, invitee.reward.currency, locale) }) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.page.total > INVITEES_PER_PAGE ? (
            <Pagination total={Math.ceil(data.page.total / INVITEES_PER_PAGE)} value={pageNo} onChange={setPageNo} aria-label={t('referral.pages')} />
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * /account/referral, the referral centre: the player's code, the link with a QR code and a share
 * button (the app's share sheet, Web Share, or a copy), the reward rule, the friends who signed up
 * with it and how each stands (registered, deposited, qualified), and the rewards paid.
 */
export function Component() {
  const { t } = useTranslation();
  const summary = useReferralSummary();
  return (
    <PageFrame title={t('pages.referral')}>
      {summary.isError ? (
        <PartFailed onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : !summary.data ? (
        <Skeleton height={260} radius="md" aria-hidden="true" />
      ) : (
        <>
          <Invite summary={summary.data} />
          <Totals summary={summary.data} />
          <Invitees />
        </>
      )}
    </PageFrame>
  );
}

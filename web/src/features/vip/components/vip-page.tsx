import { Badge, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '#web/components/page-frame.tsx';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { stillNeeded, useLevelProgress, type LevelInfo, type LevelProgress } from '../api/vip';

function useMoney(currency: string) {
  const locale = currentLanguage();
  return (amount: number) => formatFullAmount(amount, currency, locale);
}

/** One measure toward the next level: how far, and what is still needed. */
function Target({ label, target, currency }: { label: string; target: LevelProgress['deposit']; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const needed = stillNeeded(target);
  const percent = target.required ? Math.min(100, Math.floor((target.current * 100) / target.required)) : 100;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">
          {money(target.current)}
          {target.required !== null ? ` / ${money(target.required)}` : ''}
        </Text>
      </Group>
      <Progress value={percent} aria-label={label} />
      <Text size="xs" c="dimmed">
        {needed === null ? t('vip.topLevel') : needed === 0 ? t('vip.reached') : t('vip.stillNeeded', { amount: money(needed) })}
      </Text>
    </Stack>
  );
}

function ProgressCard({ progress }: { progress: LevelProgress }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="vip-progress">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={0}>
            <Text size="xs" c="dimmed" id="vip-progress">
              {t('vip.current')}
            </Text>
            <Title order={2} size="h3">
              {progress.levelName}
            </Title>
          </Stack>
          <Text fw={700} size="xl" aria-label={t('vip.percentLabel', { percent: progress.progressPercent })}>
            {progress.progressPercent}%
          </Text>
        </Group>
        <Text size="sm">{progress.nextLevelName ? t('vip.toNext', { level: progress.nextLevelName }) : t('vip.topLevel')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Target label={t('vip.deposit')} target={progress.deposit} currency={progress.currency} />
          <Target label={t('vip.turnover')} target={progress.turnover} currency={progress.currency} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('vip.bothNeeded')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Every level's benefits, the player's own row marked. */
function Benefits({ levels, current, currency }: { levels: LevelInfo[]; current: number; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const yes = (flag: boolean) => (flag ? t('vip.yes') : '—');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="vip-benefits">
      <Title order={2} size="h4" id="vip-benefits" mb="sm">
        {t('vip.benefits')}
      </Title>
      {/* Native scrolling, focusable and named, so a keyboard can scroll it (axe scrollable-region-focusable). */}
      <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label={t('vip.benefitsScroll')}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('vip.level')}</Table.Th>
              <Table.Th>{t('vip.requirement')}</Table.Th>
              <Table.Th>{t('vip.cashback')}</Table.Th>
              <Table.Th>{t('vip.withdrawalLimit')}</Table.Th>
              <Table.Th>{t('vip.birthdayBonus')}</Table.Th>
              <Table.Th>{t('vip.manager')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.map((level) => (
              <Table.Tr key={level.level} aria-current={level.level === current ? 'true' : undefined} fw={level.level === current ? 700 : undefined}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Group gap={6} wrap="nowrap">
                    {level.name}
                    {level.vip ? <Badge color="violet.9" size="xs">VIP</Badge> : null}
                    {level.level === current ? <Badge size="xs">{t('vip.you')}</Badge> : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{t('vip.requirementValue', { deposit: money(level.deposit), turnover: money(level.turnover) })}</Text>
                </Table.Td>
                <Table.Td>{level.benefits.cashbackPercent > 0 ? `${level.benefits.cashbackPercent}%` : '—'}</Table.Td>
                <Table.Td>{t('vip.withdrawalValue', { amount: money(level.benefits.dailyWithdrawalLimit), times: level.benefits.withdrawalsPerDay })}</Table.Td>
                <Table.Td>{level.benefits.birthdayBonus > 0 ? money(level.benefits.birthdayBonus) : '—'}</Table.Td>
                <Table.Td>{yes(level.benefits.personalManager)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** /account/vip: the level, what the next one still needs in deposits and turnover, and every level's benefits. */
export function Component() {
  const { t } = useTranslation();
  const progress = useLevelProgress();
  return (
    <PageFrame title={t('pages.vip')}>
      {progress.data ? (
        <>
          <ProgressCard progress={progress.data} />
          <Benefits levels={progress.data.levels} current={progress.data.level} currency={progress.data.currency} />
        </>
      ) : progress.isError ? (
        <Text role="alert">{t('vip.loadFailed')}</Text>
      ) : (
        <Stack gap="md" aria-hidden="true">
          <Skeleton height={220} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      )}
    </PageFrame>
  );
}

import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { useSelfControl, type SelfControl } from '#web/api/self-control.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { limitState, PERIODS, REALITY_CHECK_MINUTES, SESSION_MINUTES, type LimitKind } from '../utils/limits';
import { BreakSection, RunningBreak } from './break-section';
import { LimitEditor } from './limit-editor';
import { WinsTickerSection } from './wins-ticker-section';

function Section({ id, title, hint, children }: { id: string; title: string; hint: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {hint}
      </Text>
      {children}
    </Paper>
  );
}

function Limits({ control, currency, timeZone }: { control: SelfControl; currency: string; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const money = (amount: number) => formatFullAmount(amount, currency, locale);
  const minutes = (value: number) => (value % 60 === 0 ? t('responsibleGaming.hours', { count: value / 60 }) : t('responsibleGaming.minutes', { count: value }));
  const periodRows = (kind: Extract<LimitKind, 'DEPOSIT_LIMIT' | 'LOSS_LIMIT'>) =>
    PERIODS.map((period) => (
      <LimitEditor
        key={period}
        kind={kind}
        period={period}
        label={t(`responsibleGaming.${kind === 'DEPOSIT_LIMIT' ? 'deposit' : 'loss'}.${period}`)}
        state={limitState(control, kind, period)}
        show={money}
        timeZone={timeZone}
      />
    ));
  return (
    <>
      <Section id="rg-deposit" title={t('responsibleGaming.depositLimits')} hint={t('responsibleGaming.depositHint')}>
        {periodRows('DEPOSIT_LIMIT')}
      </Section>
      <Section id="rg-loss" title={t('responsibleGaming.lossLimits')} hint={t('responsibleGaming.lossHint')}>
        {periodRows('LOSS_LIMIT')}
      </Section>
      <Section id="rg-time" title={t('responsibleGaming.playTime')} hint={t('responsibleGaming.playTimeHint')}>
        <LimitEditor kind="SESSION_LIMIT" label={t('responsibleGaming.sessionLimit')} state={limitState(control, 'SESSION_LIMIT')} show={minutes} options={SESSION_MINUTES} timeZone={timeZone} />
        <LimitEditor kind="REALITY_CHECK" label={t('responsibleGaming.realityCheck')} state={limitState(control, 'REALITY_CHECK')} show={minutes} options={REALITY_CHECK_MINUTES} timeZone={timeZone} />
      </Section>
    </>
  );
}

/**
 * /account/responsible-gaming: the break running now, deposit and loss limits per day, week and
 * month, a session time limit, a reality-check interval, other players' wins shown or not, cool-off
 * and self-exclusion. The server
 * keeps the rules (tighter at once, looser after 24 h; a break only ever lengthens); the page says
 * before each change which way it will go and shows what waits.
 */
export function Component() {
  const { t } = useTranslation();
  const player = usePlayer();
  const control = useSelfControl();
  const currency = player?.wallets.find((wallet) => wallet.walletType === 'COMMON')?.currency ?? 'JPY';
  return (
    <PageFrame title={t('pages.responsibleGaming')}>
      <Text size="sm">{t('responsibleGaming.intro')}</Text>
      {control.data ? (
        <>
          <RunningBreak control={control.data} timeZone={player?.timeZone} />
          <Limits control={control.data} currency={currency} timeZone={player?.timeZone} />
          <Section id="rg-prompts" title={t('responsibleGaming.winsTicker.title')} hint={t('responsibleGaming.winsTicker.hint')}>
            <WinsTickerSection control={control.data} timeZone={player?.timeZone} />
          </Section>
          <BreakSection timeZone={player?.timeZone} />
        </>
      ) : (
        <Stack gap="md" aria-hidden="true">
          <Skeleton height={300} radius="md" />
          <Skeleton height={300} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      )}
    </PageFrame>
  );
}

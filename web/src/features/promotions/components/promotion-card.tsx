import { Badge, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Bonus, Promotion } from '#web/api/bonuses.ts';
import { RawHtml } from '#web/components/raw-html.tsx';
import { showToast } from '#web/components/toast.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { useClaimPromotion, useDeclinePromotion, useRevertClaim } from '../api/promotions';
import { useFormats } from '../hooks/use-formats';
import { reasonText } from '../utils/reasons';
import classes from './promotions.module.css';

// The site's light badges sit on shade 1, where teal and yellow text fall under 4.5:1 (axe): the
// tint carries the colour, the text of every badge here is near-black.
const STATUS_COLOR: Record<Promotion['availability']['status'], string> = {
  CLAIMABLE: 'teal',
  ARMED: 'yellow',
  ACTIVE: 'blue',
  CLAIMED: 'gray',
  DECLINED: 'gray',
  NOT_ELIGIBLE: 'gray',
  LOGIN_REQUIRED: 'teal',
};

/** The facts a player weighs: what it gives, the wagering, the maximum stake, how long, how often. */
function Facts({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const { money } = useFormats();
  const r = promotion.reward;
  const c = promotion.currency;
  const facts = [
    r.minDeposit !== null ? t('promo.facts.minDeposit', { amount: money(r.minDeposit, c) }) : null,
    r.freeSpins ? t('promo.facts.freeSpins', { game: r.freeSpins.gameName, rounds: r.freeSpins.rounds, stake: money(r.freeSpins.stake, c) }) : null,
    r.estimate !== null && r.estimate > 0 ? t('promo.facts.estimate', { amount: money(r.estimate, c) }) : null,
    t('promo.facts.wagering', { multiple: promotion.wageringMultiple }),
    promotion.maxStake !== null ? t('promo.facts.maxStake', { amount: money(promotion.maxStake, c) }) : t('promo.facts.noMaxStake'),
    t('promo.facts.validity', { days: promotion.validityDays }),
    t(promotion.claimLimit === 'ONCE' ? 'promo.facts.once' : 'promo.facts.weekly'),
  ].filter((fact): fact is string => fact !== null);
  return (
    <List size="sm" spacing={2} aria-label={t('promo.facts.label')}>
      {facts.map((fact) => (
        <List.Item key={fact}>{fact}</List.Item>
      ))}
    </List>
  );
}

/**
 * What the player can do with it now: claim (a visitor: register first), decline, undo. Each
 * outcome is read from mutateAsync's promise, not mutate's callbacks: those run only while this
 * card is mounted, and the change's refresh can take the card away first (a declined promotion).
 */
function Actions({ promotion, bonus }: { promotion: Promotion; bonus: Bonus | undefined }) {
  const { t } = useTranslation();
  const openAuth = useAppSettings((state) => state.openAuth);
  const claim = useClaimPromotion();
  const decline = useDeclinePromotion();
  const revert = useRevertClaim();
  const { status, claimId } = promotion.availability;
  const failed = (error: unknown) => showToast(errorMessage(error, t), 'error');
  const name = { title: promotion.title };

  if (status === 'LOGIN_REQUIRED') {
    return (
      <Button onClick={() => openAuth('register')} aria-label={t('promo.card.registerFor', name)}>
        {t('promo.card.register')}
      </Button>
    );
  }
  const canRevert = claimId !== null && (status === 'ARMED' || (status === 'ACTIVE' && bonus?.revertible === true));
  return (
    <Group gap="xs">
      {status === 'CLAIMABLE' ? (
        <>
          <Button
            loading={claim.isPending}
            aria-label={t('promo.card.claimFor', name)}
            onClick={() =>
              claim.mutateAsync(promotion.promotionId).then((result) => showToast(t(result.bonus ? 'promo.card.claimed' : 'promo.card.armed', name), 'success'), failed)
            }
          >
            {t(promotion.kind === 'DEPOSIT_MATCH' ? 'promo.card.apply' : 'promo.card.claim')}
          </Button>
          <Button variant="default" loading={decline.isPending} aria-label={t('promo.card.declineFor', name)} onClick={() => decline.mutateAsync(promotion.promotionId).then(() => showToast(t('promo.card.declined', name), 'info'), failed)}>
            {t('promo.card.decline')}
          </Button>
        </>
      ) : null}
      {canRevert ? (
        <Button variant="default" loading={revert.isPending} aria-label={t('promo.card.revertFor', name)} onClick={() => revert.mutateAsync(claimId).then(() => showToast(t('promo.card.reverted', name), 'info'), failed)}>
          {t('promo.card.revert')}
        </Button>
      ) : null}
    </Group>
  );
}

/** One promotion: its picture, what it gives, the facts, where the player stands with it, its terms. */
export function PromotionCard({ promotion, bonus, highlighted }: { promotion: Promotion; bonus: Bonus | undefined; highlighted: boolean }) {
  const { t } = useTranslation();
  const { money, date, dateTime } = useFormats();
  const { status, reasons, armedUntil } = promotion.availability;
  const titleId = `promotion-${promotion.promotionId}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`${titleId}-title`} id={titleId} className={highlighted ? classes.highlighted : undefined}>
      <Card.Section>
        <Image src={promotion.imageUrl} alt="" w="100%" h="auto" style={{ aspectRatio: '3 / 1' }} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id={`${titleId}-title`}>
            {promotion.title}
          </Title>
          <Badge variant="light" color="grape" c="gray.9" style={{ flexShrink: 0 }}>
            {t(`promo.kinds.${promotion.kind}`)}
          </Badge>
        </Group>
        <Text fw={700}>{promotion.summary}</Text>
        <Text size="xs" c="dimmed">
          {t('promo.card.period', { start: date(promotion.startAt), end: date(promotion.endAt) })}
        </Text>
        <Facts promotion={promotion} />
        <Badge color={STATUS_COLOR[status]} c="gray.9" variant="light" size="lg" radius="sm" className={classes.status}>
          {status === 'ARMED' && armedUntil
            ? t('promo.status.ARMED', { until: dateTime(armedUntil), amount: money(promotion.reward.minDeposit ?? 0, promotion.currency) })
            : t(`promo.status.${status}`)}
        </Badge>
        {reasons.length > 0 ? (
          <List size="sm" c="red.9" aria-label={t('promo.card.why')}>
            {reasons.map((problem) => (
              <List.Item key={problem.reason}>{reasonText(problem, t, dateTime)}</List.Item>
            ))}
          </List>
        ) : null}
        <Actions promotion={promotion} bonus={bonus} />
        <details className={classes.terms}>
          <summary>{t('promo.card.terms')}</summary>
          <RawHtml html={promotion.terms} />
        </details>
      </Stack>
    </Card>
  );
}

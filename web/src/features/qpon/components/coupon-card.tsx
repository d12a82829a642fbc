import { Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { showToast } from '#web/components/toast.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useRedeemCoupon, type Coupon } from '../api/points';
import { valueText } from '../utils/coupon-text';
import classes from './qpon.module.css';

const STATUS_COLOUR = { UNUSED: 'teal.9', USED: 'gray.8', EXPIRED: 'red.9' } as const;

/** What an exchange gave: the coupon's kind and state, what it is worth, its code to copy, and the way to use it. */
export function CouponCard({ coupon, headingLevel = 2 }: { coupon: Coupon; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const timeZone = usePlayer()?.timeZone;
  const redeem = useRedeemCoupon();
  const titleId = `coupon-${coupon.couponId}`;
  const date = (iso: string) => formatDate(iso, { locale, timeZone, withTime: true });

  const use = async () => {
    try {
      const used = await redeem.mutateAsync(coupon.couponId);
      const amount = used.value.amount === null ? '' : formatFullAmount(used.value.amount, used.value.currency ?? 'JPY', locale);
      showToast(t(`qpon.reward.usedDone.${used.kind}`, { amount, game: used.value.gameName ?? '' }), 'success');
    } catch (error) {
      showToast(errorMessage(error, t), 'error');
    }
  };

  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md" shadow="xs">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Badge variant="outline" color="gray" c="dark.7">
            {t(`qpon.kinds.${coupon.kind}`)}
          </Badge>
          <Badge variant="outline" color={STATUS_COLOUR[coupon.status]} c={STATUS_COLOUR[coupon.status]}>
            {t(`qpon.reward.status.${coupon.status}`)}
          </Badge>
        </Group>
        <Title order={headingLevel} size="h3" id={titleId}>
          {coupon.title}
        </Title>
        <Text fw={600}>{valueText(t, coupon.kind, coupon.value, locale)}</Text>
        <Text size="sm" c="dimmed">
          {coupon.description}
        </Text>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('qpon.reward.code')}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Text className={classes.code} aria-label={`${t('qpon.reward.code')} ${coupon.code}`}>
              {coupon.code}
            </Text>
            <CopyButton value={coupon.code}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? t('qpon.reward.copied') : t('qpon.reward.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <Text size="sm" c="dimmed">
          {coupon.status === 'USED' && coupon.usedAt ? t('qpon.reward.usedAt', { date: date(coupon.usedAt) }) : t('qpon.reward.expiresAt', { date: date(coupon.expiresAt) })}
        </Text>
        {coupon.status === 'UNUSED' ? (
          <>
            <Text size="sm">{t(`qpon.reward.howTo.${coupon.kind}`)}</Text>
            <Button onClick={() => void use()} loading={redeem.isPending}>
              {coupon.kind === 'REDEMPTION_CODE' ? t('qpon.reward.markUsed') : t('qpon.reward.use')}
            </Button>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

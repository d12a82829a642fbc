import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/format/format.ts';
import { serverNow } from '#web/lib/time/server-time.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import type { PointsGoods } from '../api/points';
import { formatPoints, valueText } from '../utils/coupon-text';

const KIND_COLOUR = { CASH: 'teal.9', FREE_SPINS: 'violet.9', REDEMPTION_CODE: 'blue.9', DEPOSIT_BONUS: 'crimson.9' } as const;

/** Goods that pay money, bonus or free spins: a break closes them (a partner's code stays open). */
export const paysMoneyOrBonus = (goods: PointsGoods): boolean => goods.kind !== 'REDEMPTION_CODE';

/** Why a good cannot be exchanged now (the button says it); null when it can. */
export function blockedReason(goods: PointsGoods, balance: number | undefined, now: number, onBreak = false): string | null {
  if (onBreak && paysMoneyOrBonus(goods)) return 'onBreak';
  if (Date.parse(goods.saleStartsAt) > now) return 'notOnSale';
  if (goods.stock <= 0) return 'soldOut';
  if (goods.perPlayerLimit !== null && goods.exchanged >= goods.perPlayerLimit) return 'limitReached';
  if (balance !== undefined && balance < goods.price) return 'notEnough';
  return null;
}

/** One good: what it is and gives, its price, stock and limit, and the way to exchange it. */
export function GoodsCard({ goods, balance, onBreak, onExchange }: { goods: PointsGoods; balance: number | undefined; onBreak: boolean; onExchange: (goods: PointsGoods) => void }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const blocked = blockedReason(goods, balance, serverNow(), onBreak);
  const titleId = `goods-${goods.goodsId}`;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Badge variant="outline" color={KIND_COLOUR[goods.kind]} c={KIND_COLOUR[goods.kind]}>
            {t(`qpon.kinds.${goods.kind}`)}
          </Badge>
          <Text fw={800} c="crimson.9" size="lg">
            {t('qpon.goods.price', { points: formatPoints(goods.price, locale) })}
          </Text>
        </Group>
        <Text component="h3" id={titleId} fw={700} size="md" m={0}>
          {goods.title}
        </Text>
        <Text size="sm">{valueText(t, goods.kind, goods.value, locale)}</Text>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {goods.description}
        </Text>
        <Stack gap={2}>
          <Text size="xs" c={goods.stock > 0 ? 'dimmed' : 'red.9'}>
            {goods.stock > 0 ? t('qpon.goods.stock', { count: goods.stock }) : t('qpon.goods.soldOut')}
          </Text>
          {goods.perPlayerLimit !== null ? (
            <Text size="xs" c="dimmed">
              {t('qpon.goods.limit', { limit: goods.perPlayerLimit, count: goods.exchanged })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('qpon.goods.validity', { days: goods.couponValidityDays })}
          </Text>
        </Stack>
        <Button
          fullWidth
          disabled={blocked !== null}
          onClick={() => onExchange(goods)}
          aria-label={blocked === null ? t('qpon.goods.exchangeNamed', { title: goods.title }) : undefined}
        >
          {blocked === null ? t('qpon.goods.exchange') : t(`qpon.goods.${blocked}`, { date: formatDate(goods.saleStartsAt, { locale }) })}
        </Button>
      </Stack>
    </Paper>
  );
}

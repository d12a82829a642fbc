import type { TFunction } from 'i18next';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { numberFormat } from '#web/lib/format/intl-formats.ts';
import type { CouponKind, CouponValue } from '../api/points';

/** Points as the shop writes them: grouped digits in the reader's language. */
export const formatPoints = (points: number, locale: string): string => numberFormat(locale, 0, 3).format(points);

const money = (amount: number | null, currency: string | null, locale: string) => (amount === null ? '' : formatFullAmount(amount, currency ?? 'JPY', locale));

/** What a good or a coupon gives, in one line: "¥1,000 into your main wallet", "10 spins at ¥100 on ...". */
export function valueText(t: TFunction, kind: CouponKind, value: CouponValue, locale: string): string {
  return t(`qpon.value.${kind}`, {
    amount: money(value.amount, value.currency, locale),
    rounds: value.rounds ?? 0,
    game: value.gameName ?? '',
    percent: value.percent ?? 0,
  });
}

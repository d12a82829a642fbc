import type { Locale } from '../../contract.ts';
import { PROMOTIONS, promotionPictureName, runningPeriod } from '../promotions/catalogue.ts';
import { mediaPath } from '../shared/media.ts';

/** A promotion as the home teaser and the CMS PROMOTION list show it. */
export interface Promotion {
  key: string;
  title: string;
  offer: string;
  teaser: string;
  link: string;
  imagePath: string;
  startAt: string;
  endAt: string;
}

const TEASER: Readonly<Record<Locale, string>> = {
  'ja-JP': '条件と受け取り方はプロモーションページでご確認ください。',
  'en-US': 'See the promotions page for the conditions and how to claim.',
  'zh-CN': '参加条件和领取方式请查看优惠活动页面。',
};

/**
 * The promotions players can claim (domain/promotions/catalogue.ts, the ones /promo lists), each
 * leading to its own card on /promo, with its picture and the campaign period around the session
 * clock's today.
 */
export function runningPromotions(seed: number, locale: Locale, now: number): Promotion[] {
  const period = runningPeriod(now);
  return PROMOTIONS.filter((p) => p.listed).map((p) => ({
    key: p.promotionId,
    title: p.title[locale],
    offer: p.summary(locale),
    teaser: TEASER[locale],
    link: `/promo?promotion=${p.promotionId}`,
    imagePath: mediaPath(seed, 'banner', promotionPictureName(p.promotionId), 'webp'),
    startAt: new Date(period.startAt).toISOString(),
    endAt: new Date(period.endAt).toISOString(),
  }));
}

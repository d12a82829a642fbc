import type { Locale } from '../../contract.ts';
import { CAMPAIGNS } from './cms-content.ts';
import type { CmsTemplate } from './cms.ts';

/** A promotion as the home teaser and the PROMOTION list show it. */
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

const JST_OFFSET_MS = 9 * 3_600_000;

/** Midnight in Japan on the first of the month `monthsAhead` after the one `now` falls in. */
function japanMonthStart(now: number, monthsAhead: number): number {
  const japan = new Date(now + JST_OFFSET_MS);
  return Date.UTC(japan.getUTCFullYear(), japan.getUTCMonth() + monthsAhead, 1) - JST_OFFSET_MS;
}

/**
 * The promotions running now: the seed's campaigns (the same the home banners show), each from
 * the first of this month in Japan to the end of a later month (the first runs longest), so the
 * periods always include the session clock's today.
 */
export function runningPromotions(cms: readonly CmsTemplate[], locale: Locale, now: number): Promotion[] {
  const start = japanMonthStart(now, 0);
  return cms
    .filter((t) => t.moduleCode === 'HOME_BANNER' && t.locale === locale)
    .sort((a, b) => a.sort - b.sort)
    .flatMap((banner, i) => {
      const campaign = CAMPAIGNS.find((c) => c.key === banner.templateComment);
      if (!campaign) return [];
      return [
        {
          key: campaign.key,
          title: banner.title,
          offer: banner.remark,
          teaser: campaign.teaser[locale],
          link: '/promo',
          // The campaign's own banner artwork: one picture per campaign, drawn once.
          imagePath: banner.mediaLibrary?.fullFilePath ?? '',
          startAt: new Date(start).toISOString(),
          endAt: new Date(japanMonthStart(now, i === 0 ? 2 : 1) - 1000).toISOString(),
        },
      ];
    });
}

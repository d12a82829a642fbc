import { useQuery } from '@tanstack/react-query';
import { getElementsInfo, type CmsElement, type Locale } from '#generated/cms/cms.ts';
import { apiQuery } from '#web/api/api-query.ts';

/**
 * getElementsInfo HOME_PROMOTIONS: the promotions teaser on home. Silent: home shows a failed
 * part where it would be, with a retry, rather than a toast.
 */
export const promotionsTeaserQueryOptions = (locale: Locale) =>
  apiQuery({ getElementsInfo }, { keys: ['HOME_PROMOTIONS'], locale }, { silent: true, staleTime: 5 * 60_000 });

const teaserOf = (elements: CmsElement[]) => elements.find((element) => element.key === 'HOME_PROMOTIONS') ?? null;

/** The teaser's element, or null when the editors have none. */
export const usePromotionsTeaser = (locale: Locale) => useQuery({ ...promotionsTeaserQueryOptions(locale), select: teaserOf });

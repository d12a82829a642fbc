import { queryOptions } from '@tanstack/react-query';
import { getElementsInfo, getGetElementsInfoQueryKey, type Locale } from '../../../../../generated/cms/cms';
import { dataOf } from '../../../api/data-of';

/**
 * getElementsInfo HOME_PROMOTIONS: the promotions teaser on home. Silent: home shows a failed
 * part where it would be, with a retry, rather than a toast.
 */
export const promotionsTeaserQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: getGetElementsInfoQueryKey({ keys: ['HOME_PROMOTIONS'], locale }),
    queryFn: ({ signal }) => getElementsInfo({ keys: ['HOME_PROMOTIONS'], locale }, { signal, silent: true }).then(dataOf),
    select: (elements) => elements.find((element) => element.key === 'HOME_PROMOTIONS') ?? null,
    staleTime: 5 * 60_000,
  });

/**
 * The content pages' calls: CMS articles (static pages, help), the brand's story and items, and
 * the small site elements the SNS page shows. Public data, the same for every visitor: not
 * player queries. Each page shows its own failure where the content would be (a message and a
 * retry), so the calls are silent: the error policy shows no toast for them.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  getBrandDetail,
  getBrandIndex,
  getBrandList,
  getElementsInfo,
  getGetBrandDetailQueryKey,
  getGetBrandIndexQueryKey,
  getGetBrandListQueryKey,
  getGetElementsInfoQueryKey,
  type BrandItemKind,
  type CmsElementKey,
  type Locale,
} from '../../../../../generated/cms/cms';
import { dataOf } from '../../../api/data-of';

export type { BrandItem, BrandItemKind, BrandItemSummary, BrandStory, CmsElement, CmsElementItem } from '../../../../../generated/cms/cms';
export type { CmsArticle, CmsLink, CmsSection } from '../../../api/cms-articles';

const silent = { silent: true } as const;
// Editors publish a few times a day: five minutes fresh is plenty, and a language switch reloads.
const staleTime = 5 * 60_000;

/** getCmsDetail: one article (a static page, a help page) by its code; the shared tier's, as the Q-pon shop reads articles too. */
export { articleQueryOptions } from '../../../api/cms-articles';

/** getBrandIndex: the brand's story. */
export const brandStoryQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: getGetBrandIndexQueryKey({ locale }),
    queryFn: ({ signal }) => getBrandIndex({ locale }, { signal, ...silent }).then(dataOf),
    staleTime,
  });

/** getBrandList: every brand item of a kind (or all): a handful, one page of 999. */
export const brandListQueryOptions = (locale: Locale, kind?: BrandItemKind) => {
  const body = { locale, kind, pageNo: 1, pageSize: 999 };
  return queryOptions({
    queryKey: getGetBrandListQueryKey(body),
    queryFn: ({ signal }) => getBrandList(body, { signal, ...silent }).then(dataOf),
    staleTime,
  });
};

/** getBrandDetail: one brand item. */
export const brandItemQueryOptions = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: getGetBrandDetailQueryKey({ id, locale }),
    queryFn: ({ signal }) => getBrandDetail({ id, locale }, { signal, ...silent }).then(dataOf),
    staleTime,
  });

/** getElementsInfo: site elements by key, each answered in the order asked. */
export const elementsQueryOptions = (keys: CmsElementKey[], locale: Locale) =>
  queryOptions({
    queryKey: getGetElementsInfoQueryKey({ keys, locale }),
    queryFn: ({ signal }) => getElementsInfo({ keys, locale }, { signal, ...silent }).then(dataOf),
    staleTime,
  });

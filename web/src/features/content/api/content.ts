/**
 * The content pages' calls: CMS articles (static pages, help), the brand's story and items, and
 * the small site elements the SNS page shows. Public data, the same for every visitor: not
 * player queries. Each page shows its own failure where the content would be (a message and a
 * retry), so the calls are silent: the error policy shows no toast for them.
 */

import {
  getBrandDetail,
  getBrandIndex,
  getBrandList,
  getElementsInfo,
  type BrandItemKind,
  type CmsElementKey,
  type Locale,
} from '#generated/cms/cms.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { BrandItem, BrandItemKind, BrandItemSummary, BrandStory, CmsElement, CmsElementItem } from '#generated/cms/cms.ts';
export type { CmsArticle, CmsLink, CmsSection } from '#web/api/cms-articles.ts';

const silent = { silent: true } as const;
// Editors publish a few times a day: five minutes fresh is plenty, and a language switch reloads.
const staleTime = 5 * 60_000;

/** getCmsDetail: one article (a static page, a help page) by its code; the shared tier's, as the Q-pon shop reads articles too. */
export { articleQueryOptions } from '#web/api/cms-articles.ts';

/** getBrandIndex: the brand's story. */
export const brandStoryQueryOptions = (locale: Locale) =>
  apiQuery({ getBrandIndex }, { locale }, { ...silent, staleTime });

/** getBrandList: every brand item of a kind (or all): a handful, one page of 999. */
export const brandListQueryOptions = (locale: Locale, kind?: BrandItemKind) => {
  const body = { locale, kind, pageNo: 1, pageSize: 999 };
  return apiQuery({ getBrandList }, body, { ...silent, staleTime });
};

/** getBrandDetail: one brand item. */
export const brandItemQueryOptions = (id: string, locale: Locale) =>
  apiQuery({ getBrandDetail }, { id, locale }, { ...silent, staleTime });

/** getElementsInfo: site elements by key, each answered in the order asked. */
export const elementsQueryOptions = (keys: CmsElementKey[], locale: Locale) =>
  apiQuery({ getElementsInfo }, { keys, locale }, { ...silent, staleTime });

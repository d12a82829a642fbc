/**
 * A CMS article (getCmsDetail by code: a static page, a help page, the Q-pon shop's FAQ and terms),
 * read by the content pages and the Q-pon shop, with the article kit (components/article) showing
 * it. Public data, the same for every visitor; silent, as each page shows its own failure in place.
 */
import { queryOptions } from '@tanstack/react-query';
import { getCmsDetail, getGetCmsDetailQueryKey, type Locale } from '../../../generated/cms/cms';
import { dataOf } from './data-of';

export type { CmsArticle, CmsLink, CmsSection } from '../../../generated/cms/cms';

export const articleQueryOptions = (code: string, locale: Locale) =>
  queryOptions({
    queryKey: getGetCmsDetailQueryKey({ code, locale }),
    queryFn: ({ signal }) => getCmsDetail({ code, locale }, { signal, silent: true }).then(dataOf),
    // Editors publish a few times a day: five minutes fresh is plenty, and a language switch reloads.
    staleTime: 5 * 60_000,
  });

/**
 * A CMS article (getCmsDetail by code: a static page, a help page, the Q-pon shop's FAQ and terms),
 * read by the content pages and the Q-pon shop, with the article kit (components/article) showing
 * it. Public data, the same for every visitor; silent, as each page shows its own failure in place.
 */

import { getCmsDetail, type Locale } from '#generated/cms/cms.ts';
import { apiQuery } from './api-query';

export type { CmsArticle, CmsLink, CmsSection } from '#generated/cms/cms.ts';

export const articleQueryOptions = (code: string, locale: Locale) =>
  // Editors publish a few times a day: five minutes fresh is plenty, and a language switch reloads.
  apiQuery({ getCmsDetail }, { code, locale }, { silent: true, staleTime: 5 * 60_000 });

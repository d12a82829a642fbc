import { articleSummaries, findArticle, type CmsArticleSummary } from '../../domain/content/articles.ts';
import { elementsFor } from '../../domain/content/elements.ts';
import { runningPromotions } from '../../domain/content/promotions.ts';
import { codes } from '../../contract.ts';
import { badRequest } from '../../domain/shared/business-error.ts';
import { defineHandlers } from '../handler.ts';
import { pageOf } from './paging.ts';

/** Articles (static pages, help, news), the promotion teasers and the small site elements. */
export const contentHandlers = defineHandlers({
  getCmsList: ({ body, state, now }) => {
    const list: CmsArticleSummary[] =
      body.category === 'PROMOTION'
        ? runningPromotions(state.seed, body.locale, now).map((p) => ({
            id: `promo-${p.key}`,
            code: `promo-${p.key}`,
            category: 'PROMOTION',
            title: p.title,
            summary: p.teaser,
            coverImage: { fullFilePath: p.imagePath, fullWebpFilePath: '', resourceType: 'IMAGE' },
            link: p.link,
            startAt: p.startAt,
            endAt: p.endAt,
            updatedAt: p.startAt,
          }))
        : articleSummaries(body.category, body.locale);
    return pageOf(list, body.pageNo, body.pageSize);
  },
  getCmsDetail: ({ body, refuse }) => {
    if (body.code === undefined && body.id === undefined) throw badRequest('code', 'give the code or the id of the article');
    const article = findArticle(body.locale, { code: body.code, id: body.id });
    if (!article) throw refuse(codes.contentNotFound, { code: body.code ?? null, id: body.code === undefined ? (body.id ?? null) : null });
    return article;
  },
  getElementsInfo: ({ body, state, now }) => elementsFor(body.keys, body.locale, state.cms, state.seed, now),
});

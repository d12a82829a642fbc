import { brandItem, brandItems, brandStory } from '../../domain/content/brand.ts';
import { BusinessError, defineHandlers } from '../handler.ts';
import { pageOf } from './paging.ts';

/** /brand/index, /brand/list and /brand/detail read these. */
export const brandHandlers = defineHandlers({
  getBrandIndex: ({ body, state }) => brandStory(body.locale, state.seed),
  getBrandList: ({ body, state }) => pageOf(brandItems(body.locale, state.seed, body.kind), body.pageNo, body.pageSize),
  getBrandDetail: ({ body, state }) => {
    const item = brandItem(body.id, body.locale, state.seed);
    if (!item) throw new BusinessError(105102, { id: body.id });
    return item;
  },
});

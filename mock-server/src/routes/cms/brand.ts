import { brandItem, brandItems, brandStory } from '../../domain/content/brand.ts';
import { codes } from '../../contract.ts';
import { defineHandlers } from '../handler.ts';
import { pageOf } from './paging.ts';

/** /brand/index, /brand/list and /brand/detail read these. */
export const brandHandlers = defineHandlers({
  getBrandIndex: ({ body, state }) => brandStory(body.locale, state.seed),
  getBrandList: ({ body, state }) => pageOf(brandItems(body.locale, state.seed, body.kind), body.pageNo, body.pageSize),
  getBrandDetail: ({ body, state, refuse }) => {
    const item = brandItem(body.id, body.locale, state.seed);
    if (!item) throw refuse(codes.brandItemNotFound, { id: body.id });
    return item;
  },
});

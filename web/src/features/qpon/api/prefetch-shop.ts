import { restoreSession } from '#web/api/session.ts';
import { queryClient } from '#web/lib/query/query-client.ts';
import { customerPointsQueryOptions, goodsQueryOptions, modulesQueryOptions } from './points';

/**
 * Asks for the shop's goods, sections and the player's points into the cache as `/q-pon/shop` is
 * chosen, beside the page's chunk, once the stored session is restored: the page's largest paint
 * (the first goods' description) otherwise waited for the whole app's first render to mount the
 * page, whose queries then left (about a second later at 4x in traces). A visitor asks for nothing
 * (the layout's guard sends them to log in); a failed read is left to the page, whose own queries
 * show it and retry.
 */
export async function prefetchShop(): Promise<void> {
  if (!(await restoreSession())) return;
  await Promise.all([
    queryClient.prefetchQuery(goodsQueryOptions()),
    queryClient.prefetchQuery(modulesQueryOptions()),
    queryClient.prefetchQuery(customerPointsQueryOptions()),
  ]);
}

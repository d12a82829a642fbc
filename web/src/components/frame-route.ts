import { page, route } from '../lib/routing/route';
import type { RouteMeta } from '../lib/routing/route-meta';
import type { SitePattern } from '../lib/paths';

const framePage = page(() => import('./frame-page'), 'frame-page');

/**
 * A route whose page is still to be built: its real frame (title, chrome as its meta says) and
 * nothing more. The feature that builds the page replaces it with its own `route(...)`.
 */
export const frameRoute = (pattern: SitePattern, meta: RouteMeta) => route(pattern, { meta, lazy: framePage });

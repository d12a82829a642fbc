import { useMatches } from 'react-router-dom';
import { isRouteHandle, type RouteMeta } from './route-meta';

const fallback: RouteMeta = { titleKey: 'pages.home' };

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return fallback;
}

/**
 * The shell's lazy parts (the footer, the competitions strip, the toasts) requested by the
 * start-up right after the router has chosen the first page, beside that page's chunk: one round
 * trip to everything the first screen's load needs. Loaded when first rendered, as
 * before, they left only once the page had rendered: one more hop after the page's chunk on every
 * page (Lighthouse's dependency tree charged the footer to whichever page chunk had rendered it).
 * They still render only when shown; what they are is fetched and evaluated early, once.
 */
import { competitionsLocales } from '../../features/competitions/locales';
import { withLocales } from '../../lib/i18n/i18n';
import { loadChunk } from '../../lib/routing/chunk-load-error';
import type { RouteMeta } from '../../lib/routing/route-meta';
import { hasStoredSession } from '../../api/session';
import { preloadPlayerParts } from './site-header';

export const loadSiteFooter = () => loadChunk(() => import('./site-footer'), 'site-footer');

export const loadCompetitionsStrip = () =>
  loadChunk(() => withLocales(() => import('../../features/competitions/components/competitions-strip'), competitionsLocales), 'competitions-strip');

export const loadToasts = () => loadChunk(() => import('../toasts'), 'toasts');

/**
 * Starts loading the parts the first page will show. A part that fails here is not lost: the
 * page's own render asks for it again and, failing again, shows the recovery screen as any chunk.
 */
export function preloadShellParts(meta: RouteMeta | undefined): void {
  const parts = [loadToasts, ...(meta?.hideFooter ? [] : [loadSiteFooter]), ...(meta?.competitionsStrip ? [loadCompetitionsStrip] : [])];
  for (const load of parts) load().catch((error: unknown) => console.warn('[shell] a part did not preload; the page asks for it again when it shows it', error));
  if (hasStoredSession()) preloadPlayerParts();
}

// What the site's page paints before any script runs (issue 11): on home, the first banner of the
// carousel, so the page's largest picture comes with the HTML instead of waiting for the app, the
// home chunk and the CMS call (Lighthouse's LCP on a throttled phone was 4.8 s, all of it that
// chain). The app shows the same picture in the same place until its carousel is ready
// (web/src/lib/boot-shell.ts), so the swap is invisible.
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../contract.ts';
import { templatesFor } from '../domain/content/cms.ts';
import { LOCALES } from '../domain/shared/locale.ts';
import { sessionNameOf, type SessionStore } from './sessions.ts';

/** The language the site last chose (web/src/lib/i18n: written beside its own storage). */
export const LANGUAGE_COOKIE = 'qc-lang';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The page's language: `?lang=` as the site reads it first, then the cookie, then Japanese. */
export function pageLocale(request: Pick<FastifyRequest, 'url' | 'headers'>): Locale {
  const fromQuery = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  const fromCookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  return LOCALES.find((locale) => locale === fromQuery) ?? LOCALES.find((locale) => locale === fromCookie) ?? 'ja-JP';
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The first home banner of the request's session as an `<img>` for the static shell's banner
 * frame; nothing for any other path, a session name that breaks the rule, a store with no room,
 * or a banner whose picture is not one of the site's own media (the page's CSP allows no other).
 */
export function homeBannerMarkup(sessions: SessionStore, request: Pick<FastifyRequest, 'url' | 'headers'>): string | undefined {
  if (request.url.split('?')[0] !== '/') return undefined;
  const name = sessionNameOf(request.headers['x-mock-session'], request.headers.cookie);
  if (!name.ok) return undefined;
  const session = sessions.open(name.name);
  if (!session) return undefined;
  const [banner] = templatesFor(session.state.cms, ['HOME_BANNER'], pageLocale(request));
  const media = banner?.mediaLibrary;
  const src = media?.fullWebpFilePath || media?.fullFilePath;
  if (!src?.startsWith('/media/')) return undefined;
  return `<img src="${escapeAttribute(src)}" alt="" width="1200" height="400" fetchpriority="high" />`;
}

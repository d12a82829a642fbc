/**
 * What the site accepts from content it did not write (CMS items, the marquee, notices): a link
 * is an `http(s)` address or a path on this site, never `javascript:`, `data:`, a
 * protocol-relative `//host` or anything a browser would read as another scheme; an image comes
 * only from the media origins the contract names (the site's own origin and common config's
 * `contentDomain`). Anything else is dropped, so a bad field shows plain text or no picture.
 */

// Control characters and whitespace inside a URL let `java\tscript:` past a naive check.
// eslint-disable-next-line no-control-regex -- the control range is exactly what is refused here
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\s\\]/;

/** A site path: one leading slash (two would be another host), no backslash, no control character. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTERS.test(value);
}

function parsedHttpUrl(value: string): URL | null {
  if (UNSAFE_CHARACTERS.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The link as given when it is a site path or an http(s) address; null otherwise. */
export function safeLink(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (isSitePath(value)) return value;
  return parsedHttpUrl(value) ? value : null;
}

/** The origin of common config's `contentDomain` ("" for the site's own), or null when it is not an http(s) origin. */
function contentOrigin(contentDomain: string): string | null {
  if (!contentDomain) return null;
  return parsedHttpUrl(contentDomain)?.origin ?? null;
}

/**
 * An image address from content: a /media/ path on the site's own origin or an absolute
 * address on the content domain's origin; null for anything else (another host, `data:`, `javascript:`).
 */
export function safeMediaUrl(raw: string | null | undefined, contentDomain = ''): string | null {
  const value = raw?.trim();
  if (!value) return null;
  // On the site's own origin only the media the mock or CDN serves: never an API path as an image.
  if (isSitePath(value)) return value.startsWith('/media/') ? value : null;
  const url = parsedHttpUrl(value);
  if (!url) return null;
  const allowed = contentOrigin(contentDomain);
  return allowed !== null && url.origin === allowed ? value : null;
}

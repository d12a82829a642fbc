import DOMPurify from 'dompurify';
import { safeLink, safeMediaUrl } from '../../lib/safe-url';

/**
 * CMS HTML made safe to show, beyond what the shared RawHtml strips (scripts, handlers, styles):
 * links and images follow lib/safe-url, the one rule for content the site did not write (links
 * http(s) or site paths, images only from the media origins: the site's own /media and the
 * content domain). A link or image that breaks the rule loses its address, keeping its text.
 * Its own DOMPurify instance, so the hook never touches other callers' sanitising.
 */
const purifier = DOMPurify(window);
let allowedImageOrigins: string[] = [];

/** A link in content: an in-page anchor, or what lib/safe-url lets through (http(s) or a site path). */
export function isAllowedLink(href: string): boolean {
  return href.startsWith('#') || safeLink(href) !== null;
}

/** An image in content: lib/safe-url's media rule, against the content domain's origin. */
export function isAllowedImage(src: string, origins: readonly string[]): boolean {
  return origins.length === 0 ? safeMediaUrl(src) !== null : origins.some((origin) => safeMediaUrl(src, origin) !== null);
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href !== null && !isAllowedLink(href)) node.removeAttribute('href');
    if (/^https?:\/\//.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src === null || !isAllowedImage(src, allowedImageOrigins)) node.remove();
    node.removeAttribute('srcset');
  }
});

/** The content domain's origin (from common config), or none when it is empty or not a URL. */
export function originOf(contentDomain: string): string[] {
  try {
    return contentDomain ? [new URL(contentDomain).origin] : [];
  } catch {
    return [];
  }
}

/** Sanitised HTML with the link and image rules above; `imageOrigins` are the media origins besides /media. */
export function safeContentHtml(html: string, imageOrigins: readonly string[] = []): string {
  allowedImageOrigins = [...imageOrigins];
  try {
    return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] });
  } finally {
    allowedImageOrigins = [];
  }
}

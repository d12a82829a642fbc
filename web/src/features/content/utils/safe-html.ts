import DOMPurify from 'dompurify';

/**
 * CMS HTML made safe to show, beyond what the shared RawHtml strips (scripts, handlers, styles):
 * links go only to https URLs or site paths (never javascript:, data:, protocol-relative or
 * plain http), and images come only from the media origins (the site's own /media and the
 * content domain). A link or image that breaks the rule loses its address, keeping its text.
 * Its own DOMPurify instance, so the hook never touches other callers' sanitising.
 */
const purifier = DOMPurify(window);
let allowedImageOrigins: string[] = [];

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

export function isAllowedLink(href: string): boolean {
  if (isSitePath(href) || href.startsWith('#')) return true;
  try {
    return new URL(href).protocol === 'https:';
  } catch {
    return false;
  }
}

export function isAllowedImage(src: string, origins: readonly string[]): boolean {
  if (isSitePath(src)) return src.startsWith('/media/');
  try {
    return origins.includes(new URL(src).origin);
  } catch {
    return false;
  }
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href !== null && !isAllowedLink(href)) node.removeAttribute('href');
    if (node.getAttribute('href')?.startsWith('https://')) {
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

import type { MediaLibrary } from '#generated/cms/cms.ts';
import { safeMediaUrl } from './safe-url';

/**
 * SPEC §3 image rule: the full WebP path if present, otherwise the content domain plus the path;
 * only on the media origins the contract names (lib/safe-url), else no picture.
 */
export function mediaUrl(media: MediaLibrary | null | undefined, contentDomain = ''): string | null {
  if (!media) return null;
  if (media.fullWebpFilePath) return safeMediaUrl(media.fullWebpFilePath, contentDomain);
  if (!media.fullFilePath) return null;
  if (/^https?:\/\//.test(media.fullFilePath)) return safeMediaUrl(media.fullFilePath, contentDomain);
  const domain = contentDomain.replace(/\/$/, '');
  const path = media.fullFilePath.startsWith('/') ? media.fullFilePath : `/${media.fullFilePath}`;
  return safeMediaUrl(`${domain}${path}`, contentDomain);
}

import type { MediaLibrary } from '../../../generated/cms/cms';

/** SPEC §3 image rule: the full WebP path if present, otherwise the content domain plus the path. */
export function mediaUrl(media: MediaLibrary | null | undefined, contentDomain = ''): string | null {
  if (!media) return null;
  if (media.fullWebpFilePath) return media.fullWebpFilePath;
  if (!media.fullFilePath) return null;
  if (/^https?:\/\//.test(media.fullFilePath)) return media.fullFilePath;
  const domain = contentDomain.replace(/\/$/, '');
  const path = media.fullFilePath.startsWith('/') ? media.fullFilePath : `/${media.fullFilePath}`;
  return `${domain}${path}`;
}

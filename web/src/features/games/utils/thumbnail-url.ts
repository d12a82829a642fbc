import type { Game } from '../api/games';

/** SPEC §3 image rule: the full WebP path if present, otherwise the content domain plus the path. */
export function thumbnailUrl(thumbnail: Game['thumbnail'], contentDomain = ''): string {
  if (thumbnail.fullWebpFilePath) return thumbnail.fullWebpFilePath;
  if (/^https?:\/\//.test(thumbnail.filePath)) return thumbnail.filePath;
  const path = thumbnail.filePath.startsWith('/') ? thumbnail.filePath : `/${thumbnail.filePath}`;
  return `${contentDomain.replace(/\/$/, '')}${path}`;
}

/**
 * A picture to attach to a chat message, checked before it is read or sent, with the limits the
 * server holds it to (openapi/phoenix/chat.yaml: JPEG, PNG or WebP, 2 MB at most), so the player
 * learns at once, in words, why a file cannot go.
 */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type PictureProblem = 'tooLarge' | 'notPicture';

export function pictureProblem(file: Pick<File, 'size' | 'type'>): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'notPicture';
  if (file.size > MAX_PICTURE_BYTES) return 'tooLarge';
  return null;
}

/** The file's bytes as base64, as the chat call takes them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: a spread of two million arguments would overflow the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** "183 KB", "1.2 MB". */
export function sizeLabel(bytes: number, locale: string): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  return bytes >= 1024 * 1024 ? format(bytes / (1024 * 1024), 'MB') : format(Math.max(1, Math.round(bytes / 1024)), 'KB');
}

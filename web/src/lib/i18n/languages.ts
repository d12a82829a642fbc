/** Interface languages (PRODUCT.md): Japanese first, then English and Simplified Chinese. */
export const supportedLanguages = ['ja-JP', 'en-US', 'zh-CN'] as const;
export type Language = (typeof supportedLanguages)[number];
export const DEFAULT_LANGUAGE: Language = 'ja-JP';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);

/** The cookie that mirrors the stored language, for the page server (web/server/first-frame.ts) and the entry (lib/start-strings.ts). */
export const LANGUAGE_COOKIE = 'qc-lang';

/**
 * The language a page will start in, before the app has read its own storage: `?lang=` first,
 * then the cookie that mirrors the stored choice, then Japanese. The entry (lib/start-strings.ts)
 * and the page server (web/server/first-frame.ts) both guess with it, so they agree.
 */
export function startLanguageGuess(search: string, cookie: string | null): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]+)`).exec(cookie ?? '')?.[1];
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

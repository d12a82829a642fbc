/** Interface languages (PRODUCT.md): Japanese first, then English and Simplified Chinese. */
export const supportedLanguages = ['ja-JP', 'en-US', 'zh-CN'] as const;
export type Language = (typeof supportedLanguages)[number];
export const DEFAULT_LANGUAGE: Language = 'ja-JP';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);

/** The cookie that mirrors the stored language, for the page server (web/server/first-frame.ts) and the entry (lib/start-strings.ts). */
export const LANGUAGE_COOKIE = 'qc-lang';

import type { Locale } from '../../contract.ts';

export const LOCALES: readonly Locale[] = ['ja-JP', 'en-US', 'zh-CN'];
const DEFAULT_LOCALE: Locale = 'ja-JP';

/** The request's language from Accept-Language; ja-JP when absent or unsupported (PRODUCT.md). */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('ja')) return 'ja-JP';
    if (tag.startsWith('en')) return 'en-US';
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'ja-JP' || value === 'en-US' || value === 'zh-CN';
}

/** Yen in the reader's language, always with ¥ (PRODUCT.md), never zh-CN's "JP¥". */
export function formatYen(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol' }).format(amount);
}

/** A text in each language of the site (notices, the shop's goods). */
export type LocalizedText = Record<Locale, string>;

/** One string for every language, or one per language, as QA may give it. */
export const localized = (text: string | LocalizedText): LocalizedText =>
  typeof text === 'string' ? { 'ja-JP': text, 'en-US': text, 'zh-CN': text } : { 'ja-JP': text['ja-JP'], 'en-US': text['en-US'], 'zh-CN': text['zh-CN'] };

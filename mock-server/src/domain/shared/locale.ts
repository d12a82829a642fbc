import { negotiate } from '@fastify/accept-negotiator';
import type { Locale } from '../../contract.ts';

export const LOCALES: readonly Locale[] = ['ja-JP', 'en-US', 'zh-CN'];
const DEFAULT_LOCALE: Locale = 'ja-JP';

/** The site's languages by their primary subtag, in the order that breaks a tie of weights. */
const BY_LANGUAGE: Readonly<Record<string, Locale>> = { ja: 'ja-JP', en: 'en-US', zh: 'zh-CN' };
const LANGUAGES = Object.keys(BY_LANGUAGE);

/** Past any real header (browsers send a few dozen characters); longer is read as absent. */
const MAX_HEADER_LENGTH = 1024;

/**
 * Each range of the header reduced to its lower-cased primary subtag (`en-GB;q=0.8` → `en;q=0.8`),
 * weights kept: any English is the site's English, any Chinese its simplified Chinese.
 */
const primarySubtags = (header: string) =>
  header
    .split(',')
    .map((range) => {
      const [tag = '', ...params] = range.split(';');
      return [tag.trim().toLowerCase().split('-')[0], ...params].join(';');
    })
    .join(',');

/**
 * The request's language from Accept-Language by its weights (RFC 9110 §12.5.4, through a kept
 * negotiator): the supported language of the highest q wins, `*` stands for ja-JP, q=0 refuses a
 * language; equal weights go ja, en, zh. ja-JP when the header is absent, malformed or names none
 * of the site's languages (PRODUCT.md).
 */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header || header.length > MAX_HEADER_LENGTH) return DEFAULT_LOCALE;
  const language = negotiate(primarySubtags(header), LANGUAGES);
  return (language !== null && BY_LANGUAGE[language]) || DEFAULT_LOCALE;
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

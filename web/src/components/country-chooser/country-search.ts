/**
 * The country chooser's list logic (SPEC §2: search and an A-Z index), kept pure so it is
 * tested without a DOM.
 */
import type { Country } from '#generated/phoenix/regions.ts';

export const LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');

const english = new Intl.Collator('en', { sensitivity: 'base' });

/** Lower case, no accents, half-width, hiragana as katakana: "にほん" finds "ニホン", "ｊａｐａｎ" finds "Japan". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

/** The A-Z letter a country files under: its English name's first letter, accents dropped (Åland → A). */
export function indexLetter(country: Country): string {
  return country.countryFullName.normalize('NFKD').charAt(0).toUpperCase();
}

/**
 * The countries a chooser offers, by English name so the A-Z index reads down the list. With
 * `allowedCodes` (common config's mobileInternationalCodes, for phone registration) only
 * countries with those calling codes are offered: a hidden row is better than 200 rows a
 * player cannot pick.
 */
export function chooserCountries(countries: readonly Country[], allowedCodes?: readonly string[]): Country[] {
  const allowed = allowedCodes ? new Set(allowedCodes.map((code) => code.replace(/^\+/, ''))) : null;
  return countries
    .filter((country) => !allowed || allowed.has(country.countryCode))
    .sort((a, b) => english.compare(a.countryFullName, b.countryFullName));
}

/**
 * Countries matching a query: the local or English name contains it, the calling code starts
 * with its digits ("+81", "81" and "0081" all find Japan), or it is the two-letter code.
 */
export function searchCountries(countries: readonly Country[], query: string): readonly Country[] {
  const folded = foldForSearch(query).trim();
  if (!folded) return countries;
  const digits = /^(?:\+|00)?(\d+)$/.exec(folded.replace(/[\s-]/g, ''))?.[1];
  return countries.filter((country) => {
    if (digits) return country.countryCode.startsWith(digits);
    return (
      country.alpha2.toLowerCase() === folded ||
      foldForSearch(country.country).includes(folded) ||
      foldForSearch(country.countryFullName).includes(folded)
    );
  });
}

/** For each letter, the index of the first country filed under it; letters without one are absent. */
export function letterPositions(countries: readonly Country[]): Map<string, number> {
  const positions = new Map<string, number>();
  countries.forEach((country, index) => {
    const letter = indexLetter(country);
    if (!positions.has(letter)) positions.set(letter, index);
  });
  return positions;
}

import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { DataOf, Locale, phoenixContract } from '../../contract.ts';

export type Country = DataOf<typeof phoenixContract.GetCountryCodesResponse>[number];

const cache = new Map<Locale, readonly Country[]>();

/**
 * Every country libphonenumber knows, named in the locale, Japan first (the default country),
 * then by name in that locale. Built once per locale: it is reference data, not session state.
 */
export function countriesFor(locale: Locale): readonly Country[] {
  let list = cache.get(locale);
  if (list) return list;
  const localNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const englishNames = new Intl.DisplayNames(['en-US'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const all = getCountries().map((alpha2): Country => {
    const callingCode = getCountryCallingCode(alpha2);
    return {
      alpha2,
      code: `+${callingCode}`,
      codeToInt: Number(callingCode),
      country: localNames.of(alpha2) ?? alpha2,
      countryFullName: englishNames.of(alpha2) ?? alpha2,
      countryCode: callingCode,
    };
  });
  all.sort((a, b) => (a.alpha2 === 'JP' ? -1 : b.alpha2 === 'JP' ? 1 : collator.compare(a.country, b.country)));
  list = Object.freeze(all);
  cache.set(locale, list);
  return list;
}

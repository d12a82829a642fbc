/** Countries with calling codes, names in the page's language (for the country-code chooser). */
import { useQuery } from '@tanstack/react-query';
import { getCountryCodes, type Country } from '#generated/phoenix/regions.ts';
import { currentLanguage } from '../lib/i18n/i18n';
import { apiQuery } from './api-query';
import { commonConfigQueryOptions } from './platform';

export function useCountries() {
  const locale = currentLanguage();
  return useQuery(apiQuery({ getCountryCodes }, { locale }, { staleTime: Infinity, gcTime: Infinity }));
}

/** Calling codes phone registration and code login accept (common config), or every code. */
export function useAllowedCallingCodes(): string[] | undefined {
  return useQuery({ ...commonConfigQueryOptions(), select: (config) => config.mobileInternationalCodes }).data;
}

export type { Country };

/**
 * Intl formatters, built once per locale and options and kept: building one costs far more than
 * using it (a date format with a time zone loads the zone's rules), and a page formats many
 * values (a jackpot row ticking every second, a records table, the promotions teaser).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let format = cache.get(key);
  if (format === undefined) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  return kept(numberFormats, `${locale}|${minimumFractionDigits}|${maximumFractionDigits}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

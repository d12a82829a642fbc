/**
 * Intl formatters, built once per locale and options and kept: building one costs far more than
 * using it (a date format with a time zone loads the zone's rules), and a page formats many
 * values (a jackpot row ticking every second, a records table, the promotions teaser).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const groupedFormats = new Map<string, NumberFormatter>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let format = cache.get(key);
  if (format === undefined) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

interface NumberFormatter {
  format: (value: number) => string;
}

/**
 * The site's three languages write a number alike: digits grouped by three with ",", and "."
 * before the fraction. Those are formatted here without Intl: the first Intl.NumberFormat of a page
 * loads the locale's number data, 20 ms on a desktop and about 90 ms on a phone, in the middle of
 * home's first render (its jackpots). Others, and numbers written with an exponent, go to Intl.
 */
const GROUPED_LOCALES = new Set(['ja-JP', 'en-US', 'zh-CN']);

export function numberFormat(locale: string, minimumFractionDigits: number, maximumFractionDigits: number): NumberFormatter {
  const intl = () =>
    kept(numberFormats, `${locale}|${minimumFractionDigits}|${maximumFractionDigits}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }));
  if (!GROUPED_LOCALES.has(locale)) return intl();
  return kept(groupedFormats, `${minimumFractionDigits}|${maximumFractionDigits}`, () => ({
    format: (value) => groupedNumber(value, minimumFractionDigits, maximumFractionDigits) ?? intl().format(value),
  }));
}

/**
 * `value` as Intl writes it in those locales: rounded half away from zero at `maximumFractionDigits`
 * from its shortest decimal form (as String gives it, which is what Intl rounds too), trailing
 * zeros dropped down to `minimumFractionDigits`. Undefined for what it does not cover (not finite,
 * or written with an exponent: 1e21 and up, under 1e-6).
 */
function groupedNumber(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const negative = value < 0 || Object.is(value, -0);
  const decimal = String(Math.abs(value));
  if (decimal.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = decimal.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') digits = incremented(digits);
  const wholeDigits = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  let fractionDigits = digits.slice(digits.length - maximumFractionDigits);
  while (fractionDigits.length > minimumFractionDigits && fractionDigits.endsWith('0')) fractionDigits = fractionDigits.slice(0, -1);
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fractionDigits ? `.${fractionDigits}` : ''}`;
}

/** A string of decimal digits plus one ("0999" → "1000", "99" → "100"). */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Japan has kept UTC+9 all year since 1952. */
const TOKYO_OFFSET_MS = 9 * 3_600_000;
const TOKYO_FIXED_SINCE = Date.UTC(1952, 0, 1);

/**
 * A day of the month in Tokyo as Intl writes `{ month: 'short', day: 'numeric', timeZone:
 * 'Asia/Tokyo' }` in the site's languages ("11月24日", "Nov 24"), without Intl: on home it was the
 * page's first Intl object, and loading the date data and the zone's rules took 100 ms on a phone.
 */
export function tokyoMonthDay(at: Date, locale: string): string {
  const time = at.getTime();
  if (!Number.isFinite(time) || time < TOKYO_FIXED_SINCE || !GROUPED_LOCALES.has(locale)) {
    return dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'Asia/Tokyo' }).format(at);
  }
  const tokyo = new Date(time + TOKYO_OFFSET_MS);
  const month = tokyo.getUTCMonth();
  const day = tokyo.getUTCDate();
  return locale === 'en-US' ? `${SHORT_MONTHS[month]} ${day}` : `${month + 1}月${day}日`;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The Intl options numericDate writes as. */
export const numericDateOptions = (withTime: boolean, timeZone?: string): Intl.DateTimeFormatOptions => ({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
  ...(timeZone ? { timeZone } : {}),
});

/** The zones whose wall clock needs no rules: the device's own (Date's getters), UTC, and Tokyo since 1952. */
function wallClock(time: number, timeZone: string | undefined): { year: number; month: number; day: number; hour: number; minute: number } | undefined {
  if (timeZone === undefined) {
    const at = new Date(time);
    return { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate(), hour: at.getHours(), minute: at.getMinutes() };
  }
  const offset = timeZone === 'UTC' ? 0 : timeZone === 'Asia/Tokyo' && time >= TOKYO_FIXED_SINCE ? TOKYO_OFFSET_MS : undefined;
  if (offset === undefined) return undefined;
  const at = new Date(time + offset);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate(), hour: at.getUTCHours(), minute: at.getUTCMinutes() };
}

/**
 * A date, and its time when asked, as Intl writes `{ year: 'numeric', month: '2-digit', day:
 * '2-digit' }` (with `hour: '2-digit', minute: '2-digit', hour12: false`) in the site's languages:
 * "2026/11/23 09:05" in Japanese and Chinese, "11/23/2026, 09:05" in English. Without Intl for the
 * device's zone, UTC and Tokyo: the first Intl.DateTimeFormat of a page loads the date data, 90 ms
 * in one task at a phone's speed (a Q-PON good's sale date, in the shop's first render). Other
 * zones and languages, and years outside 1000-9999, go to Intl.
 */
export function numericDate(at: Date, locale: string, withTime: boolean, timeZone?: string): string {
  const time = at.getTime();
  const clock = Number.isFinite(time) && GROUPED_LOCALES.has(locale) ? wallClock(time, timeZone) : undefined;
  if (!clock || clock.year < 1000 || clock.year > 9999) {
    return dateTimeFormat(locale, numericDateOptions(withTime, timeZone)).format(at);
  }
  const { year, month, day, hour, minute } = clock;
  const time24 = `${pad2(hour)}:${pad2(minute)}`;
  if (locale === 'en-US') return `${pad2(month)}/${pad2(day)}/${year}${withTime ? `, ${time24}` : ''}`;
  return `${year}/${pad2(month)}/${pad2(day)}${withTime ? ` ${time24}` : ''}`;
}

/**
 * Personal details as the player gives them (updatePersonalInfo): the real name (SPEC §5 "Name"),
 * its katakana reading, a Japanese postal code, and the age rule read on the session clock in the
 * player's own time zone.
 */
import { checkNameReading, checkRealName } from '#common/validation.ts';

const MINIMUM_AGE = 18;
const MAXIMUM_AGE = 120;

const JAPANESE_POSTAL_CODE = /^\d{3}-?\d{4}$/;

// SPEC §5 "Name" and its katakana reading: the one rule set the site checks too.
export const isValidRealName = (name: string) => checkRealName(name) === null;
export const isValidKana = (kana: string) => checkNameReading(kana) === null;
export const isJapanesePostalCode = (code: string) => JAPANESE_POSTAL_CODE.test(code.trim());

/** Today's date (YYYY-MM-DD) where the player lives: an 18th birthday starts at their midnight. */
export function localDate(at: number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    // A time zone the runtime does not know: Japan's, the site's default.
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  }
}

/** Whole years from a birthday to a date, both YYYY-MM-DD; negative for a birthday still to come. */
function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

type BirthdayVerdict = 'ok' | 'under-age' | 'implausible';

/** A date of birth as the session clock sees it in the player's time zone. */
export function checkBirthday(birthday: string, now: number, timeZone: string): BirthdayVerdict {
  const today = localDate(now, timeZone);
  if (birthday > today) return 'implausible';
  const age = ageOn(birthday, today);
  if (age > MAXIMUM_AGE) return 'implausible';
  return age < MINIMUM_AGE ? 'under-age' : 'ok';
}

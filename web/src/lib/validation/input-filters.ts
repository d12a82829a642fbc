/**
 * Input sanitizers for the auth forms' onChange (SPEC §5): each output is what the field then
 * shows, so a player cannot type past a limit or in a script a field refuses.
 */
import { rules as ruleData } from '#generated/rules.ts';
import { CODE_LENGTH, MAX_INPUT_LENGTH } from './validation';

const PHONE_MAX_LENGTH = ruleData.phone.general.max;

/** Full-width letters and digits (what a Japanese IME types) become their ASCII forms. */
const toHalfWidth = (value: string): string =>
  value.replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));

/** Cuts a value to the field limit without splitting a surrogate pair. */
export function limitInput(value: string, maxLength: number = MAX_INPUT_LENGTH): string {
  const chars = Array.from(value);
  return chars.length > maxLength ? chars.slice(0, maxLength).join('') : value;
}

/** Digits only (full-width digits are kept as their ASCII forms). */
export function digitsOnly(value: string, maxLength: number = MAX_INPUT_LENGTH): string {
  return toHalfWidth(value).replace(/[^0-9]/g, '').slice(0, maxLength);
}

/**
 * The phone field: digits only, without the trunk 0 a player types from habit (090… → 90…),
 * since the API gets the national number beside the '00'+code prefix. `allowLeadingZero` is for
 * the few countries whose national numbers do start with 0 (Italy's landlines).
 */
export function stripLeadingZero(value: string, { allowLeadingZero = false } = {}): string {
  const digits = digitsOnly(value, Number.MAX_SAFE_INTEGER);
  return (allowLeadingZero ? digits : digits.replace(/^0+/, '')).slice(0, PHONE_MAX_LENGTH);
}

/** The code field: up to 6 digits. */
export function codeDigits(value: string): string {
  return digitsOnly(value, CODE_LENGTH);
}

/**
 * Han, kana and hangul. Not the CJK punctuation '、' and the yen sign '￥': the password rule
 * allows both.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC\u3005]/gu;

/** SPEC §5 "inputs reject Chinese characters": drops CJK characters (for password fields). */
export function rejectCjk(value: string): string {
  return limitInput(value.replace(CJK, ''));
}

/**
 * Drops special symbols, spaces and CJK characters: what is left are ASCII letters and digits
 * (for username and referral-code fields). Full-width letters count as letters.
 */
export function removeSpecial(value: string): string {
  return limitInput(toHalfWidth(value).replace(/[^A-Za-z0-9]/g, ''));
}

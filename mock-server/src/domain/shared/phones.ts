// The `max` metadata: only it knows number types (mobile or fixed line), and "a valid mobile
// number for the country" is the rule. The server loads it once; the site never does.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A phone as the API sends it: '00' + calling code, and the national number without a leading 0. */
export interface PhoneInput {
  phonePrefix: string;
  phone: string;
}

export type PhoneCheck = { valid: false } | { valid: true; virtual: boolean };

/**
 * SPEC §5: mainland China's virtual-operator (162, 165, 167, 170, 171) and IoT / data-only
 * (1400, 1410, 1440, 146, 148) ranges. Registration is allowed, the site warns.
 */
const CN_VIRTUAL = /^(?:16[257]\d{8}|17[01]\d{8}|14[04]0\d{9}|1410\d{9}|14[68]\d{8})$/;
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

export const callingCodeOf = (phonePrefix: string): string => phonePrefix.replace(/^00/, '');

/**
 * Valid when libphonenumber calls it a mobile number of the country. CN virtual and IoT ranges
 * count as valid even where libphonenumber does not know them (146, 148, the 13-digit 14x0
 * numbers), so QA can reach the `virtual` warning with any of the SPEC's prefixes. Japan's 050
 * internet numbers (type VOIP) are valid and virtual too: they are the local kind of the same thing.
 */
export function checkPhone({ phonePrefix, phone }: PhoneInput): PhoneCheck {
  const callingCode = callingCodeOf(phonePrefix);
  if (callingCode === '86' && CN_VIRTUAL.test(phone)) return { valid: true, virtual: true };
  const parsed = parsePhoneNumberFromString(`+${callingCode}${phone}`);
  if (!parsed || !parsed.isValid()) return { valid: false };
  const type = parsed.getType();
  if (type === 'VOIP') return { valid: true, virtual: true };
  return MOBILE_TYPES.has(type ?? '') ? { valid: true, virtual: false } : { valid: false };
}

/** How QA reads a phone in the control API: "+81 9012345678". */
export function displayPhone(phonePrefix: string, phone: string): string {
  return `+${callingCodeOf(phonePrefix)} ${phone}`;
}

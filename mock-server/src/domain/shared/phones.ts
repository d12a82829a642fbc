// One rule set for the site and the mock (openapi/rules.yaml, checked in common/validation.ts): a valid
// mobile number of the country; mainland China's SPEC §5 virtual and IoT ranges are valid and
// flagged (registration is allowed, the site warns).
import { checkPhone as checkPhoneRule, checkVirtualNumber } from '#common/validation.ts';

/** A phone as the API sends it: '00' + calling code, and the national number without a leading 0. */
export interface PhoneInput {
  phonePrefix: string;
  phone: string;
}

export type PhoneCheck = { valid: false } | { valid: true; virtual: boolean };

export const callingCodeOf = (phonePrefix: string): string => phonePrefix.replace(/^00/, '');

export function checkPhone({ phonePrefix, phone }: PhoneInput): PhoneCheck {
  if (checkPhoneRule(phone, phonePrefix, 'registration') !== null) return { valid: false };
  return { valid: true, virtual: checkVirtualNumber(phone, phonePrefix) !== null };
}

/** How QA reads a phone in the control API: "+81 9012345678". */
export function displayPhone(phonePrefix: string, phone: string): string {
  return `+${callingCodeOf(phonePrefix)} ${phone}`;
}

/**
 * The personal-details form (updatePersonalInfo): its values, SPEC §5's rules with this feature's
 * message keys, and the request that carries only what changed (the server changes only the
 * fields sent, and a verified name or birthday must not be sent at all).
 */
import { checkNameReading, checkRealName } from '#common/validation.ts';
import {
  updatePersonalInfoBodyTwoAddressCityMax,
  updatePersonalInfoBodyTwoAddressLine1Max,
  updatePersonalInfoBodyTwoAddressPostalCodeRegExp,
  updatePersonalInfoBodyTwoAddressRegionMax,
} from '#generated/phoenix/account.zod.ts';
import type { PersonalInfoRequest, PlayerProfile } from '../api/profile';

export interface PersonalDetailsValues {
  realName: string;
  realNameKana: string;
  birthday: string;
  country: string;
  postalCode: string;
  region: string;
  city: string;
  line1: string;
  line2: string;
  timeZone: string;
}

export function valuesOf(profile: PlayerProfile): PersonalDetailsValues {
  const address = profile.address;
  return {
    realName: profile.realName ?? '',
    realNameKana: profile.realNameKana ?? '',
    birthday: profile.birthday ?? '',
    country: address?.country ?? 'JP',
    postalCode: address?.postalCode ?? '',
    region: address?.region ?? '',
    city: address?.city ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    timeZone: profile.timeZone,
  };
}

const ADDRESS_FIELDS = ['country', 'postalCode', 'region', 'city', 'line1', 'line2'] as const;
const hasAddress = (values: PersonalDetailsValues) => ['postalCode', 'region', 'city', 'line1'].some((f) => values[f as keyof PersonalDetailsValues].trim() !== '');

/** Message keys (profile.rules.*) per field; an address is all or nothing, so its parts are required once one is typed. */
export const personalDetailsRules = {
  realName: (value: string) => (value.trim() === '' ? null : checkRealName(value) === null ? null : 'profile.rules.realName'),
  realNameKana: (value: string) => (value.trim() === '' ? null : checkNameReading(value) === null ? null : 'profile.rules.kana'),
  birthday: (value: string) => (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'profile.rules.birthday'),
  postalCode: (value: string, values: PersonalDetailsValues) => {
    if (!hasAddress(values)) return null;
    if (values.country === 'JP') return /^\d{3}-?\d{4}$/.test(value.trim()) ? null : 'profile.rules.postalCodeJp';
    return updatePersonalInfoBodyTwoAddressPostalCodeRegExp.test(value.trim()) ? null : 'profile.rules.postalCode';
  },
  region: (value: string, values: PersonalDetailsValues) => requiredPart(value, values, updatePersonalInfoBodyTwoAddressRegionMax),
  city: (value: string, values: PersonalDetailsValues) => requiredPart(value, values, updatePersonalInfoBodyTwoAddressCityMax),
  line1: (value: string, values: PersonalDetailsValues) => requiredPart(value, values, updatePersonalInfoBodyTwoAddressLine1Max),
} satisfies Partial<Record<keyof PersonalDetailsValues, (value: string, values: PersonalDetailsValues) => string | null>>;

function requiredPart(value: string, values: PersonalDetailsValues, max: number): string | null {
  if (!hasAddress(values)) return null;
  if (value.trim() === '') return 'profile.rules.required';
  return value.length > max ? 'profile.rules.tooLong' : null;
}

/** What changed, as updatePersonalInfo takes it; an empty object when nothing did. Cleared name fields are not sent (the server keeps them). */
export function changesOf(before: PersonalDetailsValues, after: PersonalDetailsValues): PersonalInfoRequest {
  const changes: PersonalInfoRequest = {};
  const changed = (field: keyof PersonalDetailsValues) => after[field].trim() !== before[field].trim() && after[field].trim() !== '';
  if (changed('realName')) changes.realName = after.realName.trim();
  if (changed('realNameKana')) changes.realNameKana = after.realNameKana.trim();
  if (changed('birthday')) changes.birthday = after.birthday;
  if (changed('timeZone')) changes.timeZone = after.timeZone;
  if (hasAddress(after) && ADDRESS_FIELDS.some((field) => after[field].trim() !== before[field].trim())) {
    changes.address = {
      country: after.country,
      postalCode: after.postalCode.trim(),
      region: after.region.trim(),
      city: after.city.trim(),
      line1: after.line1.trim(),
      ...(after.line2.trim() ? { line2: after.line2.trim() } : {}),
    };
  }
  return changes;
}

/**
 * The change-password form: the current password (only required: whatever rule it was set
 * under, the server judges it), a new one by SPEC §5's password rule (6-32, the register and
 * reset rule), typed twice, and different from the current one.
 */
import { checkPassword, checkPasswordConfirm, type MessageKey } from '#web/lib/validation/validation.ts';

export interface ChangePasswordValues {
  current: string;
  next: string;
  confirm: string;
}

type Rule = (value: string, values: ChangePasswordValues) => MessageKey | 'profile.rules.currentRequired' | 'profile.rules.samePassword' | null;

export const changePasswordRules: Record<keyof ChangePasswordValues, Rule> = {
  current: (value) => (value === '' ? 'profile.rules.currentRequired' : null),
  next: (value, values) => checkPassword(value) ?? (value !== '' && value === values.current ? 'profile.rules.samePassword' : null),
  confirm: (value, values) => checkPasswordConfirm(value, values.next),
};

import { describe, expect, it } from 'vitest';
import { changePasswordRules } from './change-password';

const values = { current: 'Passw0rd!', next: 'N3w-Secret', confirm: 'N3w-Secret' };

describe('change-password rules', () => {
  it('accepts a new password by the rule, typed twice, that differs from the current one', () => {
    expect(changePasswordRules.current(values.current, values)).toBeNull();
    expect(changePasswordRules.next(values.next, values)).toBeNull();
    expect(changePasswordRules.confirm(values.confirm, values)).toBeNull();
  });

  it('says what is wrong: no current password, a new one off the rule, the same as before, not confirmed', () => {
    expect(changePasswordRules.current('', values)).toBe('profile.rules.currentRequired');
    expect(changePasswordRules.next('abc', values)).toBe('validation.passwordLength');
    expect(changePasswordRules.next('パスワード123', values)).toBe('common.validtor.passwordError');
    expect(changePasswordRules.next('Passw0rd!', { ...values, next: 'Passw0rd!' })).toBe('profile.rules.samePassword');
    expect(changePasswordRules.confirm('N3w-Secre', values)).toBe('common.validtor.pwdSame');
  });
});

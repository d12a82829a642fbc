// One rule set (docs/architecture.md "One rule set"): the same inputs, from the shared table
// (common/validation.table.ts), go to the site's validators and to the mock server's, and both must
// give the verdict the table gives. A rule that drifts on either side fails here by name.
import { describe, expect, it } from 'vitest';
import { ruleTable } from '#common/validation.table.ts';
import { isAcceptablePassword, isRegistrableLoginName } from '#mock/domain/identity/credentials.ts';
import { isValidKana, isValidRealName } from '#mock/domain/profile/personal-details.ts';
import { checkPhone as mockCheckPhone } from '#mock/domain/shared/phones.ts';
import { checkName, checkPassword, checkPhone, checkRegisterUsername, virtualNumberWarning } from './validation';

const accepts = (verdict: unknown) => verdict === null;
const PREFIX = 'qc';

describe('the site and the mock server agree on the shared table', () => {
  it('registration username: the site checks what is typed, the mock the prefixed, lower-cased name sent', () => {
    const rows = ruleTable.checkUsername.filter((row) => row.input[1] === 'registration');
    expect(rows.length).toBeGreaterThan(5);
    for (const { input, verdict } of rows) {
      const [typed] = input;
      expect(checkRegisterUsername(typed) === null, `site ${typed}`).toBe(accepts(verdict));
      expect(isRegistrableLoginName(PREFIX + typed.toLowerCase(), PREFIX), `mock ${typed}`).toBe(accepts(verdict));
    }
  });

  it('registration and reset password', () => {
    const rows = ruleTable.checkPassword.filter((row) => row.input[1] === 'register');
    expect(rows.length).toBeGreaterThan(5);
    for (const { input, verdict } of rows) {
      expect(checkPassword(input[0]) === null, `site ${input[0]}`).toBe(accepts(verdict));
      expect(isAcceptablePassword(input[0]), `mock ${input[0]}`).toBe(accepts(verdict));
    }
  });

  it('phone numbers and the virtual-number flag, by country', () => {
    // The site checks the general lengths of SPEC §5 "Phone" (6-20), the mock the registration ones
    // (4-20): the rows both read the same way are those of six digits or more.
    const rows = ruleTable.checkPhone.filter(({ input }) => (input[2] ?? 'general') === 'general' && /^[A-Za-z]{2}$/.test(input[1] ?? 'JP') && input[0].length >= 6);
    expect(rows.length).toBeGreaterThan(10);
    for (const { input, verdict } of rows) {
      const [phone, country = 'JP'] = input;
      expect(checkPhone(phone, country) === null, `site ${country} ${phone}`).toBe(accepts(verdict));
      expect(mockCheckPhone({ phonePrefix: country, phone }).valid, `mock ${country} ${phone}`).toBe(accepts(verdict));
    }
    for (const { input, verdict } of ruleTable.checkVirtualNumber.filter(({ input }) => /^[A-Z]{2}$/.test(input[1] ?? 'JP'))) {
      const [phone, country = 'JP'] = input;
      const flagged = verdict !== null;
      expect(virtualNumberWarning(phone, country) !== null, `site ${country} ${phone}`).toBe(flagged);
      const mock = mockCheckPhone({ phonePrefix: country, phone });
      expect(mock.valid && mock.virtual, `mock ${country} ${phone}`).toBe(flagged);
    }
  });

  it('real name and its katakana reading', () => {
    for (const { input, verdict } of ruleTable.checkRealName) {
      expect(checkName(input[0]) === null, `site ${input[0]}`).toBe(accepts(verdict));
      expect(isValidRealName(input[0]), `mock ${input[0]}`).toBe(accepts(verdict));
    }
    for (const { input, verdict } of ruleTable.checkNameReading) expect(isValidKana(input[0]), `mock ${input[0]}`).toBe(accepts(verdict));
  });
});

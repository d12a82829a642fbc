// The site's validators against the shared rule table (common/validation.table.ts): each row the
// contract's rules accept, the site accepts, and each row they refuse, the site refuses.
import { describe, expect, it } from 'vitest';
import { ruleTable } from '#common/validation.table.ts';
import {
  checkCode,
  checkEmail,
  checkLoginName,
  checkLoginPassword,
  checkName,
  checkPassword,
  checkPhone,
  checkReferralCode,
  checkRegisterUsername,
  virtualNumberWarning,
} from './validation';

const accepts = (verdict: unknown) => verdict === null;

describe('the site accepts and refuses what the shared rules do', () => {
  it('registration username', () => {
    for (const { input, verdict } of ruleTable.checkUsername.filter((row) => row.input[1] === 'registration')) {
      expect(checkRegisterUsername(input[0]) === null, input[0]).toBe(accepts(verdict));
    }
  });

  it('login field', () => {
    for (const { input, verdict } of ruleTable.checkLoginField) expect(checkLoginName(input[0]) === null, input[0]).toBe(accepts(verdict));
  });

  it('passwords', () => {
    for (const { input, verdict } of ruleTable.checkPassword) {
      const check = input[1] === 'login' ? checkLoginPassword : checkPassword;
      expect(check(input[0]) === null, `${input[1]} ${input[0]}`).toBe(accepts(verdict));
    }
  });

  it('e-mail', () => {
    for (const { input, verdict } of ruleTable.checkEmail.filter((row) => row.input[1] === undefined)) {
      expect(checkEmail(input[0]) === null, input[0]).toBe(accepts(verdict));
    }
  });

  it('phone, by ISO country, general lengths', () => {
    const rows = ruleTable.checkPhone.filter(({ input }) => (input[2] ?? 'general') === 'general' && /^[A-Za-z]{2}$/.test(input[1] ?? 'JP'));
    expect(rows.length).toBeGreaterThan(10);
    for (const { input, verdict } of rows) expect(checkPhone(input[0], input[1]) === null, `${input[1]} ${input[0]}`).toBe(accepts(verdict));
  });

  it('virtual numbers', () => {
    for (const { input, verdict } of ruleTable.checkVirtualNumber.filter(({ input }) => /^[A-Z]{2}$/.test(input[1] ?? 'JP'))) {
      expect(virtualNumberWarning(input[0], input[1]) === null, `${input[1]} ${input[0]}`).toBe(accepts(verdict));
    }
  });

  it('verification code, referral code, real name', () => {
    for (const { input, verdict } of ruleTable.checkVerificationCode) expect(checkCode(input[0]) === null, input[0]).toBe(accepts(verdict));
    for (const { input, verdict } of ruleTable.checkReferralCode) expect(checkReferralCode(input[0], input[1]) === null, input[0]).toBe(accepts(verdict));
    for (const { input, verdict } of ruleTable.checkRealName) expect(checkName(input[0]) === null, input[0]).toBe(accepts(verdict));
  });
});

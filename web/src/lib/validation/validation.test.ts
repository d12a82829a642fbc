import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allLocales } from '../../testing/locales';
import { checkEmail as checkEmailPattern } from '#common/validation.ts';
import { authRules, translateRules, type LoginPasswordValues } from './form-rules';
import { codeDigits, digitsOnly, rejectCjk, removeSpecial, stripLeadingZero } from './input-filters';
import {
  checkCode,
  checkEmail,
  checkLoginName,
  checkLoginPassword,
  checkName,
  checkPassword,
  checkPasswordConfirm,
  checkPhone,
  checkReferralCode,
  checkRegisterUsername,
  checkTermsAccepted,
  MAX_INPUT_LENGTH,
  prefixLoginName,
  registerErrorField,
  stripLoginNamePrefix,
  validationMessages,
  virtualNumberWarning,
} from './validation';

type Tree = { [key: string]: string | Tree };
const { 'ja-JP': jaJP, 'en-US': enUS, 'zh-CN': zhCN } = allLocales();
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('auth validation messages', () => {
  it('every key a rule can answer is translated in all three languages', () => {
    for (const key of Object.values(validationMessages)) {
      for (const [language, tree] of Object.entries({ 'ja-JP': jaJP, 'en-US': enUS, 'zh-CN': zhCN })) {
        expect(typeof lookup(tree as Tree, key), `${language} ${key}`).toBe('string');
      }
    }
    // The SPEC keys keep SPEC's names, spelling included.
    expect(validationMessages.passwordError).toBe('common.validtor.passwordError');
    expect(lookup(jaJP as Tree, 'common.validtor.changeSuc')).toBeTypeOf('string');
  });
});

describe('registration username', () => {
  it('takes 6-12 letters and digits with at least one letter', () => {
    expect(checkRegisterUsername('')).toBe('validation.usernameRequired');
    expect(checkRegisterUsername('taro12')).toBeNull();
    expect(checkRegisterUsername('abcdefghijkl')).toBeNull();
    expect(checkRegisterUsername('taro1')).toBe('validation.usernameRule');
    expect(checkRegisterUsername('abcdefghijklm')).toBe('validation.usernameRule');
    expect(checkRegisterUsername('12345678')).toBe('validation.usernameRule');
    expect(checkRegisterUsername('taro_12')).toBe('validation.usernameRule');
    expect(checkRegisterUsername('たろう123')).toBe('validation.usernameRule');
  });
});

describe('login field', () => {
  it('takes a username of 4-18 letters and digits or an e-mail', () => {
    expect(checkLoginName('  ')).toBe('validation.loginNameRequired');
    expect(checkLoginName('abcd')).toBeNull();
    expect(checkLoginName('1234')).toBeNull();
    expect(checkLoginName('a'.repeat(18))).toBeNull();
    expect(checkLoginName('abc')).toBe('validation.loginNameRule');
    expect(checkLoginName('a'.repeat(19))).toBe('validation.loginNameRule');
    expect(checkLoginName('taro@example.com')).toBeNull();
    expect(checkLoginName('taro@example')).toBe('validation.emailInvalid');
    expect(checkLoginName('taro@mail.example.co.jp')).toBeNull();
    expect(checkLoginName('ta ro')).toBe('validation.loginNameRule');
  });
});

describe('passwords', () => {
  it('login checks 6-20 characters, register and reset 6-32', () => {
    expect(checkLoginPassword('')).toBe('validation.passwordRequired');
    expect(checkLoginPassword('abc12')).toBe('validation.passwordLengthLogin');
    expect(checkLoginPassword('abc123')).toBeNull();
    expect(checkLoginPassword('a'.repeat(20))).toBeNull();
    expect(checkLoginPassword('a'.repeat(21))).toBe('validation.passwordLengthLogin');
    expect(checkPassword('a'.repeat(21))).toBeNull();
    expect(checkPassword('a'.repeat(32))).toBeNull();
    expect(checkPassword('a'.repeat(33))).toBe('validation.passwordLength');
    expect(checkPassword('abc12')).toBe('validation.passwordLength');
  });

  it('allows letters, digits and the listed symbols only', () => {
    expect(checkPassword('Aa1!@#$%^&、￥*()-_+=?/.><,\\')).toBeNull();
    expect(checkPassword('pass word1')).toBe('common.validtor.passwordError');
    expect(checkPassword('パスワード123')).toBe('common.validtor.passwordError');
    expect(checkPassword('abc123;')).toBe('common.validtor.passwordError');
    expect(checkLoginPassword('abc"123')).toBe('common.validtor.passwordError');
  });

  it('the confirmation must equal the password', () => {
    expect(checkPasswordConfirm('', 'abc123')).toBe('validation.confirmPasswordRequired');
    expect(checkPasswordConfirm('abc124', 'abc123')).toBe('common.validtor.pwdSame');
    expect(checkPasswordConfirm('abc123', 'abc123')).toBeNull();
  });
});

describe('phone numbers', () => {
  it('take 6-20 digits valid for the country, Japan by default', () => {
    expect(checkPhone('')).toBe('validation.phoneRequired');
    expect(checkPhone('9012345678')).toBeNull();
    expect(checkPhone('8012345678', 'JP')).toBeNull();
    expect(checkPhone('12345')).toBe('common.validtor.phoneVerify');
    expect(checkPhone('90-1234-5678')).toBe('common.validtor.phoneVerify');
    expect(checkPhone('1234567890')).toBe('common.validtor.phoneVerify');
    // A landline gets no SMS code.
    expect(checkPhone('312345678', 'JP')).toBe('common.validtor.phoneVerify');
    expect(checkPhone('2133734253', 'US')).toBeNull();
    expect(checkPhone('91234567', 'HK')).toBeNull();
    expect(checkPhone('9012345678', 'XX')).toBe('common.validtor.phoneVerify');
  });

  it('a Chinese number must also be a mainland mobile number', () => {
    expect(checkPhone('13812345678', 'CN')).toBeNull();
    expect(checkPhone('12812345678', 'CN')).toBe('common.validtor.phoneVerify');
    expect(checkPhone('1381234567', 'CN')).toBe('common.validtor.phoneVerify');
  });

  it('flags virtual and internet numbers as a warning, for China only', () => {
    for (const phone of ['16212345678', '17012345678', '17112345678', '1400123456789', '14612345678', '14812345678']) {
      expect(virtualNumberWarning(phone, 'CN'), phone).toBe('validation.virtualNumber');
      // A warning only: the number is still a valid phone, even where libphonenumber lacks the range.
      expect(checkPhone(phone, 'CN'), phone).toBeNull();
    }
    // The 4-digit IoT prefixes make 13-digit numbers (docs/architecture.md "One rule set").
    expect(virtualNumberWarning('14001234567', 'CN')).toBeNull();
    expect(virtualNumberWarning('13812345678', 'CN')).toBeNull();
    expect(virtualNumberWarning('1701234567', 'US')).toBeNull();
    // A warning only: the number is still a valid phone.
    expect(checkPhone('17012345678', 'CN')).toBeNull();
  });
});

describe('codes, e-mails, referral codes, names and terms', () => {
  it('a code is exactly 6 digits', () => {
    expect(checkCode('')).toBe('validation.codeRequired');
    expect(checkCode('12345')).toBe('common.validtor.codeError');
    expect(checkCode('123456')).toBeNull();
    expect(checkCode('12345a')).toBe('common.validtor.codeError');
  });

  it('e-mails follow the general or the only-email pattern, up to 320', () => {
    expect(checkEmail('')).toBe('validation.emailRequired');
    expect(checkEmail('taro@example.com')).toBeNull();
    expect(checkEmail('taro..yamada.@docomo.ne.jp')).toBeNull();
    expect(checkEmail('t@example.com')).toBe('validation.emailInvalid');
    expect(checkEmail('taro@example')).toBe('validation.emailInvalid');
    expect(checkEmail('taro@-example.com')).toBe('validation.emailInvalid');
    expect(checkEmail('taro@exa mple.com')).toBe('validation.emailInvalid');
    expect(checkEmail('太郎@example.com')).toBe('validation.emailInvalid');
    // General: local 2-100, domain 2-50, tld 2-4.
    expect(checkEmailPattern(`${'a'.repeat(100)}@example.com`, 'general')).toBeNull();
    expect(checkEmailPattern(`${'a'.repeat(101)}@example.com`, 'general')).not.toBeNull();
    expect(checkEmailPattern('taro@example.online', 'general')).not.toBeNull();
    // Only-email: local 2-30, domain 2-14, tld 2-15.
    expect(checkEmailPattern('taro@example.online', 'only')).toBeNull();
    expect(checkEmailPattern(`${'a'.repeat(31)}@example.com`, 'only')).not.toBeNull();
    expect(checkEmailPattern('taro@example-company.co.jp', 'only')).not.toBeNull();
    // A field accepts what either pattern accepts.
    expect(checkEmail('taro@example.online')).toBeNull();
    expect(checkEmail('taro@example-company.co.jp')).toBeNull();
    expect(checkEmail(`${'a'.repeat(101)}@example.online`)).toBe('validation.emailInvalid');
  });

  it('a referral code is optional, up to 40 (e-mail form) or 20 (phone form)', () => {
    expect(checkReferralCode('', 'email')).toBeNull();
    expect(checkReferralCode('a'.repeat(40), 'email')).toBeNull();
    expect(checkReferralCode('a'.repeat(41), 'email')).toBe('validation.referralCodeInvalid');
    expect(checkReferralCode('a'.repeat(20), 'phone')).toBeNull();
    expect(checkReferralCode('a'.repeat(21), 'phone')).toBe('validation.referralCodeInvalid');
  });

  it('a name is 2+ trimmed characters of kanji, kana or Latin letters and spaces', () => {
    expect(checkName('  ')).toBe('validation.nameRequired');
    expect(checkName('山田　太郎')).toBeNull();
    expect(checkName('やまだ')).toBeNull();
    expect(checkName('タロー')).toBeNull();
    expect(checkName('王小明')).toBeNull();
    expect(checkName('Taro Yamada')).toBeNull();
    expect(checkName(' 山 ')).toBe('validation.nameRule');
    expect(checkName('Taro2')).toBe('validation.nameRule');
    expect(checkName('Taro!')).toBe('validation.nameRule');
  });

  it('the terms must be accepted', () => {
    expect(checkTermsAccepted(false)).toBe('validation.termsRequired');
    expect(checkTermsAccepted(true)).toBeNull();
  });

  it('a taken name or e-mail is shown under its field', () => {
    expect(registerErrorField(100010)).toEqual({ field: 'username', message: 'codes.nameTaken' });
    expect(registerErrorField(100919)).toEqual({ field: 'email', message: 'codes.emailTaken' });
    expect(registerErrorField(100700)).toBeNull();
  });
});

describe('input helpers', () => {
  it('digitsOnly keeps digits, full-width ones as ASCII', () => {
    expect(digitsOnly('090-1234 5678')).toBe('09012345678');
    expect(digitsOnly('０９０１２３')).toBe('090123');
    expect(digitsOnly('abc')).toBe('');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (input) => {
        const out = digitsOnly(input);
        expect(out).toMatch(/^\d*$/);
        expect(out.length).toBeLessThanOrEqual(MAX_INPUT_LENGTH);
      }),
    );
  });

  it('the phone field drops non-digits and the trunk 0, and stops at 20 digits', () => {
    expect(stripLeadingZero('090-1234-5678')).toBe('9012345678');
    expect(stripLeadingZero('0090')).toBe('90');
    expect(stripLeadingZero('06 1234 5678', { allowLeadingZero: true })).toBe('0612345678');
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (input) => {
        const out = stripLeadingZero(input);
        expect(out).toMatch(/^(?:[1-9]\d*)?$/);
        expect(out.length).toBeLessThanOrEqual(20);
      }),
    );
  });

  it('the code field keeps 6 digits', () => {
    expect(codeDigits('12 34 56 78')).toBe('123456');
  });

  it('rejectCjk drops kanji, kana and hangul but keeps the password symbols 、 and ￥', () => {
    expect(rejectCjk('pass漢字かなカナー한글word')).toBe('password');
    expect(rejectCjk('a、b￥c')).toBe('a、b￥c');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (input) => {
        const out = rejectCjk(input);
        expect(out).not.toMatch(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u);
        expect(Array.from(out).length).toBeLessThanOrEqual(MAX_INPUT_LENGTH);
      }),
    );
  });

  it('removeSpecial leaves ASCII letters and digits only', () => {
    expect(removeSpecial(' Taro_Yamada 12!太郎')).toBe('TaroYamada12');
    expect(removeSpecial('ＴＡＲＯ１２')).toBe('TARO12');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (input) => {
        const out = removeSpecial(input);
        expect(out).toMatch(/^[A-Za-z0-9]*$/);
        expect(out.length).toBeLessThanOrEqual(MAX_INPUT_LENGTH);
        // Sanitising twice changes nothing: the field does not fight the player's cursor.
        expect(removeSpecial(out)).toBe(out);
      }),
    );
  });
});

describe('login names on the wire', () => {
  it('prefixes and lowercases a username; an e-mail goes as-is, lowercased', () => {
    expect(prefixLoginName('qc', 'Taro12')).toBe('qctaro12');
    expect(prefixLoginName('qc', ' Taro@Example.com ')).toBe('taro@example.com');
    expect(stripLoginNamePrefix('qc', 'qctaro12')).toBe('taro12');
    expect(stripLoginNamePrefix('qc', 'taro@example.com')).toBe('taro@example.com');
    expect(stripLoginNamePrefix('', 'taro12')).toBe('taro12');
  });

  it('stripping undoes prefixing for any username', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{4,18}$/), (name) => {
        expect(stripLoginNamePrefix('qc', prefixLoginName('qc', name))).toBe(name);
      }),
    );
  });
});

describe('@mantine/form rules', () => {
  const t = (key: string) => `t:${key}`;

  it('a form with the login rules shows translated messages and is valid when filled', () => {
    const { result } = renderHook(() =>
      useForm<LoginPasswordValues>({
        mode: 'controlled',
        initialValues: { loginName: '', password: '' },
        validate: translateRules(authRules.loginPassword, t),
      }),
    );
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({
      loginName: 't:validation.loginNameRequired',
      password: 't:validation.passwordRequired',
    });
    act(() => {
      result.current.setValues({ loginName: 'taro12', password: 'secret1' });
    });
    expect(result.current.isValid()).toBe(true);
  });

  it('the reset rules compare the confirmation with the password', () => {
    const rules = translateRules(authRules.resetPassword, t);
    const confirm = rules.confirmPassword as (value: string, values: object) => string | null;
    expect(confirm('abc124', { password: 'abc123', confirmPassword: 'abc124' })).toBe('t:common.validtor.pwdSame');
    expect(authRules.registerPhone('CN').phone('17012345678')).toBeNull();
    expect(authRules.loginCode('JP').code('12')).toBe('common.validtor.codeError');
  });
});

/**
 * Inputs and the verdicts SPEC §5 (with PRODUCT.md and docs/architecture.md "One rule set") gives
 * them, one table per check of validation.ts. The checks are run against it
 * (validation.test.ts); the site's and the mock server's validators can be run against the same
 * rows (a verdict of null means "accepted", anything else "refused").
 */
import type * as checks from './validation.ts';

type Checks = Pick<
  typeof checks,
  | 'checkUsername'
  | 'checkLoginField'
  | 'checkRegistrableLoginName'
  | 'checkPassword'
  | 'checkEmail'
  | 'checkPhone'
  | 'checkVirtualNumber'
  | 'checkRealName'
  | 'checkNameReading'
  | 'checkVerificationCode'
  | 'checkReferralCode'
  | 'checkAmount'
>;

export type RuleName = keyof Checks;
export interface Row<Check extends (...args: never[]) => unknown> {
  /** The arguments of the check: the value first. */
  input: Parameters<Check>;
  verdict: ReturnType<Check>;
  /** Why this row is here, when the input does not say it. */
  why?: string;
}
export type RuleTable = { [Name in RuleName]: readonly Row<Checks[Name]>[] };

const repeat = (text: string, times: number) => text.repeat(times);

export const ruleTable: RuleTable = {
  checkUsername: [
    { input: ['', 'general'], verdict: 'empty' },
    { input: ['abc', 'general'], verdict: 'tooShort' },
    { input: ['abcd', 'general'], verdict: null },
    { input: ['1234', 'general'], verdict: null, why: 'the general rule needs no letter' },
    { input: [repeat('a', 18), 'general'], verdict: null },
    { input: [repeat('a', 19), 'general'], verdict: 'tooLong' },
    { input: ['abc_de', 'general'], verdict: 'chars' },
    { input: ['abc de', 'general'], verdict: 'chars' },
    { input: ['ａｂｃｄ', 'general'], verdict: 'chars', why: 'full-width letters are not letters of the rule (the site converts them while typing)' },
    { input: ['player1'], verdict: null, why: 'general is the default' },
    { input: ['abcde', 'registration'], verdict: 'tooShort' },
    { input: ['abcdef', 'registration'], verdict: null },
    { input: ['Player01', 'registration'], verdict: null, why: 'upper case is typed; the wire name is lower-cased' },
    { input: ['123456', 'registration'], verdict: 'noLetter' },
    { input: [repeat('a', 12), 'registration'], verdict: null },
    { input: [repeat('a', 13), 'registration'], verdict: 'tooLong' },
    { input: ['player-01', 'registration'], verdict: 'chars' },
    { input: ['プレイヤー01', 'registration'], verdict: 'chars' },
  ],
  checkLoginField: [
    { input: [''], verdict: 'empty' },
    { input: ['player01'], verdict: null },
    { input: ['abc'], verdict: 'tooShort' },
    { input: [repeat('a', 19)], verdict: 'tooLong', why: 'a name is a general username (4-18), not 4-320' },
    { input: ['player01@example.com'], verdict: null },
    { input: ['player01@'], verdict: 'pattern' },
    { input: ['player.01'], verdict: 'chars' },
    { input: [`${repeat('a', 310)}@example.com`], verdict: 'tooLong' },
  ],
  checkRegistrableLoginName: [
    { input: ['qcplayer01', 'qc'], verdict: null },
    { input: ['qcplayer01', 'QC'], verdict: null, why: 'the prefix is sent in lower case whatever the config spells' },
    { input: ['QCplayer01', 'QC'], verdict: 'case', why: 'the whole name goes lower-cased' },
    { input: ['qcPlayer01', 'qc'], verdict: 'case' },
    { input: ['player01', 'qc'], verdict: 'prefix' },
    { input: ['qc123456', 'qc'], verdict: 'noLetter' },
    { input: ['qcabc', 'qc'], verdict: 'tooShort' },
    { input: ['', 'qc'], verdict: 'empty' },
  ],
  checkPassword: [
    { input: ['', 'login'], verdict: 'empty' },
    { input: ['abc12', 'login'], verdict: 'tooShort' },
    { input: ['abc123', 'login'], verdict: null },
    { input: [repeat('a', 20), 'login'], verdict: null },
    { input: [repeat('a', 21), 'login'], verdict: 'tooLong' },
    { input: [repeat('a', 21), 'register'], verdict: null },
    { input: [repeat('a', 32), 'register'], verdict: null },
    { input: [repeat('a', 33), 'register'], verdict: 'tooLong' },
    { input: ['abc12', 'register'], verdict: 'tooShort' },
    { input: ['Aa1!@#$%^&*()-_+=?/.><,\\', 'register'], verdict: null, why: 'every ASCII symbol of SPEC §5' },
    { input: ['pass、word￥1', 'register'], verdict: null, why: 'SPEC allows the full-width 、 and ￥' },
    { input: ['pass word', 'register'], verdict: 'chars' },
    { input: ['password~', 'register'], verdict: 'chars' },
    { input: ['password"', 'register'], verdict: 'chars' },
    { input: ['パスワード123', 'register'], verdict: 'chars' },
  ],
  checkEmail: [
    { input: [''], verdict: 'empty' },
    { input: ['player01@example.com'], verdict: null },
    { input: ['ab@cd.jp'], verdict: null },
    { input: ['a@example.com'], verdict: 'pattern', why: 'the local part has at least 2 characters' },
    { input: ['taro..yamada.@docomo.ne.jp'], verdict: null, why: 'old Japanese carrier addresses repeat or end dots' },
    { input: ['player01@example.museum'], verdict: null, why: 'a 6-letter tld: only-email allows 2-15' },
    { input: ['player01@averyveryverylongname.jp'], verdict: null, why: 'a 20-character domain: general allows 2-50' },
    { input: [`${repeat('a', 40)}@${repeat('b', 20)}.museum`], verdict: 'pattern', why: 'neither shape: local over 30 and tld over 4' },
    { input: ['player01example.com'], verdict: 'pattern' },
    { input: ['player01@example'], verdict: 'pattern' },
    { input: ['player 01@example.com'], verdict: 'pattern' },
    { input: ['player01@-example.com'], verdict: 'pattern' },
    { input: ['player01@example.c0m'], verdict: 'pattern' },
    { input: [`${repeat('a', 100)}@${repeat('b', 50)}.${repeat('c', 4)}`], verdict: null },
    { input: [`${repeat('a', 300)}@${repeat('b', 20)}.com`], verdict: 'tooLong' },
    { input: ['player01@example.museum', 'general'], verdict: 'pattern', why: 'general: tld 2-4' },
    { input: ['player01@example.museum', 'only'], verdict: null },
    { input: ['player01@averyveryverylongname.jp', 'only'], verdict: 'pattern', why: 'only-email: domain 2-14' },
    { input: ['player01@averyveryverylongname.jp', 'general'], verdict: null },
  ],
  checkPhone: [
    { input: ['', 'JP'], verdict: 'empty' },
    { input: ['9012345678', 'JP'], verdict: null },
    { input: ['9012345678'], verdict: null, why: 'JP is the default' },
    { input: ['9012345678', '0081'], verdict: null, why: 'the API gives the country as 00 + calling code' },
    { input: ['9012345678', '+81'], verdict: null },
    { input: ['8012345678', 'jp'], verdict: null },
    { input: ['312345678', 'JP'], verdict: 'invalid', why: 'a Tokyo landline receives no SMS' },
    { input: ['5012345678', 'JP'], verdict: 'invalid', why: '050 internet numbers are not mobile numbers' },
    { input: ['090-1234-5678', 'JP'], verdict: 'digits' },
    { input: ['90123', 'JP'], verdict: 'tooShort' },
    { input: ['90123', 'JP', 'registration'], verdict: 'invalid', why: 'registration allows 4 digits, the country does not' },
    { input: ['901', 'JP', 'registration'], verdict: 'tooShort' },
    { input: [repeat('9', 21), 'JP'], verdict: 'tooLong' },
    { input: ['9012345678', 'XX'], verdict: 'country' },
    { input: ['9012345678', '00999'], verdict: 'country' },
    { input: ['13812345678', 'CN'], verdict: null },
    { input: ['13812345678', '0086'], verdict: null },
    { input: ['1381234567', 'CN'], verdict: 'invalid' },
    { input: ['16212345678', 'CN'], verdict: null, why: 'virtual ranges are valid, only flagged' },
    { input: ['14612345678', 'CN'], verdict: null, why: 'IoT ranges are valid even where libphonenumber does not know them' },
    { input: ['1440123456789', '0086'], verdict: null },
    { input: ['14401234567', 'CN'], verdict: 'invalid', why: 'a 4-digit IoT prefix makes a 13-digit number' },
    { input: ['2025550123', 'US'], verdict: null },
    { input: ['2025550123', '001'], verdict: null, why: 'a shared calling code: the number names the country' },
    { input: ['1701234567', 'US'], verdict: 'invalid' },
  ],
  checkVirtualNumber: [
    ...['16212345678', '16512345678', '16712345678', '17012345678', '17112345678', '14612345678', '14812345678', '1400123456789', '1410123456789', '1440123456789'].map(
      (phone): Row<Checks['checkVirtualNumber']> => ({ input: [phone, 'CN'], verdict: 'virtualNumber' }),
    ),
    { input: ['17012345678', '0086'], verdict: 'virtualNumber' },
    { input: ['13812345678', 'CN'], verdict: null },
    { input: ['1701234567', 'CN'], verdict: null, why: 'too short to be a number of the range' },
    { input: ['14001234567', 'CN'], verdict: null, why: 'an IoT prefix with 11 digits is not an IoT number' },
    { input: ['17012345678', 'JP'], verdict: null, why: 'the ranges are mainland China\'s' },
    { input: ['1701234567', 'US'], verdict: null },
    { input: ['5012345678', 'JP'], verdict: null, why: '050 is refused by checkPhone, not flagged' },
  ],
  checkRealName: [
    { input: [''], verdict: 'empty' },
    { input: ['   '], verdict: 'empty' },
    { input: ['山田 太郎'], verdict: null },
    { input: ['山田　太郎'], verdict: null, why: 'a full-width space' },
    { input: ['やまだ たろう'], verdict: null },
    { input: ['ジョン・スミス'], verdict: null, why: 'katakana names take ・' },
    { input: ['佐々木'], verdict: null },
    { input: ['〆切'], verdict: null },
    { input: ['John Smith'], verdict: null },
    { input: ['Ｊｏｈｎ'], verdict: null, why: 'full-width Latin letters' },
    { input: ['王小明'], verdict: null },
    { input: ['山'], verdict: 'tooShort' },
    { input: [' 山 '], verdict: 'tooShort', why: 'trimmed first' },
    { input: ['𠮷田'], verdict: null, why: 'a surrogate-pair kanji is one character' },
    { input: ['𠮷'], verdict: 'tooShort' },
    { input: ['Taro1'], verdict: 'chars' },
    { input: ['山田\t太郎'], verdict: 'chars', why: 'spaces, not any whitespace' },
    { input: ['O\'Brien'], verdict: 'chars' },
    { input: ['김철수'], verdict: 'chars', why: 'hangul is neither Japanese nor Chinese' },
  ],
  checkNameReading: [
    { input: [''], verdict: 'empty' },
    { input: ['ヤマダ タロウ'], verdict: null },
    { input: ['ジョン・スミス'], verdict: null },
    { input: ['スズキ　イチロー'], verdict: null },
    { input: ['やまだ'], verdict: 'chars' },
    { input: ['山田'], verdict: 'chars' },
    { input: ['Yamada'], verdict: 'chars' },
  ],
  checkVerificationCode: [
    { input: [''], verdict: 'empty' },
    { input: ['123456'], verdict: null },
    { input: ['12345'], verdict: 'tooShort' },
    { input: ['1234567'], verdict: 'tooLong' },
    { input: ['12a456'], verdict: 'digits' },
    { input: ['１２３４５６'], verdict: 'digits', why: 'full-width digits (the site converts them while typing)' },
  ],
  checkReferralCode: [
    { input: ['', 'email'], verdict: null, why: 'optional' },
    { input: [repeat('A', 40), 'email'], verdict: null },
    { input: [repeat('A', 41), 'email'], verdict: 'tooLong' },
    { input: [repeat('A', 20), 'phone'], verdict: null },
    { input: [repeat('A', 21), 'phone'], verdict: 'tooLong' },
    { input: [` ${repeat('A', 20)} `, 'phone'], verdict: null, why: 'trimmed first' },
  ],
  checkAmount: [
    { input: [''], verdict: 'empty' },
    { input: ['1000'], verdict: null },
    { input: ['1000.5'], verdict: null },
    { input: ['1000.55'], verdict: null },
    { input: ['1000.555'], verdict: 'decimals' },
    { input: ['1000.555', { decimals: 3 }], verdict: null },
    { input: ['1000.5', { decimals: 0 }], verdict: 'decimals' },
    { input: ['1,000'], verdict: 'pattern' },
    { input: ['-5'], verdict: 'pattern' },
    { input: ['1.'], verdict: 'pattern' },
    { input: ['.5'], verdict: 'pattern' },
    { input: ['abc'], verdict: 'pattern' },
    { input: ['500', { max: 500 }], verdict: null },
    { input: ['500.01', { max: 500 }], verdict: 'tooLarge' },
  ],
};

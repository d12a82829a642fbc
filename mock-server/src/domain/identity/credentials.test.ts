import { describe, expect, it } from 'vitest';
import { displayLoginName, isAcceptablePassword, isRegistrableLoginName } from './credentials.ts';
import { maskEmail, maskPhone } from '../shared/masking.ts';

describe('credentials', () => {
  it('passwords: 6-32 letters, digits and the SPEC symbols, full-width 、 and ￥ included', () => {
    for (const ok of ['Passw0rd!', 'abcdef', 'a'.repeat(32), '!@#$%^&*()-_+=?/.><,\\', 'pass、￥12']) expect(isAcceptablePassword(ok), ok).toBe(true);
    for (const bad of ['abcde', 'a'.repeat(33), 'pass word', 'パスワード123', 'pass~word', '']) expect(isAcceptablePassword(bad), bad).toBe(false);
  });

  it('registration names: the prefix, then 6-12 lower-case letters and digits with a letter', () => {
    for (const ok of ['qcnewplayer1', 'qcabcdef', 'qc1a2b3c', 'qcabcdefghijkl'.slice(0, 14)]) expect(isRegistrableLoginName(ok, 'qc'), ok).toBe(true);
    for (const bad of ['newplayer1', 'qcabc12', 'qc12345678', 'qcabcdefghijklm', 'qcName123', 'qcname_12']) expect(isRegistrableLoginName(bad, 'qc'), bad).toBe(false);
    expect(displayLoginName('qcplayer01', 'qc')).toBe('player01');
    expect(displayLoginName('player01', 'qc')).toBe('player01');
  });

  it('masks e-mails and phones enough to recognise, not to harvest', () => {
    expect(maskEmail('player01@example.com')).toBe('pl*****1@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a.very.long.local.part@example.com')).toBe('a.********t@example.com');
    expect(maskPhone('9012345678')).toBe('90****5678');
    expect(maskPhone('13812345678')).toBe('13*****5678');
    expect(maskPhone('12345')).toBe('1***45');
  });
});

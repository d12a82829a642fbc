import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes as scrypt$salt$hash with a fresh salt each time', () => {
    const one = hashPassword('Passw0rd!');
    const two = hashPassword('Passw0rd!');
    expect(one).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain('Passw0rd!');
  });

  it('verifies the right password only', () => {
    const stored = hashPassword('Passw0rd!');
    expect(verifyPassword('Passw0rd!', stored)).toBe(true);
    expect(verifyPassword('passw0rd!', stored)).toBe(false);
    expect(verifyPassword('', stored)).toBe(false);
    expect(verifyPassword('パスワード１２３', hashPassword('パスワード１２３'))).toBe(true);
  });

  it('refuses a stored value that is not one of our hashes', () => {
    expect(verifyPassword('Passw0rd!', 'Passw0rd!')).toBe(false);
    expect(verifyPassword('Passw0rd!', 'scrypt$zz$00')).toBe(false);
    expect(verifyPassword('Passw0rd!', '')).toBe(false);
  });
});

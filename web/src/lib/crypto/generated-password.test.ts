import { describe, expect, it } from 'vitest';
import { checkPassword } from '../validation/validation';
import { generatePassword, GENERATED_PASSWORD_LENGTH } from './generated-password';

describe('generatePassword', () => {
  it('always satisfies the password rule and differs every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(checkPassword(password)).toBeNull();
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

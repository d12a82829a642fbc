/** A strong random password for accounts whose password the player never chose (first-time set-up). */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*()-_+=?';
const ALL = LETTERS + DIGITS + SYMBOLS;

export const GENERATED_PASSWORD_LENGTH = 20;

function pick(alphabet: string, random: number): string {
  return alphabet[random % alphabet.length]!;
}

/** 20 characters from the allowed set (SPEC §5), with at least a letter, a digit and a symbol. */
export function generatePassword(): string {
  const random = crypto.getRandomValues(new Uint32Array(GENERATED_PASSWORD_LENGTH));
  const chars = Array.from(random, (r) => pick(ALL, r));
  chars[0] = pick(LETTERS, random[0]!);
  chars[1] = pick(DIGITS, random[1]!);
  chars[2] = pick(SYMBOLS, random[2]!);
  return chars.join('');
}

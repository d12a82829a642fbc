/**
 * The validation rules (openapi/rules.yaml): read and checked, compared with the contract's request
 * schemas that state the same limits, and written out as generated/rules.ts (the data; the checks
 * are plain code in common/validation.ts, which the site and the mock server import).
 */
import { z } from 'zod';

const range = z.strictObject({ min: z.int().positive(), max: z.int().positive() }).refine((r) => r.min <= r.max, 'min must not exceed max');
const pair = z.tuple([z.int().positive(), z.int().positive()]);
const charClass = z.string().min(1);

export const RulesFile = z.strictObject({
  inputMaxLength: z.int().positive(),
  username: z.strictObject({
    chars: charClass,
    general: range,
    registration: z.strictObject({ min: z.int().positive(), max: z.int().positive(), needs: charClass }),
  }),
  loginField: z.strictObject({ maxLength: z.int().positive() }),
  password: z.strictObject({ chars: charClass, login: range, register: range }),
  email: z.strictObject({
    maxLength: z.int().positive(),
    localChars: charClass,
    shapes: z.record(z.string(), z.strictObject({ local: pair, domain: pair, tld: pair })),
  }),
  phone: z.strictObject({
    general: range,
    registration: range,
    defaultCountry: z.string().regex(/^[A-Z]{2}$/),
    mainland: z.strictObject({ country: z.string().regex(/^[A-Z]{2}$/), pattern: z.string().min(1) }),
  }),
  virtualNumbers: z.strictObject({
    country: z.string().regex(/^[A-Z]{2}$/),
    ranges: z.array(z.strictObject({ prefixes: z.array(z.string().regex(/^\d+$/)).min(1), length: z.int().positive() })).min(1),
  }),
  realName: z.strictObject({ minLength: z.int().positive(), chars: charClass }),
  nameReading: z.strictObject({ chars: charClass }),
  verificationCode: z.strictObject({ length: z.int().positive() }),
  referralCode: z.strictObject({ email: z.int().positive(), phone: z.int().positive() }),
  amount: z.strictObject({ decimals: z.int().nonnegative() }),
  contract: z.array(z.strictObject({ at: z.string().regex(/^(?:[\w-]+\/)?[\w-]+\.yaml#\/.+$/), is: z.string() })),
});
export type Rules = z.infer<typeof RulesFile>;

/** Reads rules.yaml; throws with every problem, each with its path. */
export function parseRules(doc: unknown, where = 'openapi/rules.yaml'): Rules {
  const result = RulesFile.safeParse(doc);
  if (!result.success) {
    throw new Error(`${where}:\n${result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n')}`);
  }
  const rules = result.data;
  // Every pattern and character set must compile as common/validation.ts compiles it.
  const sets: [string, string][] = [
    ['username.chars', rules.username.chars],
    ['username.registration.needs', rules.username.registration.needs],
    ['password.chars', rules.password.chars],
    ['email.localChars', rules.email.localChars],
    ['realName.chars', rules.realName.chars],
    ['nameReading.chars', rules.nameReading.chars],
  ];
  for (const [path, chars] of sets) {
    try {
      new RegExp(`^[${chars}]+$`, 'u');
    } catch (error) {
      throw new Error(`${where}: ${path} is no character set: ${(error as Error).message}`, { cause: error });
    }
  }
  try {
    new RegExp(rules.phone.mainland.pattern, 'u');
  } catch (error) {
    throw new Error(`${where}: phone.mainland.pattern: ${(error as Error).message}`, { cause: error });
  }
  for (const name of ['general', 'registration'] as const) {
    const { min, max } = rules.username[name];
    if (min > max) throw new Error(`${where}: username.${name}: min must not exceed max`);
  }
  return rules;
}

/** The values a contract schema may state, by the name rules.yaml's `contract` list uses. */
export function contractValues(rules: Rules): Record<string, string | number> {
  const phoneMin = Math.min(rules.phone.general.min, rules.phone.registration.min);
  const phoneMax = Math.max(rules.phone.general.max, rules.phone.registration.max);
  return {
    'phone.pattern': `^[0-9]{${phoneMin},${phoneMax}}$`,
    'verificationCode.pattern': `^[0-9]{${rules.verificationCode.length}}$`,
    'email.maxLength': rules.email.maxLength,
    'loginField.maxLength': rules.loginField.maxLength,
    'referralCode.maxLength': Math.max(rules.referralCode.email, rules.referralCode.phone),
  };
}

/** Compares each `contract` entry with the spec it points into; `read` gives a spec file's document. */
export function checkContract(rules: Rules, read: (file: string) => unknown): void {
  const values = contractValues(rules);
  const problems: string[] = [];
  for (const { at, is } of rules.contract) {
    if (!(is in values)) {
      problems.push(`${at}: unknown rule value ${is} (one of ${Object.keys(values).join(', ')})`);
      continue;
    }
    const [file, path] = at.split('#/') as [string, string];
    let node: unknown = read(file);
    for (const part of path.split('/')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    if (node !== values[is]) problems.push(`${at} is ${JSON.stringify(node)}, but ${is} is ${JSON.stringify(values[is])}`);
  }
  if (problems.length > 0) throw new Error(`openapi/rules.yaml and the contract disagree:\n  ${problems.join('\n  ')}`);
}

/** generated/rules.ts: the data only; the checks that read it are common/validation.ts. */
export function rulesModule(rules: Rules): string {
  const data = Object.fromEntries(Object.entries(rules).filter(([key]) => key !== 'contract'));
  return `// Generated by scripts/generate.ts from openapi/rules.yaml. Do not edit: run \`npm run generate\`.
// The data of the validation rules (SPEC §5); the checks that read it, shared by the site and the
// mock server, are common/validation.ts.

/** The data of openapi/rules.yaml. */
export const rules = ${JSON.stringify(data, null, 2)} as const;
`;
}

// The seed every fast-check property of a unit run starts from, when one is asked for: FC_SEED,
// set by `npm run test:unit -- --seed N` (scripts/unit.ts) to replay a failure whose seed the run
// printed. Read by scripts/fast-check-seed.setup.ts in every Vitest project.
import { parseArgs } from 'node:util';

/** The seed in FC_SEED, or undefined when none is set; a value that is not a 32-bit integer is refused. */
export function seedFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.FC_SEED?.trim();
  if (!text) return undefined;
  const seed = Number(text);
  if (!Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32) throw new Error(`FC_SEED must be an integer seed as fast-check prints it, not "${text}"`);
  return seed;
}

/**
 * Splits `--seed N` / `--seed=N` out of Vitest's arguments: the seed for FC_SEED and the rest for
 * Vitest, as typed. parseArgs' tokens say where --seed and its value stand, a negative seed as
 * fast-check prints it (`--seed -123`) included; every other argument is Vitest's to read.
 */
export function takeSeed(args: readonly string[]): { seed?: string; rest: string[] } {
  const { tokens } = parseArgs({ args: [...args], options: { seed: { type: 'string' } }, strict: false, allowPositionals: true, tokens: true });
  const taken = new Set<number>();
  let seed: string | undefined;
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name !== 'seed') continue;
    seed = token.value;
    taken.add(token.index);
    if (token.inlineValue === false) taken.add(token.index + 1);
  }
  return { ...(seed === undefined ? {} : { seed }), rest: args.filter((_, index) => !taken.has(index)) };
}

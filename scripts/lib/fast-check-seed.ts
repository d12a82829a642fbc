// The seed every fast-check property of a unit run starts from, when one is asked for: FC_SEED,
// set by `npm run test:unit -- --seed N` (scripts/unit.ts) to replay a failure whose seed the run
// printed. Read by scripts/fast-check-seed.setup.ts in every Vitest project.

/** The seed in FC_SEED, or undefined when none is set; a value that is not a 32-bit integer is refused. */
export function seedFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.FC_SEED?.trim();
  if (!text) return undefined;
  const seed = Number(text);
  if (!Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32) throw new Error(`FC_SEED must be an integer seed as fast-check prints it, not "${text}"`);
  return seed;
}

/** Splits `--seed N` / `--seed=N` out of Vitest's arguments: the seed for FC_SEED and the rest for Vitest. */
export function takeSeed(args: readonly string[]): { seed?: string; rest: string[] } {
  const rest: string[] = [];
  let seed: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--seed') {
      seed = args[index + 1];
      index += 1;
    } else if (arg.startsWith('--seed=')) {
      seed = arg.slice('--seed='.length);
    } else {
      rest.push(arg);
    }
  }
  return { ...(seed === undefined ? {} : { seed }), rest };
}

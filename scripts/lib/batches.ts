// Which of `npm test`'s steps run at the same time (scripts/test.ts). Pure, so batches.test.ts pins it.

export interface Batchable {
  /** Runs at the same time as the steps next to it that say so too. */
  alongside?: boolean;
}

/**
 * The steps in their order, each run of neighbouring `alongside` steps as one batch and every
 * other step a batch of its own. A step's `needs` is read before its batch starts, so it must
 * name a step of an earlier batch.
 */
export function batches<T extends Batchable>(steps: readonly T[]): T[][] {
  const out: T[][] = [];
  for (const step of steps) {
    const last = out.at(-1);
    if (step.alongside && last?.[0]?.alongside) last.push(step);
    else out.push([step]);
  }
  return out;
}

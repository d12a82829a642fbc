import { describe, expect, it } from 'vitest';
import { batches } from './batches.ts';

const step = (name: string, alongside?: boolean) => ({ name, ...(alongside ? { alongside } : {}) });
const names = (list: { name: string }[][]) => list.map((batch) => batch.map((s) => s.name));

describe('batches', () => {
  it('runs neighbouring alongside steps together and every other step alone, in order', () => {
    const steps = [step('lint', true), step('typecheck', true), step('unit'), step('build', true), step('e2e')];
    expect(names(batches(steps))).toEqual([['lint', 'typecheck'], ['unit'], ['build'], ['e2e']]);
  });

  it('never joins a step that is not alongside to a batch, before or after it', () => {
    const steps = [step('a'), step('b', true), step('c', true), step('d')];
    expect(names(batches(steps))).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('keeps every step once', () => {
    const steps = [step('a', true), step('b'), step('c'), step('d', true)];
    expect(batches(steps).flat()).toEqual(steps);
    expect(batches([])).toEqual([]);
  });
});

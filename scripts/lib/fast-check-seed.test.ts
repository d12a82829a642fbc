import { describe, expect, it } from 'vitest';
import { seedFromEnv, takeSeed } from './fast-check-seed.ts';

describe('fast-check seed', () => {
  it('takes --seed N and --seed=N out of the arguments and leaves the rest for Vitest', () => {
    expect(takeSeed(['--seed', '-1819918769', 'common/x.test.ts'])).toEqual({ seed: '-1819918769', rest: ['common/x.test.ts'] });
    expect(takeSeed(['--project', 'web', '--seed=42'])).toEqual({ seed: '42', rest: ['--project', 'web'] });
    expect(takeSeed(['--reporter=json'])).toEqual({ rest: ['--reporter=json'] });
    expect(takeSeed(['-t', 'ledger', '--seed=-7', '--reporter', 'dot', 'a.test.ts'])).toEqual({ seed: '-7', rest: ['-t', 'ledger', '--reporter', 'dot', 'a.test.ts'] });
    expect(takeSeed(['--seed', '-5', '--', '--seed', 'x'])).toEqual({ seed: '-5', rest: ['--', '--seed', 'x'] });
  });

  it('reads FC_SEED as fast-check prints seeds (negative ones too), nothing when unset', () => {
    expect(seedFromEnv({ FC_SEED: '-1819918769' })).toBe(-1819918769);
    expect(seedFromEnv({ FC_SEED: ' 7 ' })).toBe(7);
    expect(seedFromEnv({})).toBeUndefined();
    expect(seedFromEnv({ FC_SEED: '' })).toBeUndefined();
  });

  it('refuses a seed that is not one, rather than silently running with a random one', () => {
    expect(() => seedFromEnv({ FC_SEED: 'abc' })).toThrow(/FC_SEED/);
    expect(() => seedFromEnv({ FC_SEED: '1.5' })).toThrow(/FC_SEED/);
  });
});

import { describe, expect, it } from 'vitest';
import { createHolds } from './holds.ts';

describe('held calls', () => {
  it('are capped per session and overall, and a release gives the place back once', () => {
    const holds = createHolds(2, 3);
    const a1 = holds.take('a');
    const a2 = holds.take('a');
    expect(a1 && a2).toBeTruthy();
    expect(holds.take('a')).toBeUndefined(); // the session's cap
    const b1 = holds.take('b');
    expect(b1).toBeTruthy();
    expect(holds.take('c')).toBeUndefined(); // the server's cap
    a1!();
    a1!();
    expect(holds.total).toBe(2);
    expect(holds.take('c')).toBeTruthy();
  });
});

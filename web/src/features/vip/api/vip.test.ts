import { describe, expect, it } from 'vitest';
import { stillNeeded } from './vip';

describe('level progress', () => {
  it('says what is still needed, none once reached, nothing at the top', () => {
    expect(stillNeeded({ current: 320_000, required: 1_000_000 })).toBe(680_000);
    expect(stillNeeded({ current: 1_200_000, required: 1_000_000 })).toBe(0);
    expect(stillNeeded({ current: 30_000_000, required: null })).toBeNull();
  });
});

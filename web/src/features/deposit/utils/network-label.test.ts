import { describe, expect, it } from 'vitest';
import { networkLabel } from './network-label';

describe('networkLabel', () => {
  it('names each chain of the contract as the order panel always has', () => {
    expect([networkLabel('TRON'), networkLabel('ETHEREUM'), networkLabel('BITCOIN')]).toEqual(['TRC20', 'ERC20', 'BTC']);
  });
});

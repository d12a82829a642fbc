import { describe, expect, it } from 'vitest';
import { inReadingOrder } from './reports';

describe('reports in reading order', () => {
  it('lists what still needs the player first, then the acknowledged ones newest first', () => {
    const order = inReadingOrder([
      { reportType: 'TERMS_UPDATE', acknowledged: true, acknowledgedAt: '2026-01-02T00:00:00.000Z' },
      { reportType: 'PRIVACY_POLICY_UPDATE', acknowledged: false, acknowledgedAt: null },
      { reportType: 'RESPONSIBLE_GAMING', acknowledged: true, acknowledgedAt: '2026-01-05T00:00:00.000Z' },
      { reportType: 'ANNUAL_STATEMENT', acknowledged: false, acknowledgedAt: null },
    ]);
    expect(order.map((r) => r.reportType)).toEqual(['PRIVACY_POLICY_UPDATE', 'ANNUAL_STATEMENT', 'RESPONSIBLE_GAMING', 'TERMS_UPDATE']);
  });
});

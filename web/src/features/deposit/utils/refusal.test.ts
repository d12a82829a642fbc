import { describe, expect, it } from 'vitest';
import { codes } from '#web/lib/http/error-codes.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { depositRefusal } from './refusal';

const refused = (code: number, data: unknown) => new ApiError({ code, msg: 'refused', httpStatus: 200, data, path: '/api/phoenix/deposit/bank/create' });

describe('depositRefusal', () => {
  it('reads the limit the deposit would break, with what remains', () => {
    const limit = { period: 'DAILY', limit: 20000, used: 0, remaining: 20000, currency: 'JPY', resetsAt: '2026-11-24T15:00:00.000Z' };
    expect(depositRefusal(refused(codes.depositLimitExceeded, limit))).toEqual({ kind: 'limit', limit });
  });

  it('reads a break and its end', () => {
    expect(depositRefusal(refused(codes.coolingOffActive, { type: 'COOLING_OFF', until: '2026-11-25T03:00:00.000Z' }))).toEqual({
      kind: 'break',
      onBreak: { type: 'COOLING_OFF', until: '2026-11-25T03:00:00.000Z' },
    });
    expect(depositRefusal(refused(codes.selfExcluded, { type: 'SELF_EXCLUSION', until: '2027-05-23T03:00:00.000Z' }))).toMatchObject({ onBreak: { type: 'SELF_EXCLUSION' } });
  });

  it("reads the channel's range", () => {
    const range = { minAmount: 1000, maxAmount: 1000000, currency: 'JPY' };
    expect(depositRefusal(refused(codes.depositBelowMinimum, range))).toEqual({ kind: 'below', range });
    expect(depositRefusal(refused(codes.depositAboveMaximum, range))).toEqual({ kind: 'above', range });
  });

  it('is null for other failures and for data without the facts', () => {
    expect(depositRefusal(refused(codes.depositLimitExceeded, null))).toBeNull();
    expect(depositRefusal(refused(codes.coolingOffActive, { type: 'COOLING_OFF' }))).toBeNull();
    expect(depositRefusal(refused(codes.invalidRequest, { until: 'x' }))).toBeNull();
    expect(depositRefusal(new Error('network'))).toBeNull();
  });
});

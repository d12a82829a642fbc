import { ApiError } from '#web/lib/http/errors.ts';
import { codes } from '#web/lib/http/error-codes.ts';
import type { DepositAmountRange, DepositBreak, DepositLimitStatus } from '../api/deposit';

/**
 * Why the server refused a deposit, with the facts its envelope carries (openapi/codes.yaml
 * 102101-102105): the channel's range, the player's own limit and what remains of it, or the break
 * and its end. Anything else is not a deposit refusal (the page shows its message as it is).
 */
type DepositRefusal =
  | { kind: 'below' | 'above'; range: DepositAmountRange }
  | { kind: 'limit'; limit: DepositLimitStatus }
  | { kind: 'break'; onBreak: DepositBreak };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const numbers = (data: Record<string, unknown>, ...keys: string[]) => keys.every((key) => typeof data[key] === 'number');

export function depositRefusal(error: unknown): DepositRefusal | null {
  if (!(error instanceof ApiError) || !isRecord(error.data)) return null;
  const data = error.data;
  switch (error.code) {
    case codes.depositBelowMinimum:
    case codes.depositAboveMaximum:
      if (!numbers(data, 'minAmount', 'maxAmount') || typeof data.currency !== 'string') return null;
      return { kind: error.code === codes.depositBelowMinimum ? 'below' : 'above', range: data as unknown as DepositAmountRange };
    case codes.depositLimitExceeded:
      if (!numbers(data, 'limit', 'used', 'remaining') || typeof data.period !== 'string' || typeof data.resetsAt !== 'string') return null;
      return { kind: 'limit', limit: data as unknown as DepositLimitStatus };
    case codes.coolingOffActive:
    case codes.selfExcluded:
      if (typeof data.until !== 'string') return null;
      return { kind: 'break', onBreak: { type: error.code === codes.coolingOffActive ? 'COOLING_OFF' : 'SELF_EXCLUSION', until: data.until } };
    default:
      return null;
  }
}

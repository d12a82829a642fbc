/**
 * What deposit and withdrawal orders share: the order id format, the statuses an order goes
 * through and the settlements QA (or a provider) can give it. Each kind keeps its own orders in
 * its own module (deposits.ts, withdrawals.ts) with what only it has.
 */

import type { InputOf, phoenixContract } from '../../contract.ts';

export type OrderKind = 'deposit' | 'withdraw';

/** The chain a coin is sent on, deposit and withdrawal alike (the contract's CryptoNetwork). */
export type CryptoNetwork = InputOf<typeof phoenixContract.CreateCryptoDepositBody>['network'];

/** PENDING until the money moved (PAID) or the order ended without it. */
export type OrderStatus = 'PENDING' | 'PAID' | 'FAILED' | 'REJECTED' | 'EXPIRED';

/** What a settlement from outside (the provider, the house, QA) makes of a pending order. */
export type Settlement = 'paid' | 'failed' | 'rejected';

export const SETTLED_STATUS: Readonly<Record<Settlement, OrderStatus>> = { paid: 'PAID', failed: 'FAILED', rejected: 'REJECTED' };

export const isPending = (status: OrderStatus): boolean => status === 'PENDING';

/** The fields every order has. Amounts in major units of `currency`; times on the session clock. */
export interface OrderBase {
  orderId: string;
  accountId: string;
  amount: number;
  currency: string;
  status: OrderStatus;
  createdAt: number;
  settledAt?: number;
}

const PREFIX: Readonly<Record<OrderKind, string>> = { deposit: 'D', withdraw: 'W' };
const JAPAN_OFFSET_MS = 9 * 3_600_000;

/**
 * `D20261124000001`: the kind's letter, the date in Japan (what support staff and the player read)
 * and a sequence number of the session, so ids sort by creation and never repeat within a kind.
 */
export function orderIdFor(kind: OrderKind, sequence: number, at: number): string {
  const day = new Date(at + JAPAN_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${PREFIX[kind]}${day}${String(sequence).padStart(6, '0')}`;
}

/** The kind an order id names, by its letter; undefined for an id no order could have. */
export function kindOfOrderId(orderId: string): OrderKind | undefined {
  if (!/^[DW]\d{14}$/.test(orderId)) return undefined;
  return orderId.startsWith('D') ? 'deposit' : 'withdraw';
}

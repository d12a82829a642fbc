import { depositsNewestFirst, findDeposit, type DepositOrder } from '../../domain/cashier/deposits.ts';
import { kindOfOrderId, type OrderKind, type Settlement } from '../../domain/cashier/orders.ts';
import { listWithdrawals, settleWithdrawal, type Withdrawal } from '../../domain/cashier/withdrawals.ts';
import { findAccountById } from '../../domain/identity/accounts.ts';
import { now } from '../../domain/shared/clock.ts';
import type { MockState } from '../../domain/state.ts';
import { settleDeposit, settleDueDeposits } from '../../use-cases/deposit-orders.ts';
import { refusal, type ControlRefusal } from '../../runtime/control-context.ts';
import { defineControlHandlers, filteredAccountId, type ControlResultOf } from './handler.ts';
import { iso } from '../time.ts';

/** An order as QA sees it (openapi/mock-admin.yaml MockOrder), whatever its kind. */
type MockOrderView = ControlResultOf<'settleOrder'>;

type SettleOutcome = { ok: true; order: MockOrderView } | { ok: false; refusal: ControlRefusal };

/**
 * What the control API does with each kind of order. A kind brings its list (settling what is due
 * first, as a player's read would) and its settlement; a new kind plugs in with one entry here.
 */
interface OrderDesk {
  list(state: MockState, at: number, accountId?: string): MockOrderView[];
  settle(state: MockState, orderId: string, settlement: Settlement, at: number): SettleOutcome;
}

const loginNameOf = (state: MockState, accountId: string) => findAccountById(state, accountId)?.loginName ?? accountId;

/** The fields a deposit and a withdrawal share, as QA sees them; each kind says when it settled. */
function orderView(state: MockState, kind: OrderKind, order: DepositOrder | Withdrawal, settledAt: number | null): MockOrderView {
  return {
    orderId: order.orderId,
    kind,
    loginName: loginNameOf(state, order.accountId),
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    channel: order.channel,
    createdAt: iso(order.createdAt),
    settledAt: settledAt === null ? null : iso(settledAt),
  };
}

const depositView = (state: MockState, order: DepositOrder) => orderView(state, 'deposit', order, order.settledAt ?? null);

export const withdrawalView = (state: MockState, order: Withdrawal) => orderView(state, 'withdraw', order, order.settledAt);

const desks: Record<OrderKind, OrderDesk> = {
  deposit: {
    list(state, at, accountId) {
      settleDueDeposits(state, at, accountId);
      return depositsNewestFirst(state, accountId).map((order) => depositView(state, order));
    },
    settle(state, orderId, settlement, at) {
      // A deposit whose delay is over is paid already: settling it now is a conflict, as QA would see in the list.
      settleDueDeposits(state, at);
      const order = findDeposit(state, orderId);
      if (!order) return { ok: false, refusal: refusal(404, `no order ${orderId}`) };
      const settled = settleDeposit(state, order, settlement, at);
      if (!settled.ok) {
        const why = settled.reason === 'settled' ? `is ${order.status} already` : 'cannot be paid: the player holds no wallet in its currency';
        return { ok: false, refusal: refusal(409, `order ${orderId} ${why}`) };
      }
      return { ok: true, order: depositView(state, settled.order) };
    },
  },
  withdraw: {
    list: (state, _at, accountId) =>
      listWithdrawals(state, accountId)
        .map((order) => withdrawalView(state, order))
        .reverse(),
    settle(state, orderId, settlement, at) {
      const settled = settleWithdrawal(state, orderId, settlement, at);
      if (!settled.ok) {
        if (settled.reason === 'no-such-order') return { ok: false, refusal: refusal(404, `no order ${orderId}`) };
        const order = listWithdrawals(state).find((o) => o.orderId === orderId);
        return { ok: false, refusal: refusal(409, `order ${orderId} is ${order?.status ?? 'settled'} already`) };
      }
      return { ok: true, order: withdrawalView(state, settled.order) };
    },
  },
};

const byNewest = (a: MockOrderView, b: MockOrderView) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.orderId.localeCompare(a.orderId));

/** Deposit and withdrawal orders, and settling them as a provider or the house would (tag orders). */
export const orderHandlers = defineControlHandlers({
  listOrders: ({ query, session }) => {
    const { state } = session;
    const accountId = filteredAccountId(state, query.loginName);
    const at = now(session.clock);
    const kinds: OrderKind[] = query.kind === undefined ? ['deposit', 'withdraw'] : [query.kind];
    return { orders: kinds.flatMap((kind) => desks[kind].list(state, at, accountId)).sort(byNewest) };
  },
  settleOrder: ({ params, body, session }) => {
    const kind = kindOfOrderId(params.orderId);
    if (!kind) throw refusal(404, `no order ${params.orderId}`);
    const result = desks[kind].settle(session.state, params.orderId, body.status, now(session.clock));
    if (!result.ok) throw result.refusal;
    return result.order;
  },
});

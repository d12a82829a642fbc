import type { FastifyInstance } from 'fastify';
import { adminContract } from '../contract.ts';
import { depositsNewestFirst, findDeposit, type DepositOrder } from '../domain/cashier/deposits.ts';
import { listWithdrawals, settleWithdrawal, type Withdrawal } from '../domain/cashier/withdrawals.ts';
import { kindOfOrderId, type OrderKind, type Settlement } from '../domain/cashier/orders.ts';
import { findAccountById, findAccountByLoginName } from '../domain/identity/accounts.ts';
import { now } from '../domain/shared/clock.ts';
import type { MockState } from '../domain/state.ts';
import { settleDeposit, settleDueDeposits } from '../use-cases/deposit-orders.ts';
import { fail, parse } from './admin-replies.ts';
import { publishEvents, type SessionStore } from './sessions.ts';

const { ListOrdersQueryParams: ListQuery, SettleOrderParams: SettleParams, SettleOrderBody: SettleBody } = adminContract;

/** An order as QA sees it (openapi/mock-admin.yaml MockOrder), whatever its kind. */
export interface MockOrderView {
  orderId: string;
  kind: OrderKind;
  loginName: string;
  status: string;
  amount: number;
  currency: string;
  channel: string;
  createdAt: string;
  settledAt: string | null;
}

type SettleOutcome = { ok: true; order: MockOrderView } | { ok: false; status: 404 | 409; error: string };

/**
 * What the control API does with each kind of order. A kind brings its list (settling what is due
 * first, as a player's read would) and its settlement; withdrawals plug in with one entry here.
 */
interface OrderDesk {
  list(state: MockState, at: number, accountId?: string): MockOrderView[];
  settle(state: MockState, orderId: string, settlement: Settlement, at: number): SettleOutcome;
}

const loginNameOf = (state: MockState, accountId: string) => findAccountById(state, accountId)?.loginName ?? accountId;

function depositView(state: MockState, order: DepositOrder): MockOrderView {
  return {
    orderId: order.orderId,
    kind: 'deposit',
    loginName: loginNameOf(state, order.accountId),
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    channel: order.channel,
    createdAt: new Date(order.createdAt).toISOString(),
    settledAt: order.settledAt === undefined ? null : new Date(order.settledAt).toISOString(),
  };
}

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
      if (!order) return { ok: false, status: 404, error: `no order ${orderId}` };
      const settled = settleDeposit(state, order, settlement, at);
      if (!settled.ok) {
        const why = settled.reason === 'settled' ? `is ${order.status} already` : 'cannot be paid: the player holds no wallet in its currency';
        return { ok: false, status: 409, error: `order ${orderId} ${why}` };
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
        if (settled.reason === 'no-such-order') return { ok: false, status: 404, error: `no order ${orderId}` };
        const order = listWithdrawals(state).find((o) => o.orderId === orderId);
        return { ok: false, status: 409, error: `order ${orderId} is ${order?.status ?? 'settled'} already` };
      }
      return { ok: true, order: withdrawalView(state, settled.order) };
    },
  },
};

function withdrawalView(state: MockState, order: Withdrawal): MockOrderView {
  return {
    orderId: order.orderId,
    kind: 'withdraw',
    loginName: loginNameOf(state, order.accountId),
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    channel: order.channel,
    createdAt: new Date(order.createdAt).toISOString(),
    settledAt: order.settledAt === null ? null : new Date(order.settledAt).toISOString(),
  };
}

const byNewest = (a: MockOrderView, b: MockOrderView) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.orderId.localeCompare(a.orderId));

/** /__mock/orders: deposit and withdrawal orders, and settling them (openapi/mock-admin.yaml, tag orders). */
export async function adminOrdersPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  const { sessions } = options;

  app.get('/__mock/orders', async (request, reply) => {
    const query = parse(ListQuery, request.query, reply, 'query');
    if (!query) return reply;
    const session = sessions.forRequest(request);
    const { state } = session;
    let accountId: string | undefined;
    if (query.loginName !== undefined) {
      const account = findAccountByLoginName(state, query.loginName);
      if (!account) return fail(reply, 404, `no player ${query.loginName}`);
      accountId = account.id;
    }
    const at = now(session.clock);
    const kinds: OrderKind[] = query.kind === undefined ? ['deposit', 'withdraw'] : [query.kind];
    const orders = kinds.flatMap((kind) => desks[kind].list(state, at, accountId)).sort(byNewest);
    publishEvents(session);
    return { orders };
  });

  app.post('/__mock/orders/:orderId/settle', async (request, reply) => {
    const params = parse(SettleParams, request.params, reply, 'query');
    if (!params) return reply;
    const body = parse(SettleBody, request.body, reply, 'body');
    if (!body) return reply;
    const kind = kindOfOrderId(params.orderId);
    if (!kind) return fail(reply, 404, `no order ${params.orderId}`);
    const session = sessions.forRequest(request);
    const result = desks[kind].settle(session.state, params.orderId, body.status, now(session.clock));
    publishEvents(session);
    if (!result.ok) return fail(reply, result.status, result.error);
    return result.order;
  });
}

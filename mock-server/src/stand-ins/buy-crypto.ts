import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminContract } from '../contract.ts';
import { findDeposit, type DepositOrder } from '../domain/cashier/deposits.ts';
import { now } from '../domain/shared/clock.ts';
import { publishEvents, type SessionStore } from '../runtime/sessions.ts';
import { settleDeposit, settleDueDeposits } from '../use-cases/deposit-orders.ts';
import { escapeHtml, htmlPage, page, readFormBodies } from './page.ts';

const { ShowBuyCryptoPageParams: OrderParams, DecideBuyCryptoBody: DecisionBody } = adminContract;

/** The payment page posts back to itself only, and is never framed. */
const PAYMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

function paymentPage(order: DepositOrder): string {
  return page(
    'CoinBridge で暗号資産を購入 / Buy crypto with CoinBridge',
    `<h1>CoinBridge で暗号資産を購入</h1>
<p class="en">Buy crypto with CoinBridge</p>
<p>QC Casino へのご入金のため、カードで USDT を購入します。<br><span class="en">You are buying USDT by card to deposit it at QC Casino.</span></p>
<div class="who"><strong>${escapeHtml(yen(order.amount))}</strong>注文番号 / Order ${escapeHtml(order.orderId)}</div>
<form method="post">
<div class="buttons">
<button type="submit" name="decision" value="pay" class="primary">支払う / Pay</button>
<button type="submit" name="decision" value="cancel">キャンセル / Cancel</button>
</div>
</form>
<p class="note">これはモックサーバーの決済画面です。実際の決済は行われません。<br>This is the mock server's payment page; no card is charged.</p>`,
  );
}

const ERROR_PAGE = page(
  '注文が見つかりません / Order not found',
  `<h1>この注文はお支払いできません</h1>
<p class="en">This order cannot be paid.</p>
<p>注文が存在しないか、すでに完了または期限切れです。サイトに戻って、もう一度お試しください。<br><span class="en">The order does not exist, or it is settled or expired. Go back to the site and try again.</span></p>`,
);

/**
 * The crypto provider's payment page that startBuyCrypto's payUrl names (openapi/mock-admin.yaml,
 * tag stand-ins): the player pays or cancels, the order is settled at once, and the browser goes
 * back to the site's returnPath with the order id. Same origin and session as the control API.
 */
export async function buyCryptoPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  const { sessions } = options;
  // The page's form posts urlencoded; only this context reads it.
  readFormBodies(app);
  const html = (reply: FastifyReply, status: number, body: string) => htmlPage(reply, status, body, PAYMENT_CSP);

  /** The pending buy-crypto order the page is about, settling what is due first (it may have expired). */
  const pendingOrder = (session: ReturnType<SessionStore['forRequest']>, orderId: string) => {
    const at = now(session.clock);
    settleDueDeposits(session.state, at);
    const order = findDeposit(session.state, orderId);
    return order?.channel === 'BUY_CRYPTO' && order.status === 'PENDING' ? { order, at } : undefined;
  };

  app.get('/__mock/buy-crypto/:orderId', async (request, reply) => {
    const params = OrderParams.safeParse(request.params);
    if (!params.success) return html(reply, 400, ERROR_PAGE);
    const session = sessions.forRequest(request);
    const pending = pendingOrder(session, params.data.orderId);
    publishEvents(session);
    return pending ? html(reply, 200, paymentPage(pending.order)) : html(reply, 400, ERROR_PAGE);
  });

  app.post('/__mock/buy-crypto/:orderId', async (request, reply) => {
    const params = OrderParams.safeParse(request.params);
    const body = DecisionBody.safeParse(request.body ?? {});
    if (!params.success || !body.success) return html(reply, 400, ERROR_PAGE);
    const session = sessions.forRequest(request);
    const pending = pendingOrder(session, params.data.orderId);
    if (!pending) {
      publishEvents(session);
      return html(reply, 400, ERROR_PAGE);
    }
    settleDeposit(session.state, pending.order, body.data.decision === 'pay' ? 'paid' : 'failed', pending.at);
    publishEvents(session);
    const back = `${pending.order.returnPath ?? '/'}?depositOrderId=${encodeURIComponent(pending.order.orderId)}`;
    // 303: the browser follows with a GET, whatever the form's method was.
    return reply.header('cache-control', 'no-store').redirect(back, 303);
  });
}

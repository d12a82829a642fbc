import type { FastifyInstance } from 'fastify';
import { adminContract } from '../contract.ts';
import { now } from '../domain/shared/clock.ts';
import { minorDigits } from '../../../common/money.ts';
import { adjustWallet, type AdjustWalletResult, type WalletAdjustment } from '../use-cases/adjust-wallet.ts';
import { fail, parse } from './admin-replies.ts';
import { publishEvents, type SessionStore } from './sessions.ts';

const { AdjustWalletBody: AdjustBody } = adminContract;

/** Why an adjustment was refused, as the control API says it: status and message. */
function adjustmentRefusal(adjustment: WalletAdjustment, refusal: Extract<AdjustWalletResult, { ok: false }>): [number, string] {
  const { loginName, walletType, currency, amount } = adjustment;
  switch (refusal.reason) {
    case 'unknown-player':
      return [404, `no player ${loginName}`];
    case 'no-such-wallet':
      return [404, `${loginName} holds no ${walletType} ${currency} wallet`];
    case 'invalid-amount':
    case 'not-minor-units':
      return [400, `amount: not 0, and at most ${minorDigits(currency)} decimals in ${currency}`];
    case 'insufficient-funds':
      return [409, `amount: ${loginName}'s ${walletType} ${currency} wallet holds ${refusal.balance}, cannot take ${-amount}`];
    case 'idempotency-conflict':
      return [409, `idempotencyKey: already used for a different adjustment`];
    case 'unbalanced':
      // moveMoney always posts both sides of the same amount: this is a bug, not bad input.
      throw new Error(`adjustWallet: the ledger found an unbalanced adjustment of ${amount} ${currency}`);
  }
}

/** /__mock/wallets: players' money, moved through the ledger (openapi/mock-admin.yaml, tag wallets). */
export async function adminWalletsPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  const { sessions } = options;

  app.post('/__mock/wallets/adjust', async (request, reply) => {
    const body = parse(AdjustBody, request.body, reply, 'body');
    if (!body) return reply;
    const session = sessions.forRequest(request);
    const result = adjustWallet(session.state, body, now(session.clock));
    publishEvents(session);
    if (!result.ok) {
      const [status, error] = adjustmentRefusal(body, result);
      return fail(reply, status, error);
    }
    const { ok: _ok, ...answer } = result;
    return answer;
  });
}

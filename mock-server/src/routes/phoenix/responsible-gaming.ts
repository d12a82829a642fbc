// Responsible gaming (info/selfControl): breaks and deposit limits.
import type { DataOf, phoenixContract } from '../../contract.ts';
import { BREAK_DAYS, selfControlFor, setDepositLimit, settle, takeBreak } from '../../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../../domain/state.ts';
import { mainCurrency } from '../../domain/wallet/wallets.ts';
import { badRequest, BusinessError, defineHandlers } from '../handler.ts';
import { currentAccount, required } from '../players.ts';
import { iso } from './time.ts';

type SelfControlView = DataOf<typeof phoenixContract.SetSelfControlResponse>;

/** The player's breaks and deposit limits now (getUserInfo shows them too). */
export function selfControlOf(state: MockState, accountId: string, now: number): SelfControlView {
  const control = selfControlFor(state, accountId);
  settle(control, now);
  const currency = mainCurrency(state, accountId);
  return {
    coolingOffUntil: iso(control.coolingOffUntil),
    selfExclusionUntil: iso(control.selfExclusionUntil),
    depositLimits: control.depositLimits.map((limit) => ({
      period: limit.period,
      amount: limit.amount,
      currency,
      pendingChange: limit.pending ? { amount: limit.pending.amount, effectiveAt: new Date(limit.pending.effectiveAt).toISOString() } : null,
    })),
  };
}

export const responsibleGamingHandlers = defineHandlers({
  setSelfControl: (ctx) => {
    const { body, now } = ctx;
    const account = currentAccount(ctx);
    if (body.type === 'DEPOSIT_LIMIT') {
      const amount = body.amount;
      if (amount === undefined) throw badRequest('amount', 'required (null removes the limit)');
      setDepositLimit(selfControlFor(ctx.state, account.id), required(body.period, 'period'), amount, now);
    } else {
      const days = required(body.days, 'days');
      if (!BREAK_DAYS[body.type].includes(days)) throw badRequest('days', `${body.type} takes ${BREAK_DAYS[body.type].join(', ')}`);
      if (!takeBreak(selfControlFor(ctx.state, account.id), body.type, days, now)) throw new BusinessError(101020);
    }
    return selfControlOf(ctx.state, account.id, now);
  },
});

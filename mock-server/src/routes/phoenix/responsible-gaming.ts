// Responsible gaming (info/selfControl): breaks, deposit and loss limits, session time, reality check.
import { codes, type DataOf, type phoenixContract } from '../../contract.ts';
import { selfControlFor, type DepositLimit, type MinutesSetting } from '../../domain/responsible-gaming/self-control.ts';
import { changeSelfControl } from '../../use-cases/change-self-control.ts';
import type { MockState } from '../../domain/state.ts';
import { mainCurrency } from '../../domain/wallet/wallets.ts';
import { badRequest } from '../../domain/shared/business-error.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { isoOrNull } from '../time.ts';

type SelfControlView = DataOf<typeof phoenixContract.SetSelfControlResponse>;

const at = (time: number) => new Date(time).toISOString();

const limitView = (currency: SelfControlView['depositLimits'][number]['currency']) => (limit: DepositLimit) => ({
  period: limit.period,
  amount: limit.amount,
  currency,
  pendingChange: limit.pending ? { amount: limit.pending.amount, effectiveAt: at(limit.pending.effectiveAt) } : null,
});

const minutesView = (setting: MinutesSetting | undefined) =>
  setting ? { minutes: setting.minutes, pendingChange: setting.pending ? { minutes: setting.pending.minutes, effectiveAt: at(setting.pending.effectiveAt) } : null } : null;

/** The player's breaks and limits (getUserInfo shows them too); what fell due is settled before. */
export function selfControlOf(state: MockState, accountId: string): SelfControlView {
  const control = selfControlFor(state, accountId);
  const currency = mainCurrency(state, accountId);
  return {
    coolingOffUntil: isoOrNull(control.coolingOffUntil),
    selfExclusionUntil: control.selfExclusionPermanent ? null : isoOrNull(control.selfExclusionUntil),
    selfExclusionPermanent: control.selfExclusionPermanent === true,
    depositLimits: control.depositLimits.map(limitView(currency)),
    lossLimits: (control.lossLimits ?? []).map(limitView(currency)),
    sessionLimit: minutesView(control.sessionLimit),
    realityCheck: minutesView(control.realityCheck),
    winsTicker: {
      shown: control.winsTicker?.shown ?? true,
      pendingChange: control.winsTicker?.pending ? { shown: control.winsTicker.pending.shown, effectiveAt: at(control.winsTicker.pending.effectiveAt) } : null,
    },
  };
}

export const responsibleGamingHandlers = defineHandlers({
  setSelfControl: (ctx) => {
    const account = currentAccount(ctx);
    const changed = changeSelfControl(ctx.state, account.id, ctx.body, ctx.now);
    if (!changed.ok) throw changed.reason === 'bad-field' ? badRequest(changed.field, changed.problem) : ctx.refuse(codes.breakCannotShorten);
    return selfControlOf(ctx.state, account.id);
  },
});

// Responsible gaming (info/selfControl): breaks, deposit and loss limits, session time, reality check.
import { codes, type DataOf, type phoenixContract } from '../../contract.ts';
import {
  BREAK_DAYS,
  excludeForGood,
  MINUTES_RANGE,
  selfControlFor,
  setDepositLimit,
  setLossLimit,
  setMinutes,
  setWinsTicker,
  takeBreak,
  type DepositLimit,
  type MinutesSetting,
} from '../../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../../domain/state.ts';
import { mainCurrency } from '../../domain/wallet/wallets.ts';
import { badRequest } from '../../domain/shared/business-error.ts';
import { defineHandlers, type BodyOf } from '../handler.ts';
import { currentAccount, required } from '../players.ts';
import { iso } from './time.ts';

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
    coolingOffUntil: iso(control.coolingOffUntil),
    selfExclusionUntil: control.selfExclusionPermanent ? null : iso(control.selfExclusionUntil),
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

type SelfControlBody = BodyOf<'setSelfControl'>;

/** Minutes for SESSION_LIMIT or REALITY_CHECK: present (null removes), within the type's range. */
function minutesOf(body: SelfControlBody, type: keyof typeof MINUTES_RANGE): number | null {
  const minutes = body.minutes;
  if (minutes === undefined) throw badRequest('minutes', 'required (null removes the setting)');
  const { min, max } = MINUTES_RANGE[type];
  if (minutes !== null && (minutes < min || minutes > max)) throw badRequest('minutes', `${type} takes ${min}-${max} minutes`);
  return minutes;
}

function amountOf(body: SelfControlBody): number | null {
  if (body.amount === undefined) throw badRequest('amount', 'required (null removes the limit)');
  return body.amount;
}

export const responsibleGamingHandlers = defineHandlers({
  setSelfControl: (ctx) => {
    const { body, now } = ctx;
    const account = currentAccount(ctx);
    const control = selfControlFor(ctx.state, account.id);
    switch (body.type) {
      case 'DEPOSIT_LIMIT':
        setDepositLimit(control, required(body.period, 'period'), amountOf(body), now);
        break;
      case 'LOSS_LIMIT':
        setLossLimit(control, required(body.period, 'period'), amountOf(body), now);
        break;
      case 'SESSION_LIMIT':
        setMinutes(control, 'sessionLimit', minutesOf(body, body.type), now);
        break;
      case 'REALITY_CHECK':
        setMinutes(control, 'realityCheck', minutesOf(body, body.type), now);
        break;
      case 'WINS_TICKER':
        setWinsTicker(control, required(body.shown, 'shown'), now);
        break;
      case 'COOLING_OFF':
      case 'SELF_EXCLUSION': {
        if (body.type === 'SELF_EXCLUSION' && body.permanent === true) {
          if (body.days !== undefined) throw badRequest('days', 'not with permanent: true');
          if (!excludeForGood(control)) throw ctx.refuse(codes.breakCannotShorten);
          break;
        }
        const days = required(body.days, 'days');
        if (!BREAK_DAYS[body.type].includes(days)) throw badRequest('days', `${body.type} takes ${BREAK_DAYS[body.type].join(', ')}`);
        if (!takeBreak(control, body.type, days, now)) throw ctx.refuse(codes.breakCannotShorten);
        break;
      }
    }
    return selfControlOf(ctx.state, account.id);
  },
});

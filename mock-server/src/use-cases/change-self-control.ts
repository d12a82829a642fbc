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
  type LimitPeriod,
} from '../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../domain/state.ts';

/** What a player (setSelfControl) or QA (POST /__mock/players/:loginName/self-control) asks to change. */
export interface SelfControlChange {
  type: 'COOLING_OFF' | 'SELF_EXCLUSION' | 'DEPOSIT_LIMIT' | 'LOSS_LIMIT' | 'SESSION_LIMIT' | 'REALITY_CHECK' | 'WINS_TICKER';
  days?: number | undefined;
  permanent?: boolean | undefined;
  period?: LimitPeriod | undefined;
  amount?: number | null | undefined;
  minutes?: number | null | undefined;
  /** WINS_TICKER: whether other players' wins are shown. */
  shown?: boolean | undefined;
}

export type SelfControlChangeResult = { ok: true } | { ok: false; reason: 'bad-field'; field: string; problem: string } | { ok: false; reason: 'cannot-shorten' };

const badField = (field: string, problem: string): SelfControlChangeResult => ({ ok: false, reason: 'bad-field', field, problem });

/**
 * One change to a player's breaks and limits, by the rules of self-control.ts (a break lengthened,
 * never shortened; a tighter limit at once, a looser one after 24 hours): the fields its type
 * needs, then the change. The player's call and QA's fixture call both come here, so a fixture
 * builds exactly the state the player's own choice would.
 */
export function changeSelfControl(state: MockState, accountId: string, change: SelfControlChange, now: number): SelfControlChangeResult {
  const control = selfControlFor(state, accountId);
  switch (change.type) {
    case 'DEPOSIT_LIMIT':
    case 'LOSS_LIMIT': {
      if (change.period === undefined) return badField('period', 'required');
      if (change.amount === undefined) return badField('amount', 'required (null removes the limit)');
      (change.type === 'DEPOSIT_LIMIT' ? setDepositLimit : setLossLimit)(control, change.period, change.amount, now);
      return { ok: true };
    }
    case 'SESSION_LIMIT':
    case 'REALITY_CHECK': {
      if (change.minutes === undefined) return badField('minutes', 'required (null removes the setting)');
      const { min, max } = MINUTES_RANGE[change.type];
      if (change.minutes !== null && (change.minutes < min || change.minutes > max)) return badField('minutes', `${change.type} takes ${min}-${max} minutes`);
      setMinutes(control, change.type === 'SESSION_LIMIT' ? 'sessionLimit' : 'realityCheck', change.minutes, now);
      return { ok: true };
    }
    case 'WINS_TICKER':
      if (change.shown === undefined) return badField('shown', 'required');
      setWinsTicker(control, change.shown, now);
      return { ok: true };
    case 'COOLING_OFF':
    case 'SELF_EXCLUSION': {
      if (change.type === 'SELF_EXCLUSION' && change.permanent === true) {
        if (change.days !== undefined) return badField('days', 'not with permanent: true');
        return excludeForGood(control) ? { ok: true } : { ok: false, reason: 'cannot-shorten' };
      }
      if (change.days === undefined) return badField('days', 'required');
      if (!BREAK_DAYS[change.type].includes(change.days)) return badField('days', `${change.type} takes ${BREAK_DAYS[change.type].join(', ')}`);
      return takeBreak(control, change.type, change.days, now) ? { ok: true } : { ok: false, reason: 'cannot-shorten' };
    }
  }
}

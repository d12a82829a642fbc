import { jumpData, markJumpShown, type JumpAccount, type JumpData } from '../domain/jump/jump.ts';
import { offersClosed } from '../domain/responsible-gaming/offers-closed.ts';
import type { MockState } from '../domain/state.ts';

/**
 * The jump dialog ("latest campaigns") is an offer: a player on a break is shown none (flag false,
 * nothing due) and a showing reported on a break counts nothing.
 */
export function jumpFor(state: MockState, account: JumpAccount, now: number): JumpData {
  const data = jumpData(state, account, now);
  return offersClosed(state, account.id, now) ? { times: data.times, flag: false, nextAt: null } : data;
}

export function markJumpShownFor(state: MockState, account: JumpAccount, dueAt: number, now: number): boolean {
  return !offersClosed(state, account.id, now) && markJumpShown(state, account, dueAt, now);
}

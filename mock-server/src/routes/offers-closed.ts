// How every offer and entry refuses a player on a break (domain/responsible-gaming/offers-closed.ts):
// 102104 for a cooling-off (the one-tap lock too), 102105 for a self-exclusion, with the break and
// its end in data (BreakInForce: type, until; until null when it is for good).
import { codes } from '../contract.ts';
import { offersClosed, type OffersClosed } from '../domain/responsible-gaming/offers-closed.ts';
import type { BusinessError, CodeOf, Refusal } from '../domain/shared/business-error.ts';
import type { MockState } from '../domain/state.ts';
import { breakView } from './bonus-views.ts';

export type BreakRefusal = Refusal<CodeOf<'coolingOffActive' | 'selfExcluded'>>;

export function offerClosedError(refuse: BreakRefusal, closed: OffersClosed): BusinessError {
  return refuse(closed.type === 'COOLING_OFF' ? codes.coolingOffActive : codes.selfExcluded, breakView(closed));
}

/** Throws the refusal when a break closes offers for the player now; an entry's handler calls it first. */
export function refuseWhenOffersClosed(ctx: { state: MockState; now: number; refuse: BreakRefusal }, accountId: string): void {
  const closed = offersClosed(ctx.state, accountId, ctx.now);
  if (closed) throw offerClosedError(ctx.refuse, closed);
}

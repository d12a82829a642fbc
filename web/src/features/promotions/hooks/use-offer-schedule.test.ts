import { describe, expect, it } from 'vitest';
import type { BonusRequests } from '../api/promotions';
import { dueOffer, nextChange } from './use-offer-schedule';

const LOGIN = Date.parse('2026-11-24T03:00:00Z');
const iso = (ms: number) => new Date(LOGIN + ms).toISOString();
const moments = [30_000, 300_000, 600_000, 900_000].map(iso);

function requests(over: { login?: Partial<NonNullable<BonusRequests['loginBonus']>> | null; offer?: Partial<BonusRequests['codeOffer']>; blocked?: boolean } = {}): BonusRequests {
  return {
    blockedBy: over.blocked ? { type: 'COOLING_OFF', until: iso(86_400_000) } : null,
    loginBonus:
      over.login === null
        ? null
        : { requestId: 'LB-1-20261124', amount: 100, currency: 'JPY', day: '2026-11-24', claimableAt: iso(-3_600_000), status: 'CLAIMED', nextClaimableAt: iso(86_400_000), wageringMultiple: 1, ...over.login },
    codeOffer: { state: 0, moments, dueAt: null, nextAt: moments[0]!, code: null, expiresAt: null, offersLeft: 2, offersPerDay: 2, amount: 500, currency: 'JPY', wageringMultiple: 5, ...over.offer },
  };
}

describe('the timed offers', () => {
  it('wakes at the next offer moment, at 00:30 for a waiting login bonus, when a shown code runs out, and at the end of the last moment', () => {
    expect(nextChange(requests(), LOGIN + 1_000, 300_000)).toBe(Date.parse(moments[0]!));
    expect(nextChange(requests({ login: { status: 'WAITING', claimableAt: iso(10_000) } }), LOGIN, 300_000)).toBe(LOGIN + 10_000);
    expect(nextChange(requests({ offer: { state: 1, dueAt: moments[1]!, nextAt: moments[2]!, expiresAt: iso(330_000) } }), LOGIN + 310_000, 300_000)).toBe(LOGIN + 330_000);
    expect(nextChange(requests({ offer: { dueAt: moments[3]!, nextAt: null } }), LOGIN + 901_000, 300_000)).toBe(LOGIN + 1_200_000);
    expect(nextChange(requests({ offer: { nextAt: null } }), LOGIN + 2_000_000, 300_000)).toBeUndefined();
    // A player on a break is offered nothing, so nothing is scheduled.
    expect(nextChange(requests({ blocked: true }), LOGIN, 300_000)).toBeUndefined();
  });

  it('shows the login bonus first, then the code offer of the moment on now, each until the player closes it', () => {
    const claimable = requests({ login: { status: 'CLAIMABLE' }, offer: { dueAt: moments[0]! } });
    expect(dueOffer(claimable, new Set())).toEqual({ kind: 'login', key: 'LB-1-20261124' });
    expect(dueOffer(claimable, new Set(['LB-1-20261124']))).toEqual({ kind: 'code', key: `code:${moments[0]}` });
    expect(dueOffer(claimable, new Set(['LB-1-20261124', `code:${moments[0]}`]))).toBeNull();
    expect(dueOffer(requests({ offer: { dueAt: moments[1]! } }), new Set([`code:${moments[0]}`]))).toEqual({ kind: 'code', key: `code:${moments[1]}` });
    expect(dueOffer(requests({ login: { status: 'CLAIMABLE' }, blocked: true }), new Set())).toBeNull();
  });
});

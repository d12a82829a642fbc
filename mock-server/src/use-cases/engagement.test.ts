import { describe, expect, it } from 'vitest';
import type { Bet } from '../domain/bets/state.ts';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { profileFor } from '../domain/profile/state.ts';
import { freshState } from '../domain/state.ts';
import type { DepositOrder } from '../domain/cashier/deposits.ts';
import { ticketsOf } from '../domain/lottery/lottery.ts';
import { entriesOf, pointsBalance } from '../domain/points/ledger.ts';
import { afterDepositPaid, afterSettledBet } from './engagement.ts';

const T0 = Date.parse('2026-11-24T03:00:00Z');

function settled(accountId: string, overrides: Partial<Bet>): Bet {
  return {
    betId: 'B1', roundKey: 'launch:r1', accountId, gameId: 'g1', providerCode: 'AMIGO', playType: 'PACHINKO', currency: 'JPY',
    stake: 500, payout: 0, status: 'SETTLED', result: 'LOSE', detail: '', symbols: [], placedAt: T0, settledAt: T0, freeBet: false, bonusId: null,
    ...overrides,
  };
}

describe('what a settled bet tells the slices that reward play', () => {
  it('a real-money bet, won or lost, adds its stake to the level turnover; a void or free bet adds nothing', () => {
    const state = freshState(1);
    const account = findAccountByLoginName(state, 'qcplayer01')!;
    const turnover = () => profileFor(state, account.id).lifetime.turnover;
    const before = turnover();

    afterSettledBet(state, settled(account.id, { result: 'LOSE', stake: 500 }));
    afterSettledBet(state, settled(account.id, { betId: 'B2', result: 'WIN', stake: 300, payout: 900 }));
    expect(turnover()).toBe(before + 800);

    afterSettledBet(state, settled(account.id, { betId: 'B3', result: 'VOID', status: 'VOID', stake: 1000 }));
    afterSettledBet(state, settled(account.id, { betId: 'B4', freeBet: true, stake: 100 }));
    expect(turnover()).toBe(before + 800);
  });

  it('a real-money bet earns lottery tickets by its stake and a win of ten times the stake joins the wins feed; a void or free bet does neither', () => {
    const state = freshState(1);
    const account = findAccountByLoginName(state, 'qcplayer01')!;
    afterSettledBet(state, settled(account.id, { stake: 1_500 }));
    afterSettledBet(state, settled(account.id, { betId: 'B2', stake: 500, result: 'WIN', payout: 5_000 }));
    afterSettledBet(state, settled(account.id, { betId: 'B3', stake: 2_000, result: 'VOID', status: 'VOID' }));
    afterSettledBet(state, settled(account.id, { betId: 'B4', stake: 2_000, result: 'WIN', payout: 90_000, freeBet: true }));
    expect(ticketsOf(state, account.id)).toMatchObject({ available: 1, stakeCarry: 0 });
    expect(state.wins.recent.map((w) => [w.orderNo, w.maskedName, w.multiplier])).toEqual([['B2', 'pl***01', 10]]);
  });

  it('a real-money bet in yen earns a point per ¥1,000 staked, what is left over counting towards the next', () => {
    const state = freshState(1);
    const account = findAccountByLoginName(state, 'qcplayer01')!;
    afterSettledBet(state, settled(account.id, { stake: 2_500 }));
    expect(pointsBalance(state, account.id)).toBe(2);
    afterSettledBet(state, settled(account.id, { betId: 'B2', stake: 600, result: 'WIN', payout: 1_200 }));
    expect(pointsBalance(state, account.id)).toBe(3);
    // Void, free and other currencies earn nothing; the carry (100) waits for more.
    afterSettledBet(state, settled(account.id, { betId: 'B3', result: 'VOID', status: 'VOID', stake: 5_000 }));
    afterSettledBet(state, settled(account.id, { betId: 'B4', freeBet: true, stake: 5_000 }));
    afterSettledBet(state, settled(account.id, { betId: 'B5', currency: 'USD', stake: 5_000 }));
    afterSettledBet(state, settled(account.id, { betId: 'B6', stake: 900 }));
    expect(pointsBalance(state, account.id)).toBe(4);
    expect(entriesOf(state, account.id).map((entry) => [entry.kind, entry.points, entry.ref, entry.expiresAt! - entry.at])).toEqual([
      ['play', 2, 'B1', 90 * 86_400_000],
      ['play', 1, 'B2', 90 * 86_400_000],
      ['play', 1, 'B6', 90 * 86_400_000],
    ]);
  });

  it('a paid deposit in yen earns a point per ¥1,000, stamped when it was paid', () => {
    const state = freshState(1);
    const account = findAccountByLoginName(state, 'qcplayer01')!;
    const order = { orderId: 'D1', accountId: account.id, amount: 10_500, currency: 'JPY', status: 'PAID', createdAt: T0, settledAt: T0 + 180_000 } as DepositOrder;
    afterDepositPaid(state, order);
    expect(entriesOf(state, account.id)).toMatchObject([{ kind: 'deposit', points: 10, ref: 'D1', at: T0 + 180_000 }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Bet } from '../domain/bets/state.ts';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { profileFor } from '../domain/profile/state.ts';
import { freshState } from '../domain/state.ts';
import { afterSettledBet } from './engagement.ts';

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
});

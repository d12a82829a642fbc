import { describe, expect, it } from 'vitest';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { isTransferEligible } from '../domain/identity/legacy-transfer.ts';
import { entriesOf, pointsBalance } from '../domain/points/ledger.ts';
import { freshState } from '../domain/state.ts';
import { balanceOf, netOf } from '../domain/wallet/ledger.ts';
import { walletsOf } from '../domain/wallet/wallets.ts';
import { transferLegacyBalance } from './transfer-legacy-balance.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');

describe('transferLegacyBalance', () => {
  it('moves the legacy balance from the house legacy-site account into COMMON and the legacy points into the points ledger, once, with an event', () => {
    const state = freshState(1);
    const account = findAccountByLoginName(state, 'qctransfer01')!;
    if (!isTransferEligible(account)) throw new Error('qctransfer01 should be eligible');
    expect(transferLegacyBalance(state, account, T0)).toBe(32_000);
    expect(walletsOf(state, account.id)[0]).toEqual({ walletType: 'COMMON', currency: 'JPY', amount: 32_000 });
    expect(balanceOf(state, 'house:legacy-site', 'JPY')).toBe(-3_200_000);
    expect(netOf(state, 'JPY')).toBe(0);
    expect(account).toMatchObject({ transferStatus: true, legacy: { balance: 0, points: 0 } });
    expect(pointsBalance(state, account.id)).toBe(1_200);
    expect(entriesOf(state, account.id)).toMatchObject([{ kind: 'migration', points: 1_200, at: T0, ref: 'transfer01' }]);
    expect(isTransferEligible(account)).toBe(false);
    expect(state.events.outbox.map((e) => (e.type === 'wallet-changed' ? [e.type, e.accountId, e.wallet.amount] : [e.type]))).toEqual([['wallet-changed', account.id, 32_000]]);
  });
});

import { describe, expect, it } from 'vitest';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { saveFingerprint } from '../domain/identity/fingerprints.ts';
import { issueLoginKey } from '../domain/identity/login-keys.ts';
import { login, tokenStatus } from '../domain/identity/tokens.ts';
import { freshState } from '../domain/state.ts';
import { netOf } from '../domain/wallet/ledger.ts';
import { walletsOf } from '../domain/wallet/wallets.ts';
import { deleteAccount } from './delete-account.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');

describe('deleteAccount', () => {
  it('removes the account from every slice and ends its sessions; the ledger keeps its history', () => {
    const state = freshState(1);
    const { id } = findAccountByLoginName(state, 'qcplayer01')!;
    const { accessToken } = login(state, id, T0);
    issueLoginKey(state, id, T0);
    saveFingerprint(state, id, 'vf-1', T0);
    const transactions = state.wallet.transactions.length;

    deleteAccount(state, id);

    expect(findAccountByLoginName(state, 'qcplayer01')).toBeUndefined();
    expect(tokenStatus(state, accessToken, T0)).toEqual({ status: 'unknown' });
    expect(Object.values(state.loginKeys).some((k) => k.accountId === id)).toBe(false);
    expect(id in state.fingerprints || id in state.profiles || id in state.kyc || id in state.selfControl || id in state.wallet.holdings).toBe(false);
    expect(walletsOf(state, id)).toEqual([]);
    expect(state.wallet.transactions).toHaveLength(transactions);
    expect(netOf(state, 'JPY')).toBe(0);
    // Another player is untouched.
    expect(walletsOf(state, findAccountByLoginName(state, 'qctransfer01')!.id)).toHaveLength(2);
  });
});

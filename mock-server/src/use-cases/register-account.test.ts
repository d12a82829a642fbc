import { describe, expect, it } from 'vitest';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { netOf } from '../domain/wallet/ledger.ts';
import { freshState } from '../domain/state.ts';
import { walletsOf } from '../domain/wallet/wallets.ts';
import { registerAccount } from './register-account.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');

describe('registerAccount', () => {
  it('creates the identity, an empty profile, no documents, no limits, and empty JPY wallets', () => {
    const state = freshState(1);
    const result = registerAccount(state, { loginName: 'qcnewbie', password: 'Secret12', email: 'newbie@example.com' }, T0);
    if (!result.ok) throw new Error(result.reason);
    const { id } = result.account;
    expect(findAccountByLoginName(state, 'qcnewbie')).toBe(result.account);
    expect(state.profiles[id]).toEqual({ personal: {}, lifetime: { deposit: 0, turnover: 0 }, acknowledgedReports: {} });
    expect(state.kyc[id]).toEqual([]);
    expect(state.selfControl[id]).toEqual({ depositLimits: [] });
    expect(walletsOf(state, id)).toEqual([
      { walletType: 'COMMON', currency: 'JPY', amount: 0 },
      { walletType: 'PROMOTION', currency: 'JPY', amount: 0 },
    ]);
  });

  it('opens with balances (scenarios) as ledger transactions', () => {
    const state = freshState(1);
    const result = registerAccount(state, { loginName: 'qcrich', balances: { common: 1000, promotion: 20.5 } }, T0);
    if (!result.ok) throw new Error(result.reason);
    expect(walletsOf(state, result.account.id).map((w) => w.amount)).toEqual([1000, 20.5]);
    expect(netOf(state, 'JPY')).toBe(0);
  });

  it('changes no slice when the identity is refused', () => {
    const state = freshState(1);
    const before = structuredClone(state);
    expect(registerAccount(state, { loginName: 'qcother', email: 'PLAYER01@example.com', balances: { common: 5 } }, T0)).toEqual({ ok: false, reason: 'email-taken' });
    expect(state).toEqual(before);
  });
});

import { createIdentity, type CreateIdentityResult, type NewIdentity } from '../domain/identity/accounts.ts';
import { newProfile } from '../domain/profile/state.ts';
import { recordInvitee } from '../domain/referrals/referrals.ts';
import { noSelfControl } from '../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../domain/state.ts';
import { moveMoney, openWallets } from '../domain/wallet/wallets.ts';

interface NewAccount extends NewIdentity {
  /** Opening balances in the site currency, for scenarios and tests; a normal sign-up starts at 0. */
  balances?: { common?: number; promotion?: number };
}

/**
 * Registration across the slices: the identity (refused when the name, e-mail or phone is
 * taken), an empty profile, no documents, no limits, COMMON and PROMOTION wallets in the site
 * currency (JPY), and the referrer's invitee when the sign-up came with a player's code. Opening balances are ledger transactions like any other money.
 */
export function registerAccount(state: MockState, input: NewAccount, now: number): CreateIdentityResult {
  const { balances, ...identity } = input;
  const created = createIdentity(state, identity, now);
  if (!created.ok) return created;
  const { id } = created.account;
  const currency = state.config.currency;
  state.profiles[id] = newProfile();
  state.kyc[id] = [];
  state.selfControl[id] = noSelfControl();
  openWallets(state, id, currency);
  // Signed up with a player's referral code: they become that player's invitee (features/referral).
  recordInvitee(state, { inviteeId: id, referCode: identity.referCode, candidates: state.accounts.list.map((a) => a.id), at: now });
  for (const [walletType, amount] of [['COMMON', balances?.common], ['PROMOTION', balances?.promotion]] as const) {
    if (!amount) continue;
    const opened = moveMoney(state, { accountId: id, walletType, currency, amount, counterpart: 'opening-balances', kind: 'opening', at: now });
    if (!opened.ok) throw new Error(`registerAccount: opening ${walletType} balance ${amount}: ${opened.reason}`);
  }
  return created;
}

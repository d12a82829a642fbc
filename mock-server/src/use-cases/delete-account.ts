import { removeIdentity } from '../domain/identity/accounts.ts';
import { forgetFingerprints } from '../domain/identity/fingerprints.ts';
import { forgetLoginKeys } from '../domain/identity/login-keys.ts';
import { forgetNotices } from '../domain/notices/notices.ts';
import { endSessions } from '../domain/identity/tokens.ts';
import { forgetDocuments } from '../domain/kyc/documents.ts';
import { forgetSelfControl } from '../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../domain/state.ts';
import { closeWallets } from '../domain/wallet/wallets.ts';

/**
 * Account deletion across the slices: every session ends (its tokens then read as unknown), and
 * the account leaves every slice: login keys, fingerprints, profile, documents, limits, wallets,
 * notices, login records, jump data. The ledgers (money, points) and the shop's exchanges keep the
 * account's entries: what moved stays accounted for.
 */
export function deleteAccount(state: MockState, accountId: string): void {
  endSessions(state, accountId);
  forgetLoginKeys(state, accountId);
  forgetFingerprints(state, accountId);
  delete state.profiles[accountId];
  forgetDocuments(state, accountId);
  forgetSelfControl(state, accountId);
  closeWallets(state, accountId);
  forgetNotices(state, accountId);
  delete state.loginHistory[accountId];
  delete state.jump[accountId];
  removeIdentity(state, accountId);
}

import { findAccountById } from '../domain/identity/accounts.ts';
import { displayLoginName } from '../domain/identity/credentials.ts';
import { maskName } from '../domain/shared/masking.ts';
import type { MockState } from '../domain/state.ts';

/**
 * A player's name as other players see it (rankings, the wins feed, a referrer's invitees): the
 * login name without the site's prefix, masked. An account that is gone shows its id, masked.
 */
export function maskedPlayerName(state: MockState, accountId: string): string {
  const account = findAccountById(state, accountId);
  return maskName(account ? displayLoginName(account.loginName, state.config.loginNamePrefix) : accountId);
}

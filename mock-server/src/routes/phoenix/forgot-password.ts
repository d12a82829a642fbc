// Forgot password, step 2 (SPEC §4, §7): after verifyValidationCode marked the captchaId.
import { findAccountById, setAccountPassword } from '../../domain/identity/accounts.ts';
import { endSessions } from '../../domain/identity/tokens.ts';
import { forgetSentCode, verifiedReset } from '../../domain/verification/sent-codes.ts';
import type { MockState } from '../../domain/state.ts';
import { codes } from '../../contract.ts';
import type { CodeOf, Refusal } from '../../domain/shared/business-error.ts';
import { defineHandlers } from '../handler.ts';
import { maskedContacts, newPasswordOrThrow } from '../players.ts';

/** The account of a forgot-password code verified in the last 10 minutes, else 100705. */
function accountOfVerifiedReset(refuse: Refusal<CodeOf<'captchaNotVerified'>>, state: MockState, captchaId: string, now: number) {
  const reset = verifiedReset(state, captchaId, now);
  const account = reset && findAccountById(state, reset.playerId);
  if (!account) throw refuse(codes.captchaNotVerified);
  return account;
}

export const forgotPasswordHandlers = defineHandlers({
  recoverAccount: ({ body, state, now, refuse }) => {
    const account = accountOfVerifiedReset(refuse, state, body.captchaId, now);
    return {
      loginName: account.loginName,
      ...maskedContacts(account),
    };
  },

  // A new password ends every session of the account: whoever had it logged in is out.
  resetPassword: ({ body, state, now, refuse }) => {
    const account = accountOfVerifiedReset(refuse, state, body.captchaId, now);
    setAccountPassword(account, newPasswordOrThrow(refuse, state, body.newPassword), now);
    endSessions(state, account.id);
    forgetSentCode(state, body.captchaId);
    return null;
  },
});

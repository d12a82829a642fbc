import { codes, type OperationDef } from '../contract.ts';
import { findAccountById } from '../domain/identity/accounts.ts';
import { GUEST_OPERATIONS, isGuest } from '../domain/identity/guests.ts';
import { tokenStatus, touchSession } from '../domain/identity/tokens.ts';
import type { MockState } from '../domain/state.ts';

type Caller = { ok: true; loginName: string | undefined; playerId: string | undefined } | { ok: false; code: number; httpStatus: number };

const STATUS_CODES = { expired: codes.tokenInvalid, superseded: codes.loggedInElsewhere, 'signed-out': codes.signedOutFromAnotherDevice } as const;

/**
 * Who calls, from the bearer token, and whether they may. A dead token on a player operation says
 * why it died (SPEC §8): expired → 1008 (the site renews and retries once), ended by a newer login
 * on the same device → -130, signed out from another device → 109111; unknown or missing → HTTP
 * 401. A guest of the app may call only the operations guests may (109102). Public operations
 * just see no player. A call with a live token marks its device active.
 */
export function identifyCaller(state: MockState, op: Pick<OperationDef, 'operationId' | 'auth'>, token: string | undefined, at: number): Caller {
  let loginName: string | undefined;
  let playerId: string | undefined;
  if (token) {
    const status = tokenStatus(state, token, at);
    if (status.status === 'valid') {
      loginName = status.loginName;
      playerId = status.accountId;
      touchSession(state, token, at);
    } else if (op.auth === 'player' && status.status !== 'unknown') {
      return { ok: false, code: STATUS_CODES[status.status], httpStatus: 200 };
    }
  }
  if (op.auth === 'player') {
    if (!loginName) return { ok: false, code: codes.notLoggedIn, httpStatus: 401 };
    if (playerId !== undefined && !GUEST_OPERATIONS.has(op.operationId) && isGuest(findAccountById(state, playerId))) {
      return { ok: false, code: codes.guestNotAllowed, httpStatus: 200 };
    }
  }
  return { ok: true, loginName, playerId };
}

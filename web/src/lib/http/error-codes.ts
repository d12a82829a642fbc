/**
 * The site's door to the business codes of the contract (openapi/codes.yaml): names, the codes
 * each operation may return, and the request field a code is about (generated/codes.ts, which
 * carries no messages, so it costs the first download next to nothing). Compare codes by name
 * (`codes.nameTaken`); lint refuses a bare number.
 */
import { codes } from '#generated/codes.ts';

export { codes, fieldHint, type CodeName, type HintedField, type OperationCode } from '#generated/codes.ts';

/** The codes the site reacts to wherever they come from (SPEC §8): more than "show the message". */
export const errorCodes = {
  success: 200,
  /** Token no longer valid: drop the user and try once more as a visitor. */
  tokenInvalid: codes.tokenInvalid,
  /** The public key used to encrypt passwords changed: fetch it again and reload. */
  publicKeyExpired: codes.publicKeyExpired,
  /** The account logged in on another device. */
  loggedInElsewhere: codes.loggedInElsewhere,
  /** The player signed this device out from another one (security settings). */
  signedOutFromAnotherDevice: codes.signedOutFromAnotherDevice,
  accountDisabled: codes.accountDisabled,
  /** The site is under maintenance (also sent as HTTP 503). */
  maintenance: codes.maintenance,
} as const;

/**
 * Login safety check (SPEC §8 "returns normally"): not a failure, whichever call answers it. The
 * client resolves the envelope as sent (success false, data a LoginChallenge); see client.ts.
 * The contract lists it under the login's codes (auth.yaml), not the common ones, so it sits
 * outside `errorCodes`.
 */
export const SAFETY_CHECK_CODE = codes.loginSafetyCheck;

/** The login call itself may answer 1008 (bad credentials); that is not a stale session. */
export const TOKEN_PATH = '/auth/oauth/token';

/** Logging out is the end of a session already: its failures trigger no session handling. */
export const LOGOUT_PATH = '/auth/oauth/logout';

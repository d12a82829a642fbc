/**
 * Business codes the site reacts to wherever they come from (SPEC §8). The full catalogue,
 * with every operation's codes and messages, is generated/operations.ts; these are the codes
 * whose handling is more than "show the message".
 */
export const errorCodes = {
  success: 200,
  /** Token no longer valid: drop the user and try once more as a visitor. */
  tokenInvalid: 1008,
  /** The public key used to encrypt passwords changed: fetch it again and reload. */
  publicKeyExpired: -120,
  /** The account logged in on another device. */
  loggedInElsewhere: -130,
  accountDisabled: 10004,
  /** The site is under maintenance (also sent as HTTP 503). */
  maintenance: 503,
} as const;

/**
 * Login safety check (SPEC §8 "returns normally"): not a failure, whichever call answers it. The
 * client resolves the envelope as sent (success false, data a LoginChallenge); see client.ts.
 * The contract lists it under the login's codes (auth.yaml), not the common ones, so it sits
 * outside `errorCodes`.
 */
export const SAFETY_CHECK_CODE = 100701;

/** The login call itself may answer 1008 (bad credentials); that is not a stale session. */
export const TOKEN_PATH = '/auth/oauth/token';

/** Logging out is the end of a session already: its failures trigger no session handling. */
export const LOGOUT_PATH = '/auth/oauth/logout';

import type { MockState } from './state.ts';

/**
 * The seam the accounts issue builds on: access tokens live in session state so a token issued
 * in one mock session means nothing in another. Expiry reads the session clock (`at`).
 */
export interface AccessToken {
  loginName: string;
  expiresAt: number;
}

export function loginNameForToken(state: MockState, token: string, at: number): string | undefined {
  const entry = state.accounts.tokens[token];
  return entry && entry.expiresAt > at ? entry.loginName : undefined;
}

/** Logging out twice, or with a token the server never issued, is not an error. */
export function revokeToken(state: MockState, token: string | undefined): void {
  if (token) delete state.accounts.tokens[token];
}

export function issueToken(state: MockState, loginName: string, token: string, expiresAt: number): void {
  state.accounts.tokens[token] = { loginName, expiresAt };
}

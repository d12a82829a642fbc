import { randomBytes } from 'node:crypto';

/**
 * Third-party login as an OAuth provider and its relying party would run it, with the mock's own
 * consent page standing in for Google, X (Twitter), LINE and Apple (and, in the native app, the
 * app harness's sign-in answer, answerAppSignIn, standing in for the provider's SDK):
 *   startThirdPartyLogin → a `state` bound to the site's redirect address (10 min)
 *   consent page approve → a provider `code` bound to that state (single use, 5 min)
 *   completeThirdPartyLogin(code, state) → a `ticket` for the account (single use, 5 min)
 *   login grant third_party(ticket) → tokens.
 * Each provider has one fixed fake identity per mock session, so approving twice logs into the
 * same account (accounts.ts links it by provider and subject), and a reset session starts from
 * "never linked".
 */
export type ThirdPartyType = 'google' | 'twitter' | 'line' | 'apple';

interface ThirdPartyIdentity {
  /** The provider's stable user id (OpenID `sub`). */
  subject: string;
  displayName: string;
  email: string | null;
}

/** What each provider says about "the" user of the mock. LINE and X do not share an e-mail. */
export const THIRD_PARTY_IDENTITIES: Record<ThirdPartyType, ThirdPartyIdentity> = {
  google: { subject: 'google-110248195729384756102', displayName: 'Hanako Yamada', email: 'hanako.yamada.qc@gmail.example' },
  twitter: { subject: 'twitter-1587246091827364', displayName: '@qc_hanako', email: null },
  line: { subject: 'line-U4af4980629c1b2d3e4f5a6b7c8d9e0f1', displayName: '山田 花子', email: null },
  // Sign in with Apple (the iOS app's APPLE_SIGN_IN): Apple hides the e-mail behind a relay address.
  apple: { subject: 'apple-001284.5f2c9e0a7b3d4e6f8a1b2c3d4e5f6a7b.0412', displayName: 'Hanako Y.', email: 'x7k2m9p4qz@privaterelay.appleid.com.example' },
};

/** The provider's name as the consent page and the site show it. */
export const PROVIDER_NAMES: Record<ThirdPartyType, string> = { google: 'Google', twitter: 'X (Twitter)', line: 'LINE', apple: 'Apple' };

const STATE_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 5 * 60_000;
const TICKET_TTL_MS = 5 * 60_000;

interface PendingAuthorization {
  provider: ThirdPartyType;
  redirectUri: string;
  expiresAt: number;
}

interface ProviderCode {
  provider: ThirdPartyType;
  state: string;
  subject: string;
  expiresAt: number;
}

interface Ticket {
  playerId: string;
  expiresAt: number;
}

interface ThirdPartyStore {
  /** By state. */
  pending: Record<string, PendingAuthorization>;
  /** By code. */
  codes: Record<string, ProviderCode>;
  /** By ticket. */
  tickets: Record<string, Ticket>;
}

export interface ThirdPartySlice {
  /** Third-party login states, provider codes and tickets. */
  thirdParty: ThirdPartyStore;
}

export function createThirdPartyStore(): ThirdPartyStore {
  return { pending: {}, codes: {}, tickets: {} };
}

/** Ids come from the client: only own entries count ("__proto__" is not a state). */
const own = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('base64url')}`;

/** Drops what expired, so a session that logs in all day does not grow. */
function prune(store: ThirdPartyStore, now: number): void {
  for (const table of [store.pending, store.codes, store.tickets] as Record<string, { expiresAt: number }>[]) {
    for (const [key, entry] of Object.entries(table)) if (entry.expiresAt <= now) delete table[key];
  }
}

function consentPath(provider: ThirdPartyType): string {
  return `/__mock/oauth/${provider}/authorize`;
}

/** startThirdPartyLogin: where to send the browser, and the state that comes back. */
export function startAuthorization(state: ThirdPartySlice, provider: ThirdPartyType, redirectUri: string, now: number): { authorizeUrl: string; state: string } {
  prune(state.thirdParty, now);
  const id = token('st');
  state.thirdParty.pending[id] = { provider, redirectUri, expiresAt: now + STATE_TTL_MS };
  const query = new URLSearchParams({ state: id, redirect_uri: redirectUri });
  return { authorizeUrl: `${consentPath(provider)}?${query}`, state: id };
}

/** The authorisation a consent page is about, if it is live and for that provider and address. */
export function pendingAuthorization(
  state: ThirdPartySlice,
  provider: ThirdPartyType,
  stateId: string,
  redirectUri: string | undefined,
  now: number,
): PendingAuthorization | undefined {
  const pending = own(state.thirdParty.pending, stateId);
  if (!pending || pending.expiresAt <= now || pending.provider !== provider) return undefined;
  // As a real provider does: never redirect anywhere but the address the flow started with.
  if (redirectUri !== undefined && redirectUri !== pending.redirectUri) return undefined;
  return pending;
}

/**
 * The player's answer on the consent page: the address to send the browser back to. Approval
 * mints a code; either way the state is used up (a second click starts nothing).
 */
export function decideAuthorization(
  state: ThirdPartySlice,
  provider: ThirdPartyType,
  stateId: string,
  approve: boolean,
  now: number,
): string | undefined {
  const pending = pendingAuthorization(state, provider, stateId, undefined, now);
  if (!pending) return undefined;
  delete state.thirdParty.pending[stateId];
  const back = new URL(pending.redirectUri);
  if (approve) {
    const code = token('oc');
    state.thirdParty.codes[code] = { provider, state: stateId, subject: THIRD_PARTY_IDENTITIES[provider].subject, expiresAt: now + CODE_TTL_MS };
    back.searchParams.set('code', code);
  } else {
    back.searchParams.set('error', 'access_denied');
  }
  back.searchParams.set('state', stateId);
  return back.toString();
}

/** completeThirdPartyLogin's first half: the identity behind a live code for this state (used up). */
export function redeemProviderCode(state: ThirdPartySlice, provider: ThirdPartyType, code: string, stateId: string, now: number): ThirdPartyIdentity | undefined {
  const entry = own(state.thirdParty.codes, code);
  if (!entry) return undefined;
  // A code is single use even when the call presenting it is wrong: a leaked code is worth one try.
  delete state.thirdParty.codes[code];
  if (entry.expiresAt <= now || entry.provider !== provider || entry.state !== stateId) return undefined;
  return THIRD_PARTY_IDENTITIES[provider];
}

export function issueTicket(state: ThirdPartySlice, playerId: string, now: number): string {
  prune(state.thirdParty, now);
  const ticket = token('tp');
  state.thirdParty.tickets[ticket] = { playerId, expiresAt: now + TICKET_TTL_MS };
  return ticket;
}

/** The login grant third_party: the ticket's player, once. */
export function redeemTicket(state: ThirdPartySlice, ticket: string, now: number): string | undefined {
  const entry = own(state.thirdParty.tickets, ticket);
  if (!entry) return undefined;
  delete state.thirdParty.tickets[ticket];
  return entry.expiresAt > now ? entry.playerId : undefined;
}

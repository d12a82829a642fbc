/**
 * The player beyond the login: personal details, the lifetime totals the level follows, and the
 * reports they acknowledged. One record per account, keyed by its id.
 */

export interface Address {
  country: string;
  postalCode: string;
  region: string;
  city: string;
  line1: string;
  line2?: string;
}

/** Each absent until the player gives it (updatePersonalInfo). */
export interface PersonalDetails {
  realName?: string;
  /** The reading of the name in katakana. */
  realNameKana?: string;
  /** YYYY-MM-DD. */
  birthday?: string;
  address?: Address;
}

/** Lifetime deposits and turnover in the main currency; the level follows them (levels.ts). Seeded until deposits and bets feed them. */
export interface Lifetime {
  deposit: number;
  turnover: number;
}

export type ReportType = 'TERMS_UPDATE' | 'PRIVACY_POLICY_UPDATE' | 'RESPONSIBLE_GAMING' | 'ANNUAL_STATEMENT';
export const REPORT_TYPES: readonly ReportType[] = ['TERMS_UPDATE', 'PRIVACY_POLICY_UPDATE', 'RESPONSIBLE_GAMING', 'ANNUAL_STATEMENT'];

export interface PlayerProfile {
  personal: PersonalDetails;
  lifetime: Lifetime;
  /** When the player acknowledged each report or notice. */
  acknowledgedReports: Partial<Record<ReportType, number>>;
}

export interface ProfileSlice {
  /** By account id. */
  profiles: Record<string, PlayerProfile>;
}

export const newProfile = (): PlayerProfile => ({ personal: {}, lifetime: { deposit: 0, turnover: 0 }, acknowledgedReports: {} });

/** The account's profile; an account without one yet (a test token's) gets an empty one. */
export function profileFor(state: ProfileSlice, accountId: string): PlayerProfile {
  if (!Object.hasOwn(state.profiles, accountId)) state.profiles[accountId] = newProfile();
  return state.profiles[accountId]!;
}

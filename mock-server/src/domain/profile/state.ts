import type { DataOf, phoenixContract } from '../../contract.ts';

/**
 * The player beyond the login: personal details, the lifetime totals the level follows, and the
 * reports they acknowledged. One record per account, keyed by its id.
 */

/** A postal address, as the contract has it (openapi Address). */
type Address = NonNullable<DataOf<typeof phoenixContract.GetPlayerProfileResponse>['address']>;

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

/** A report or notice the player must acknowledge, as the contract has it (openapi ReportType). */
export type ReportType = DataOf<typeof phoenixContract.GetReportStatusResponse>['reportType'];
// Typed as a record so that a report type added to the contract fails to compile until it is listed.
const EVERY_REPORT_TYPE: Record<ReportType, true> = { TERMS_UPDATE: true, PRIVACY_POLICY_UPDATE: true, RESPONSIBLE_GAMING: true, ANNUAL_STATEMENT: true };
/** Every report type, in the order the player is asked to acknowledge them. */
export const REPORT_TYPES = Object.keys(EVERY_REPORT_TYPE) as ReportType[];

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

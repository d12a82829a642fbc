import { createHash } from 'node:crypto';

interface ReferralLinkLog {
  logId: string;
  referralCode: string;
  time: string;
  [field: string]: unknown;
}

/** Visits through referral links, newest last, and how many there were (it numbers them). */
export interface ReferralsSlice {
  referralLinkLogs: ReferralLinkLog[];
  referralLogCount: number;
}

const LOG_LIMIT = 1000;

/** Every visit through a referral link is kept, as the real agent service counts them. */
export function addReferralLinkLog(state: ReferralsSlice, entry: { referralCode: string; [field: string]: unknown }, at: number): ReferralLinkLog {
  state.referralLogCount += 1;
  const log: ReferralLinkLog = { ...entry, logId: `rl-${state.referralLogCount}`, time: new Date(at).toISOString() };
  state.referralLinkLogs.push(log);
  if (state.referralLinkLogs.length > LOG_LIMIT) state.referralLinkLogs.shift();
  return log;
}

// --- the referral programme ------------------------------------------------------

/**
 * A player's own code, the same for the same account (no state: derived from the id). Players
 * share `/?invite=<code>`; a friend who signs up with it becomes their invitee.
 */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function referralCodeOf(accountId: string): string {
  const digest = createHash('sha256').update(`referral:${accountId}`).digest();
  return `QC${Array.from(digest.subarray(0, 6), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

/** The programme's rule: a friend qualifies once their paid deposits reach ¥10,000; the referrer then gets ¥2,000. */
export const QUALIFYING_DEPOSIT = 10_000;
export const REFERRAL_REWARD = 2_000;

export type InviteeState = 'REGISTERED' | 'DEPOSITED' | 'QUALIFIED';

export interface Invitee {
  referrerId: string;
  registeredAt: number;
  /** Paid deposits in yen. */
  deposited: number;
  qualifiedAt: number | null;
  /** Set once the reward is paid (it is paid once per invitee). */
  rewardPaidAt: number | null;
}

export interface ReferralProgrammeSlice {
  /** By the invitee's account id. */
  referralInvitees: Record<string, Invitee>;
}

export const inviteeState = (invitee: Invitee): InviteeState => (invitee.qualifiedAt !== null ? 'QUALIFIED' : invitee.deposited > 0 ? 'DEPOSITED' : 'REGISTERED');

/** A new account that signed up with a player's code (case aside) becomes their invitee; a code of nobody, or one's own, is ignored. */
export function recordInvitee(state: ReferralProgrammeSlice, input: { inviteeId: string; referCode: string | undefined; candidates: readonly string[]; at: number }): boolean {
  const code = input.referCode?.trim().toUpperCase();
  if (!code) return false;
  const referrerId = input.candidates.find((id) => id !== input.inviteeId && referralCodeOf(id) === code);
  if (referrerId === undefined) return false;
  state.referralInvitees[input.inviteeId] = { referrerId, registeredAt: input.at, deposited: 0, qualifiedAt: null, rewardPaidAt: null };
  return true;
}

/** A paid deposit of an invitee; answers the invitee when it has just qualified (its reward is due). */
export function inviteeDeposited(state: ReferralProgrammeSlice, inviteeId: string, amount: number, at: number): Invitee | undefined {
  const invitee = Object.hasOwn(state.referralInvitees, inviteeId) ? state.referralInvitees[inviteeId]! : undefined;
  if (!invitee) return undefined;
  invitee.deposited += amount;
  if (invitee.qualifiedAt !== null || invitee.deposited < QUALIFYING_DEPOSIT) return undefined;
  invitee.qualifiedAt = at;
  return invitee;
}

/** The referrer's invitees, newest first, with their account ids. */
export function inviteesOf(state: ReferralProgrammeSlice, referrerId: string): (Invitee & { inviteeId: string })[] {
  return Object.entries(state.referralInvitees)
    .filter(([, invitee]) => invitee.referrerId === referrerId)
    .map(([inviteeId, invitee]) => ({ ...invitee, inviteeId }))
    .sort((a, b) => b.registeredAt - a.registeredAt || Number(b.inviteeId) - Number(a.inviteeId));
}

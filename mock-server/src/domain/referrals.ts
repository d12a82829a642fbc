import type { MockState } from './state.ts';

export interface ReferralLinkLog {
  referralCode: string;
  time: string;
  [field: string]: unknown;
}

const LOG_LIMIT = 1000;

/** Every visit through a referral link is kept, as the real agent service counts them. */
export function addReferralLinkLog(state: MockState, entry: { referralCode: string; [field: string]: unknown }, at: number): void {
  state.referralLinkLogs.push({ ...entry, time: new Date(at).toISOString() });
  if (state.referralLinkLogs.length > LOG_LIMIT) state.referralLinkLogs.shift();
}

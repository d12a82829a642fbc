
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

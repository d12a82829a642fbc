import { addReferralLinkLog } from '#generated/rex/rex.ts';

/** Records that a visitor arrived through a referral link. Silent: the visitor never asked for it. */
export async function logReferralLink(referralCode: string, linkType: 'invite' | 'agent', landingUrl: string): Promise<void> {
  await addReferralLinkLog({ referralCode, linkType, landingUrl: landingUrl.slice(0, 2048) }, { silent: true });
}

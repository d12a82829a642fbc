import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAttribution, type Attribution, type ReferralLinkType } from '#web/stores/attribution.ts';
import { logReferralLink } from '../api/referral-link';

const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,40}$/;
/** Affiliate platforms' tags ("a_123b_45c_", "summer-2026:jp"); the contract allows 100. */
const AFFILIATE_VALUE = /^[\w.:-]{1,100}$/;

/** Codes already logged in this page load (StrictMode runs effects twice). */
const logged = new Set<string>();

/** What a landing address carries, each value checked; nothing for a parameter that is absent or malformed. */
export function readAttribution(search: string): Partial<Attribution> {
  const params = new URLSearchParams(search);
  const found: Partial<Attribution> = {};
  const linkType: ReferralLinkType | null = params.has('invite') ? 'invite' : params.has('agent') ? 'agent' : null;
  const code = linkType ? (params.get(linkType) ?? '') : '';
  if (linkType && REFERRAL_CODE.test(code)) Object.assign(found, { referCode: code, linkType });
  const btag = params.get('btag') ?? '';
  if (AFFILIATE_VALUE.test(btag)) found.btag = btag;
  // Both spellings are in use in affiliates' links.
  const affiliateId = params.get('affiliateId') ?? params.get('affiliate') ?? '';
  if (AFFILIATE_VALUE.test(affiliateId)) found.affiliateId = affiliateId;
  return found;
}

/**
 * SPEC §2: an `invite` or `agent` parameter is stored (registration sends it later), logged
 * through the referral service, and opens registration for a visitor. An affiliate's `btag` and
 * `affiliateId` (or `affiliate`) are stored too, silently: registration sends them as well.
 * `onReferralLink` runs for a referral link; app/ decides there whether to offer registration
 * (only once the earlier visit's session is known, so a returning player is not asked).
 */
export function useReferralCapture(onReferralLink: () => void): void {
  const { search, pathname } = useLocation();
  useEffect(() => {
    const found = readAttribution(search);
    if (Object.keys(found).length === 0) return;
    useAttribution.getState().capture(found);
    const { referCode, linkType } = found;
    if (!referCode || !linkType) return;
    const key = `${linkType}:${referCode}`;
    if (!logged.has(key)) {
      logged.add(key);
      // Best effort: the visitor never asked for it, and the stored code still goes with registration.
      logReferralLink(referCode, linkType, pathname + search).catch((error: unknown) => console.warn('[referral] link not logged', error));
    }
    onReferralLink();
  }, [search, pathname, onReferralLink]);
}

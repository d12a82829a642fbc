import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setStored, storageKeys } from '../../../lib/storage/storage';
import { useAppSettings } from '../../../stores/app-settings';
import { useUserStore } from '../../../stores/user';
import { logReferralLink } from '../api/referral-link';

const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,40}$/;

export interface StoredReferral {
  code: string;
  linkType: 'invite' | 'agent';
}

/** Codes already logged in this page load (StrictMode runs effects twice). */
const logged = new Set<string>();

/**
 * SPEC §2: an `invite` or `agent` parameter is stored (registration sends it later), logged
 * through the referral service, and opens registration for a visitor.
 */
export function useReferralCapture(): void {
  const { search, pathname } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const linkType = params.has('invite') ? 'invite' : params.has('agent') ? 'agent' : null;
    if (!linkType) return;
    const code = params.get(linkType) ?? '';
    if (!REFERRAL_CODE.test(code)) return;
    setStored<StoredReferral>(storageKeys.referral, { code, linkType });
    const key = `${linkType}:${code}`;
    if (!logged.has(key)) {
      logged.add(key);
      logReferralLink(code, linkType, pathname + search).catch(() => undefined);
    }
    if (!useUserStore.getState().isLoggedIn) useAppSettings.getState().openAuth('register');
  }, [search, pathname]);
}

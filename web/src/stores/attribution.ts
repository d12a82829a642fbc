/**
 * Where a visitor came from: the invite or agent code of a referral link (SPEC §2) and an
 * affiliate's btag and id (SPEC §3 "Register by e-mail"). features/referral captures them from the
 * address; registration (features/registration) sends them. The record lives here, shared, because one
 * feature never imports another. It is stored (a day, the default expiry), so a visitor who
 * registers later in the day still counts: the referral under `referral` as `{code, linkType}`,
 * the affiliate's values under `affiliate`.
 */
import { create } from 'zustand';
import { getStored, setStored, storageKeys } from '../lib/storage/storage';

export type ReferralLinkType = 'invite' | 'agent';

/** The stored form of a referral link's code. */
interface StoredReferral {
  code: string;
  linkType: ReferralLinkType;
}

interface StoredAffiliate {
  btag: string | null;
  affiliateId: string | null;
}

export interface Attribution {
  /** The invite or agent code, shown read-only in the registration forms. */
  referCode: string | null;
  linkType: ReferralLinkType | null;
  btag: string | null;
  affiliateId: string | null;
}

interface AttributionState extends Attribution {
  /** Records what a landing address carried; a value that is absent keeps the earlier one. */
  capture: (found: Partial<Attribution>) => void;
}

const isStoredReferral = (value: unknown): value is StoredReferral =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredReferral).code === 'string' &&
  ((value as StoredReferral).linkType === 'invite' || (value as StoredReferral).linkType === 'agent');

const isOptionalString = (value: unknown) => value === null || typeof value === 'string';
const isStoredAffiliate = (value: unknown): value is StoredAffiliate =>
  typeof value === 'object' &&
  value !== null &&
  isOptionalString((value as StoredAffiliate).btag) &&
  isOptionalString((value as StoredAffiliate).affiliateId);

function readStored(): Attribution {
  const referral = getStored(storageKeys.referral, isStoredReferral);
  const affiliate = getStored(storageKeys.affiliate, isStoredAffiliate);
  return {
    referCode: referral?.code ?? null,
    linkType: referral?.linkType ?? null,
    btag: affiliate?.btag ?? null,
    affiliateId: affiliate?.affiliateId ?? null,
  };
}

export const useAttribution = create<AttributionState>()((set, get) => ({
  ...readStored(),
  capture: ({ referCode, linkType, btag, affiliateId }) => {
    const current = get();
    if (referCode && linkType) {
      setStored<StoredReferral>(storageKeys.referral, { code: referCode, linkType });
      set({ referCode, linkType });
    }
    if (btag || affiliateId) {
      const affiliate: StoredAffiliate = { btag: btag || current.btag, affiliateId: affiliateId || current.affiliateId };
      setStored(storageKeys.affiliate, affiliate);
      set(affiliate);
    }
  },
}));

/**
 * What a sign-up (registration, a first third-party login) sends of the attribution: the link's
 * code, else the one the player typed; the affiliate's btag and id. Empty ones are left out.
 */
/** What registration and a first third-party login send of the attribution. */
export interface ReferralParams {
  referCode?: string;
  btag?: string;
  affiliateId?: string;
}

export function attributionParams(typedCode = ''): ReferralParams {
  const { referCode, btag, affiliateId } = useAttribution.getState();
  const code = (referCode ?? typedCode).trim();
  return { ...(code && { referCode: code }), ...(btag && { btag }), ...(affiliateId && { affiliateId }) };
}

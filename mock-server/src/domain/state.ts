import { base, en, Faker, ja } from '@faker-js/faker';
import { type AccountsState, buildAccounts } from './accounts.ts';
import { activityConstants, type ActivityConstants } from './activity.ts';
import type { CaptchaEntry } from './captcha.ts';
import { buildCms, type CmsTemplate } from './cms.ts';
import { commonConfig, type CommonConfig } from './common-config.ts';
import type { FingerprintRecord } from './fingerprints.ts';
import type { InboxMessage } from './inbox.ts';
import { initialKeyRing, type KeyRing } from './key-ring.ts';
import type { LoginKey } from './login-keys.ts';
import { buildMarquee, type MarqueeItem } from './marquee.ts';
import type { MediaSpec } from './media.ts';
import type { ReferralLinkLog } from './referrals.ts';
import type { SentCode } from './sent-codes.ts';
import { createThirdPartyStore, type ThirdPartyStore } from './third-party.ts';
import type { CodeEntry } from './verification-codes.ts';

/** Everything a mock session owns that the API reads or changes. Plain data: structuredClone-able. */
export interface MockState {
  seed: number;
  config: CommonConfig;
  cms: CmsTemplate[];
  marquee: MarqueeItem[];
  activityConstants: ActivityConstants;
  referralLinkLogs: ReferralLinkLog[];
  referralLogCount: number;
  /** Players, their access and refresh tokens (accounts.ts). */
  accounts: AccountsState;
  /** The RSA keys passwords travel under; PEM strings, so the state stays plain data. */
  keyRing: KeyRing;
  /** Pending SMS and e-mail codes by channel, target and purpose (verification-codes.ts). */
  codes: Record<string, CodeEntry>;
  /** Slider puzzles by captchaId, oldest first (captcha.ts). */
  captchas: Record<string, CaptchaEntry>;
  /** Codes sendValidationCode sent, by the captchaId it answered (sent-codes.ts). */
  sentCodes: Record<string, SentCode>;
  /** Third-party login states, provider codes and tickets (third-party.ts). */
  thirdParty: ThirdPartyStore;
  /** Device fingerprints saved, by player id (fingerprints.ts). */
  fingerprints: Record<string, FingerprintRecord[]>;
  /** One-time login keys by key (login-keys.ts). */
  loginKeys: Record<string, LoginKey>;
  inbox: InboxMessage[];
}

export interface Baseline {
  state: MockState;
  /** Images of this seed by "<kind>/<name>"; shared by every session, never copied. */
  media: Map<string, MediaSpec>;
}

export const DEFAULT_SEED = 1;

function buildBaseline(seed: number): Baseline {
  // ja first: where faker writes text it should read as Japanese.
  const faker = new Faker({ locale: [ja, en, base], seed });
  const media = new Map<string, MediaSpec>();
  const config = commonConfig();
  const state: MockState = {
    seed,
    config,
    cms: buildCms(faker, seed, media),
    marquee: buildMarquee(faker),
    activityConstants: activityConstants(),
    referralLinkLogs: [],
    referralLogCount: 0,
    // Seeded once per baseline: the password hash is paid for here, not per session.
    accounts: buildAccounts(config),
    keyRing: initialKeyRing(),
    codes: {},
    captchas: {},
    sentCodes: {},
    thirdParty: createThirdPartyStore(),
    fingerprints: {},
    loginKeys: {},
    inbox: [],
  };
  return { state, media };
}

const BASELINE_CACHE_LIMIT = 16;
const baselines = new Map<number, Baseline>();

/** The seeded baseline, built once per seed and kept (a few seeds at most). */
export function baselineFor(seed: number): Baseline {
  let baseline = baselines.get(seed);
  if (!baseline) {
    baseline = buildBaseline(seed);
    if (baselines.size >= BASELINE_CACHE_LIMIT) baselines.delete(baselines.keys().next().value!);
    baselines.set(seed, baseline);
  }
  return baseline;
}

/** A fresh, independent copy of a seed's state for a new or reset session. */
export function freshState(seed: number): MockState {
  return structuredClone(baselineFor(seed).state);
}

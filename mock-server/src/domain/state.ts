import { base, en, Faker, ja } from '@faker-js/faker';
import type { AccessToken } from './accounts.ts';
import { activityConstants, type ActivityConstants } from './activity.ts';
import { buildCms, type CmsTemplate } from './cms.ts';
import { commonConfig, type CommonConfig } from './common-config.ts';
import type { InboxMessage } from './inbox.ts';
import { buildMarquee, type MarqueeItem } from './marquee.ts';
import type { MediaSpec } from './media.ts';
import type { ReferralLinkLog } from './referrals.ts';

/** Everything a mock session owns that the API reads or changes. Plain data: structuredClone-able. */
export interface MockState {
  seed: number;
  config: CommonConfig;
  cms: CmsTemplate[];
  marquee: MarqueeItem[];
  activityConstants: ActivityConstants;
  referralLinkLogs: ReferralLinkLog[];
  referralLogCount: number;
  accounts: { tokens: Record<string, AccessToken> };
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
  const state: MockState = {
    seed,
    config: commonConfig(),
    cms: buildCms(faker, seed, media),
    marquee: buildMarquee(faker),
    activityConstants: activityConstants(),
    referralLinkLogs: [],
    referralLogCount: 0,
    accounts: { tokens: {} },
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

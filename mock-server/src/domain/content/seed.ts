import type { Faker } from '@faker-js/faker';
import type { MediaSpec } from '../shared/media.ts';
import { activityConstants, type ActivityConstants } from './activity.ts';
import { buildCms, type CmsTemplate } from './cms.ts';
import { buildMarquee, type MarqueeItem } from './marquee.ts';

/** What the site shows everyone: CMS templates, the marquee, the activity constants. */
export interface ContentSlice {
  cms: CmsTemplate[];
  marquee: MarqueeItem[];
  activityConstants: ActivityConstants;
}

/** Drawn from the seed's faker; the images it names land in `media`. */
export function seedContent(faker: Faker, seed: number, media: Map<string, MediaSpec>): ContentSlice {
  return { cms: buildCms(faker, seed, media), marquee: buildMarquee(faker), activityConstants: activityConstants() };
}

import type { Faker } from '@faker-js/faker';
import type { MediaSpec } from '../shared/media.ts';
import { activityConstants, type ActivityConstants } from './activity.ts';
import { registerBrandMedia, storyText } from './brand.ts';
import { buildCms, type CmsTemplate } from './cms.ts';
import { buildMarquee, type MarqueeItem } from './marquee.ts';

/**
 * What the site shows everyone: CMS templates, the marquee, the activity constants. The articles
 * and brand text are the same for every seed and session: they stay out of session state
 * (articles.ts, brand.ts read them once); only their pictures are drawn per seed.
 */
export interface ContentSlice {
  cms: CmsTemplate[];
  marquee: MarqueeItem[];
  activityConstants: ActivityConstants;
}

/** Drawn from the seed's faker; the images it names land in `media`. */
export function seedContent(faker: Faker, seed: number, media: Map<string, MediaSpec>): ContentSlice {
  registerBrandMedia(media, (locale) => {
    const story = storyText(locale);
    return { title: story.title, tagline: story.summary };
  });
  return { cms: buildCms(faker, seed, media), marquee: buildMarquee(faker), activityConstants: activityConstants() };
}

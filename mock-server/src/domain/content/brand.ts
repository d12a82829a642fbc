import type { cmsContract, DataOf, Locale } from '../../contract.ts';
import { LOCALES } from '../shared/locale.ts';
import { mediaPath, type MediaSpec } from '../shared/media.ts';
import { pageSource } from './articles.ts';
import { BRAND_ITEMS, type BrandItemCopy } from './brand-content.ts';
import { parsePage, renderBody } from './markdown.ts';

export type BrandStory = DataOf<typeof cmsContract.GetBrandIndexResponse>;
export type BrandItem = DataOf<typeof cmsContract.GetBrandDetailResponse>;
export type BrandItemSummary = BrandStory['featured'][number];
export type BrandItemKind = BrandItem['kind'];

const itemImage = (id: string, locale: Locale) => `brand-${id}.${locale}`;
const heroImage = (locale: Locale) => `brand-hero.${locale}`;
const image = (path: string) => ({ fullFilePath: path, fullWebpFilePath: '', resourceType: 'IMAGE' as const });

/** The brand pictures of a seed: a hero per language and a card per item, drawn with their text. */
export function registerBrandMedia(media: Map<string, MediaSpec>, story: (locale: Locale) => { title: string; tagline: string }): void {
  for (const locale of LOCALES) {
    const { title, tagline } = story(locale);
    media.set(`banner/${heroImage(locale)}`, { kind: 'banner', title, subtitle: tagline, hues: [350, 20], shapes: [0.8, 0.3, 0.6, 0.15, 0.8, 0.3] });
    for (const item of BRAND_ITEMS) {
      media.set(`thumb/${itemImage(item.id, locale)}`, { kind: 'thumb', title: item.title[locale], subtitle: item.subtitle[locale], hues: item.hues, shapes: [0.85, 0.2, 0.5] });
    }
  }
}

function summary(item: BrandItemCopy, locale: Locale, seed: number): BrandItemSummary {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title[locale],
    subtitle: item.subtitle[locale],
    media: image(mediaPath(seed, 'thumb', itemImage(item.id, locale))),
    publishedAt: item.publishedAt,
  };
}

/** The story's text (pages/brand-story.<lang>.md): its title and tagline name the hero picture too. */
export function storyText(locale: Locale) {
  return parsePage(pageSource('brand-story', locale), 'ARTICLE', `brand-story.${locale}`);
}

/** /brand/index: the story, its hero, and the brand's pillars featured under it. */
export function brandStory(locale: Locale, seed: number): BrandStory {
  const text = storyText(locale);
  return {
    title: text.title,
    tagline: text.summary,
    heroImage: image(mediaPath(seed, 'banner', heroImage(locale))),
    sections: text.sections,
    featured: BRAND_ITEMS.filter((item) => item.kind === 'PILLAR').map((item) => summary(item, locale, seed)),
  };
}

/** The items of a kind (or all), in the editors' order. */
export const brandItems = (locale: Locale, seed: number, kind?: BrandItemKind): BrandItemSummary[] =>
  BRAND_ITEMS.filter((item) => !kind || item.kind === kind).map((item) => summary(item, locale, seed));

/** One item with its text and links; undefined for an id no item has. */
export function brandItem(id: string, locale: Locale, seed: number): BrandItem | undefined {
  const item = BRAND_ITEMS.find((candidate) => candidate.id === id);
  if (!item) return undefined;
  return {
    ...summary(item, locale, seed),
    sections: item.sections.map((section) => ({ id: section.id, title: section.title[locale], group: null, html: renderBody(section.body[locale]) })),
    related: item.related.map((link) => ({ title: link.title[locale], link: link.link })),
  };
}

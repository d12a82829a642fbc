import type { cmsContract, DataOf, Locale } from '../../contract.ts';
import { LOCALES } from '../shared/locale.ts';
import { mediaLibraryImage, type MediaSpec } from '../shared/media.ts';
import { pageSource } from './articles.ts';
import { parsePage, type ParsedPage } from './markdown.ts';

export type BrandStory = DataOf<typeof cmsContract.GetBrandIndexResponse>;
export type BrandItem = DataOf<typeof cmsContract.GetBrandDetailResponse>;
export type BrandItemSummary = BrandStory['featured'][number];
export type BrandItemKind = BrandItem['kind'];

interface BrandItemEntry {
  id: string;
  kind: BrandItemKind;
  /** The two hues of its card picture. */
  hues: [number, number];
  publishedAt: string;
}

/**
 * The brand's items (its pillars, its ambassador, its partners) in the editors' order. Their text
 * is content: pages/brand-<id>.<lang>.md, the title, the subtitle as the summary, the sections and
 * the related pages after the closing `---`.
 */
export const BRAND_ITEMS: readonly BrandItemEntry[] = [
  { id: 'pillar-safety', kind: 'PILLAR', hues: [210, 250], publishedAt: '2026-04-01T00:00:00.000Z' },
  { id: 'pillar-fair-play', kind: 'PILLAR', hues: [150, 190], publishedAt: '2026-04-01T00:00:00.000Z' },
  { id: 'pillar-support', kind: 'PILLAR', hues: [20, 45], publishedAt: '2026-04-01T00:00:00.000Z' },
  { id: 'ambassador-misaki', kind: 'AMBASSADOR', hues: [320, 350], publishedAt: '2026-06-01T00:00:00.000Z' },
  { id: 'partner-amigo', kind: 'PARTNER', hues: [40, 0], publishedAt: '2026-05-01T00:00:00.000Z' },
  { id: 'partner-safer-play', kind: 'PARTNER', hues: [100, 140], publishedAt: '2026-05-01T00:00:00.000Z' },
];

// Read-only and the same for every session: parsed once per page and language, outside session state.
const memo = new Map<string, ParsedPage>();

function page(name: string, locale: Locale): ParsedPage {
  const key = `${name}:${locale}`;
  let found = memo.get(key);
  if (!found) {
    found = parsePage(pageSource(name, locale), 'ARTICLE', `${name}.${locale}`);
    memo.set(key, found);
  }
  return found;
}

const itemText = (item: BrandItemEntry, locale: Locale) => page(`brand-${item.id}`, locale);

const itemImage = (id: string, locale: Locale) => `brand-${id}.${locale}`;
const heroImage = (locale: Locale) => `brand-hero.${locale}`;

/** The brand pictures of a seed: a hero per language and a card per item, drawn with their text. */
export function registerBrandMedia(media: Map<string, MediaSpec>, story: (locale: Locale) => { title: string; tagline: string }): void {
  for (const locale of LOCALES) {
    const { title, tagline } = story(locale);
    media.set(`banner/${heroImage(locale)}`, { kind: 'banner', title, subtitle: tagline, hues: [350, 20], shapes: [0.8, 0.3, 0.6, 0.15, 0.8, 0.3] });
    for (const item of BRAND_ITEMS) {
      const text = itemText(item, locale);
      media.set(`thumb/${itemImage(item.id, locale)}`, { kind: 'thumb', title: text.title, subtitle: text.summary, hues: item.hues, shapes: [0.85, 0.2, 0.5] });
    }
  }
}

function summary(item: BrandItemEntry, locale: Locale, seed: number): BrandItemSummary {
  const text = itemText(item, locale);
  return {
    id: item.id,
    kind: item.kind,
    title: text.title,
    subtitle: text.summary,
    media: mediaLibraryImage(seed, 'thumb', itemImage(item.id, locale)),
    publishedAt: item.publishedAt,
  };
}

/** The story's text (pages/brand-story.<lang>.md): its title and tagline name the hero picture too. */
export const storyText = (locale: Locale) => page('brand-story', locale);

/** /brand/index: the story, its hero, and the brand's pillars featured under it. */
export function brandStory(locale: Locale, seed: number): BrandStory {
  const text = storyText(locale);
  return {
    title: text.title,
    tagline: text.summary,
    heroImage: mediaLibraryImage(seed, 'banner', heroImage(locale)),
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
  const { sections, related } = itemText(item, locale);
  return { ...summary(item, locale, seed), sections, related };
}

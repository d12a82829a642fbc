import type { Faker } from '@faker-js/faker';
import type { cmsContract, DataOf, Locale } from '../../contract.ts';
import { CAMPAIGNS, CATEGORIES, FOOTER_ABOUT, FOOTER_LINKS, FOOTER_SOCIAL, HEADER_NAV } from './cms-content.ts';
import { formatYen, LOCALES } from '../shared/locale.ts';
import { mediaLibraryImage, type MediaSpec } from '../shared/media.ts';

export type CmsTemplate = DataOf<typeof cmsContract.GetTemplatePageResponse>[number];
export type CmsModuleCode = CmsTemplate['moduleCode'];


function shapes(faker: Faker): number[] {
  return Array.from({ length: 9 }, () => faker.number.float({ min: 0, max: 1, fractionDigits: 3 }));
}

/**
 * The CMS of one seed: navigation and footer are fixed copy; the seed picks 3-5 campaigns for
 * the home carousel, their amounts and the order of the category tiles. Images go in `media`.
 */
export function buildCms(faker: Faker, seed: number, media: Map<string, MediaSpec>): CmsTemplate[] {
  const campaigns = faker.helpers.arrayElements(CAMPAIGNS, { min: 3, max: 5 });
  const amounts = campaigns.map(() => faker.number.int({ min: 1, max: 50 }) * 10_000);
  const categories = faker.helpers.shuffle([...CATEGORIES]);
  const campaignShapes = campaigns.map(() => shapes(faker));
  const categoryShapes = categories.map(() => shapes(faker));
  const templates: CmsTemplate[] = [];

  for (const locale of LOCALES) {
    const item = (moduleCode: CmsModuleCode, sort: number, fields: Partial<CmsTemplate>): CmsTemplate => ({
      id: `${moduleCode.toLowerCase().replace('_', '-')}-${locale}-${sort}`,
      moduleCode,
      templateAction: '',
      templateComment: '',
      title: '',
      remark: '',
      mediaLibrary: null,
      locale,
      sort,
      ...fields,
    });
    const image = (kind: 'banner' | 'thumb' | 'icon', name: string, spec: Omit<MediaSpec, 'kind'>) => {
      media.set(`${kind}/${name}`, { kind, ...spec });
      return mediaLibraryImage(seed, kind, name);
    };

    HEADER_NAV.forEach((nav, i) =>
      templates.push(item('HEADER_NAV', i + 1, { templateAction: nav.route, templateComment: nav.key, title: nav.title[locale] })),
    );
    templates.push(item('FOOTER_ABOUT', 1, { templateAction: '/static/about', templateComment: 'about', title: FOOTER_ABOUT.title[locale], remark: FOOTER_ABOUT.html[locale] }));
    FOOTER_LINKS.forEach((link, i) =>
      templates.push(item('FOOTER_LINKS', i + 1, { templateAction: link.route, templateComment: link.key, title: link.title[locale] })),
    );
    FOOTER_SOCIAL.forEach((social, i) => {
      const hue = social.key === 'line' ? 140 : social.key === 'x' ? 220 : social.key === 'youtube' ? 0 : 330;
      templates.push(
        item('FOOTER_SOCIAL', i + 1, {
          templateAction: social.url,
          templateComment: social.key,
          title: social.title,
          remark: social.color,
          mediaLibrary: image('icon', social.key, { title: social.title, subtitle: '', hues: [hue, hue + 20], shapes: [] }),
        }),
      );
    });
    campaigns.forEach((campaign, i) => {
      const title = campaign.title[locale];
      const subtitle = campaign.subtitle(formatYen(amounts[i]!, locale))[locale];
      templates.push(
        item('HOME_BANNER', i + 1, {
          templateAction: campaign.route,
          templateComment: campaign.key,
          title,
          remark: subtitle,
          mediaLibrary: image('banner', `${campaign.key}.${locale}`, { title, subtitle, hues: campaign.hues, shapes: campaignShapes[i]! }),
        }),
      );
    });
    categories.forEach((category, i) => {
      const title = category.title[locale];
      const subtitle = category.tagline[locale];
      templates.push(
        item('HOME_CATEGORY', i + 1, {
          templateAction: category.route,
          templateComment: category.key,
          title,
          remark: subtitle,
          mediaLibrary: image('thumb', `${category.key}.${locale}`, { title, subtitle, hues: category.hues, shapes: categoryShapes[i]! }),
        }),
      );
    });
  }
  return templates;
}

/** Templates of the modules asked, by module in the order asked, then by sort. */
export function templatesFor(all: readonly CmsTemplate[], moduleCodes: readonly string[], locale: Locale): CmsTemplate[] {
  const out: CmsTemplate[] = [];
  for (const code of new Set(moduleCodes)) {
    for (const t of all) if (t.moduleCode === code && t.locale === locale) out.push(t);
  }
  return out;
}

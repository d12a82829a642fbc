import type { SitemapLink } from '../../lib/feature';
import { href } from '../../lib/paths';
import type { StaticPageType } from './utils/static-pages';

const staticPage = (section: SitemapLink['section'], type: StaticPageType): SitemapLink => ({
  section,
  labelKey: `pages.static.${type}`,
  to: href('/static/:type', { type }),
});

/** The brand, the help pages and the static pages on /sitemap. */
export const sitemap: SitemapLink[] = [
  { section: 'promotions', labelKey: 'pages.brandIndex', to: href('/brand/index') },
  { section: 'promotions', labelKey: 'pages.brandList', to: href('/brand/list') },
  { section: 'help', labelKey: 'pages.helpGuide', to: href('/help/guide') },
  { section: 'help', labelKey: 'pages.aboutDepositWithdrawal', to: href('/help/moneyChange/about-deposit-withdrawal') },
  { section: 'help', labelKey: 'pages.contact', to: href('/contact') },
  { section: 'help', labelKey: 'pages.sns', to: href('/sns') },
  staticPage('help', 'faq'),
  ...(['about', 'teamsAndConditions', 'generalTeamsOfUse', 'privacy', 'responsibleGaming', 'moneyLaundering', 'security', 'sportRules'] as const).map((type) =>
    staticPage('about', type),
  ),
];

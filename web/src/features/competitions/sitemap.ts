import type { SitemapLink } from '../../lib/feature';
import { href } from '../../lib/paths';

/** The competitions on /sitemap, beside the promotions. */
export const sitemap: SitemapLink[] = [
  { section: 'promotions', labelKey: 'pages.tournaments', to: href('/tournaments') },
  { section: 'promotions', labelKey: 'pages.lottery', to: href('/lottery') },
];

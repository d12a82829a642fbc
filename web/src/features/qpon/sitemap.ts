import type { SitemapLink } from '../../lib/feature';
import { href } from '../../lib/paths';

export const sitemap: SitemapLink[] = [{ section: 'promotions', labelKey: 'pages.qponReward', to: href('/q-pon-reward') }];

import { defineFeature } from '../../lib/feature';
import { href } from '../../lib/paths';
import { page, redirectTo, route, type LazyPage } from '../../lib/routing/route';
import { contentLocales } from './locales';
import type { StaticPageType } from './utils/static-pages';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/contact': NoArgs;
    '/sns': NoArgs;
    '/brand/index': NoArgs;
    /** A brand item; without an id the page shows the brand's first item. */
    '/brand/detail': { id?: string };
    '/brand/list': NoArgs;
    '/help/guide': NoArgs;
    '/help/moneyChange/about-deposit-withdrawal': NoArgs;
    /** Goes to /static/about. */
    '/static': NoArgs;
    '/static/:type': { type: StaticPageType };
  }
}

/** A content page: its strings come with its chunk. */
const contentPage = (importer: Parameters<typeof page>[0], name: string): LazyPage => page(importer, name, contentLocales);

/** The CMS's pages: help, the static pages, the brand, SNS, and the way to live support. */
export const feature = defineFeature({
  routes: [
    // The chat's strings are the shell's: this page needs no locales of its own.
    route('/contact', { meta: { titleKey: 'pages.contact' }, lazy: contentPage(() => import('./components/contact-page'), 'contact-page') }),
    route('/sns', { meta: { titleKey: 'pages.sns' }, lazy: contentPage(() => import('./components/sns-page'), 'sns-page') }),
    route('/brand/index', {
      meta: { titleKey: 'pages.brandIndex', hideNav: true },
      lazy: contentPage(() => import('./components/brand-index-page'), 'brand-index-page'),
    }),
    route('/brand/detail', {
      meta: { titleKey: 'pages.brandDetail', hideNav: true },
      lazy: contentPage(() => import('./components/brand-detail-page'), 'brand-detail-page'),
    }),
    route('/brand/list', {
      meta: { titleKey: 'pages.brandList', hideNav: true },
      lazy: contentPage(() => import('./components/brand-list-page'), 'brand-list-page'),
    }),
    route('/help/guide', { meta: { titleKey: 'pages.helpGuide' }, lazy: contentPage(() => import('./components/help-guide-page'), 'help-guide-page') }),
    route('/help/moneyChange/about-deposit-withdrawal', {
      meta: { titleKey: 'pages.aboutDepositWithdrawal' },
      lazy: contentPage(() => import('./components/money-help-page'), 'money-help-page'),
    }),
    route('/static', redirectTo(href('/static/:type', { type: 'about' }))),
    route('/static/:type', { meta: { titleKey: 'pages.static.about' }, lazy: contentPage(() => import('./components/static-page'), 'static-page') }),
  ],
  sitemap: () => import('./sitemap'),
});

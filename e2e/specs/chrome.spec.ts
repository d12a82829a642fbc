// Each route's chrome (SPEC §2 route meta): which of header, footer, header nav, service button
// and tab bar it shows. Big screens have a header nav and no tab bar; small screens the reverse.
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

type Part = 'header' | 'footer' | 'nav' | 'service' | 'tabBar';
const allParts: Part[] = ['header', 'footer', 'nav', 'service', 'tabBar'];

interface RouteCase {
  path: string;
  /** Locale key of the page's h1. */
  title: string;
  hidden: Part[];
}

const routes: RouteCase[] = [
  { path: '/', title: 'site.name', hidden: [] },
  { path: '/contact', title: 'pages.contact', hidden: [] },
  { path: '/promo', title: 'pages.promo', hidden: [] },
  { path: '/static/about', title: 'pages.static.about', hidden: [] },
  { path: '/sitemap', title: 'pages.sitemap', hidden: [] },
  { path: '/brand/index', title: 'pages.brandIndex', hidden: ['nav'] },
  { path: '/brand/detail', title: 'pages.brandDetail', hidden: ['nav'] },
  { path: '/brand/list', title: 'pages.brandList', hidden: ['nav'] },
  { path: '/sports-bet', title: 'pages.sportsBet', hidden: ['service'] },
  { path: '/game', title: 'pages.game', hidden: ['service'] },
  { path: '/slotGame?platformCode=AMIGO&gameId=1', title: 'pages.slotGame', hidden: allParts },
  { path: '/elseLogin/google', title: 'pages.elseLogin', hidden: allParts },
  { path: '/q-pon-reward', title: 'pages.qponReward', hidden: ['header', 'footer', 'nav', 'tabBar'] },
  { path: '/403', title: 'pages.forbidden', hidden: allParts },
  { path: '/404', title: 'pages.notFound', hidden: allParts },
  { path: '/500', title: 'pages.serverError', hidden: allParts },
  { path: '/maintence', title: 'pages.maintenance', hidden: allParts },
];

// One test per viewport walks the table, a step per route: each route is still opened by its own
// page load and checked on its own (soft expectations named by the route, so one route's failure
// names it and the others are still checked); what the table saves is a browser context and a mock
// session per route.
test('each route shows its chrome as its meta says', async ({ page, isMobile }) => {
  test.setTimeout(routes.length * 20_000);
  const site = new SitePage(page);
  const locators = {
    header: site.header,
    footer: site.footer,
    nav: site.mainNav,
    service: site.serviceButton,
    tabBar: site.tabBar,
  };
  for (const route of routes) {
    await test.step(`${route.path} shows its chrome as its meta says`, async () => {
      await site.goto(route.path);
      // The page has rendered before anything is checked as hidden.
      await expect(site.heading(route.title), `the heading of ${route.path}`).toBeAttached();

      const shown = (part: Part) => {
        if (route.hidden.includes(part)) return false;
        if (part === 'nav') return !isMobile;
        if (part === 'tabBar') return isMobile;
        return true;
      };
      // A part this route hides must not just be still on its way: the shell's parts (footer,
      // toasts, strip) are chunks of their own, so the page's requests settle first.
      if (route.hidden.length) await page.waitForLoadState('networkidle');
      for (const part of allParts) {
        await expect.soft(locators[part], `${part} on ${route.path}`)[shown(part) ? 'toBeVisible' : 'toBeHidden']();
      }
    });
  }
});

test('/resetPassword on a small screen is its own page with all chrome hidden', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'big screens get the dialog instead (redirects.spec.ts)');
  const site = new SitePage(page);
  await site.goto('/resetPassword');
  await expect(site.heading('pages.resetPassword')).toBeVisible();
  await expect(page).toHaveURL(/\/resetPassword$/);
  for (const part of [site.header, site.footer, site.tabBar, site.serviceButton]) await expect(part).toBeHidden();
});

// The account centre: one layout for /account/*, the menu beside the page on big screens (the
// current page marked), a list under the player's name, balance and level on phones, the way
// back on every page; every page of the centre opens and has no serious axe violations.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { SitePage } from '../pages/site-page.ts';

test('on a phone the side menu leads to the account centre too', async ({ page, isMobile, player }) => {
  test.skip(!isMobile, 'the side menu is the phone layout');
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  await centre.home(player.name);
  await site.tabBar.getByRole('button', { name: site.text('tabBar.menu') }).click();
  await page.getByRole('dialog', { name: site.text('sideNav.title') }).getByRole('link', { name: site.text('pages.account'), exact: true }).click();
  await expect(site.heading('pages.account')).toBeVisible({ timeout: 15_000 });
  await expect(centre.nav).toBeVisible();
});

// Each page with what shows once its data is in (axe reads the page then, not its skeletons).
const PAGES = [
  { titleKey: 'pages.profile', path: '/account/profile', ready: { role: 'heading', key: 'profile.personal' } },
  { titleKey: 'pages.changePassword', path: '/account/password', ready: { role: 'button', key: 'profile.changePassword' } },
  { titleKey: 'pages.identity', path: '/account/verification', ready: { role: 'heading', key: 'identity.uploadTitle' } },
  { titleKey: 'pages.vip', path: '/account/vip', ready: { role: 'heading', key: 'vip.benefits' } },
  { titleKey: 'pages.reports', path: '/account/reports', ready: { role: 'heading', key: 'reports.types.TERMS_UPDATE.title' } },
  { titleKey: 'pages.responsibleGaming', path: '/account/responsible-gaming', ready: { role: 'heading', key: 'responsibleGaming.depositLimits' } },
] as const;

test('"My account" in the header menu opens the centre with the player at the top', async ({ page, player }) => {
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  await centre.home(player.name);
  await centre.accountMenu().click();
  await page.getByRole('menuitem', { name: site.text('account.myAccount') }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(site.heading('pages.account')).toBeVisible();
  const summary = page.getByRole('region', { name: site.text('accountHome.summary') });
  await expect(summary).toContainText('player01');
  await expect(summary).toContainText('¥125,000');
  await expect(summary).toContainText('ゴールド');
  expect(await seriousViolations(page)).toEqual([]);
});

for (const { titleKey, path, ready } of PAGES) {
  test(`${path} opens from the account centre's menu and has no serious axe violations`, async ({ page, isMobile, player }) => {
    // Three navigations and axe over a long page: more than 30 s on a busy machine.
    test.setTimeout(60_000);
    const site = new SitePage(page);
    const centre = new AccountCentrePage(site);
    await centre.open('pages.account', player.name);
    const entry = centre.nav.getByRole('link', { name: site.text(titleKey), exact: true });
    await entry.click();
    // The page's chunk and strings load on this first visit: slow on a busy machine.
    await expect(site.heading(titleKey)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    if (isMobile) {
      // A phone shows the page alone, with the way back to the list.
      await expect(centre.nav).toHaveCount(0);
    } else {
      // A big screen keeps the menu beside it, the current page marked.
      await expect(entry).toHaveAttribute('aria-current', 'page');
    }
    await expect(page.getByRole(ready.role, { name: site.text(ready.key), exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    if (isMobile) {
      await page.getByRole('link', { name: `‹ ${site.text('pages.account')}` }).click();
      await expect(site.heading('pages.account')).toBeVisible();
      await expect(centre.nav).toBeVisible();
    }
  });
}

// The Q-pon shop as a player uses it: its bar and sections, the points, goods and the exchange,
// the rewards page and the history. Role and label locators, the words from the site's locale files.
import { expect, type Locator } from '@playwright/test';
import { AccountCentrePage } from './account-centre.ts';
import type { SitePage } from './site-page.ts';

export class QponPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  /** Logs in (from home) and opens the shop from the header's account menu, as a player does on any screen size. */
  async open(name = 'player01'): Promise<void> {
    const centre = new AccountCentrePage(this.site);
    await centre.login(name);
    await centre.accountMenu(name).click();
    await this.site.page.getByRole('menuitem', { name: this.site.text('account.qpon') }).click();
    await expect(this.site.heading('pages.qponShop')).toBeVisible({ timeout: 15_000 });
  }

  /** The shop's own sections (shop, history, rewards, FAQ, terms, privacy). */
  get nav(): Locator {
    return this.site.page.getByRole('navigation', { name: this.site.text('qpon.nav.label') });
  }

  section(key: 'shop' | 'history' | 'reward' | 'faq' | 'terms' | 'privacy'): Locator {
    return this.nav.getByRole('link', { name: this.site.text(`qpon.nav.${key}`), exact: true });
  }

  /** The player's points as the shop shows them ("3,000 pt"). */
  get points(): Locator {
    return this.site.page.getByRole('region', { name: this.site.text('qpon.points.title') }).getByRole('status');
  }

  /** A good's card, by its title. */
  goods(title: string): Locator {
    return this.site.page.getByRole('article', { name: title, exact: true });
  }

  get exchangeDialog(): Locator {
    return this.site.page.getByRole('dialog', { name: this.site.text('qpon.exchange.title') });
  }

  /** Opens the confirmation for a good. */
  async chooseGoods(title: string): Promise<void> {
    await this.goods(title).getByRole('button', { name: this.site.text('qpon.goods.exchangeNamed', { title }) }).click();
    await expect(this.exchangeDialog).toBeVisible();
  }

  /** A coupon on the rewards page, by its title. */
  coupon(title: string): Locator {
    return this.site.page.getByRole('article', { name: title, exact: true });
  }
}

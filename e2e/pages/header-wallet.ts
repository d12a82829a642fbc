// The header wallet as a player uses it: the balance button, its popover with the wallets, the
// refresh, opening a wallet in another currency. Role and label locators from the site's strings.
import { expect, type Locator } from '@playwright/test';
import type { SitePage } from './site-page.ts';

export class HeaderWalletPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  /** The header button whose text is the main balance (SPEC §9 short form, ¥125.00K). */
  get button(): Locator {
    const label = this.site.text('wallet.header.button', { amount: '' }).trim();
    return this.site.header.getByRole('button', { name: new RegExp(`^${label}`) });
  }

  get popover(): Locator {
    return this.site.page.getByRole('dialog', { name: this.site.text('wallet.header.title') });
  }

  async open(): Promise<Locator> {
    await this.button.click();
    await expect(this.popover).toBeVisible();
    return this.popover;
  }

  get refresh(): Locator {
    return this.popover.getByRole('button', { name: this.site.text('wallet.header.refresh') });
  }

  /** Opens COMMON and PROMOTION wallets in `currency` from the popover. */
  async openCurrency(currency: string): Promise<void> {
    await this.popover.getByRole('combobox', { name: this.site.text('wallet.header.currency') }).selectOption(currency);
    await this.popover.getByRole('button', { name: this.site.text('wallet.header.open'), exact: true }).click();
  }
}

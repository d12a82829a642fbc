// /promo and the timed offers' dialogs as a player uses them: the promotions' cards, the tabs, the
// bonuses with their release and give-up, the bonus-code field, free spins, today's offers. Role
// and label locators, the words from the site's locale files.
import { expect, type Locator, type Page } from '@playwright/test';
import { AuthDialogPage } from './auth-dialog.ts';
import type { SitePage } from './site-page.ts';

export class PromotionsPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  get page(): Page {
    return this.site.page;
  }

  /**
   * Logs `name` in from home through the auth dialog and answers the page's access token, for the
   * calls a test makes as the player beside the page (a second login would end the page's session).
   */
  async login(name = 'player01', password = 'Passw0rd!'): Promise<string> {
    const auth = new AuthDialogPage(this.site);
    await this.site.goto('/');
    const answer = this.page.waitForResponse((response) => response.url().includes('/auth/oauth/token') && response.request().method() === 'POST');
    await auth.open('login');
    await auth.loginWithPassword(name, password);
    const token = ((await (await answer).json()) as { data: { access_token: string } }).data.access_token;
    await expect(auth.accountMenu(name)).toBeVisible({ timeout: 15_000 });
    return token;
  }

  /** /promo by its address (a bookmark), on a tab: the session is restored first. */
  async open(tab?: 'bonuses' | 'history', promotion?: string): Promise<void> {
    const query = new URLSearchParams({ ...(tab ? { tab } : {}), ...(promotion ? { promotion } : {}) }).toString();
    await this.site.goto(`/promo${query ? `?${query}` : ''}`);
    await expect(this.site.heading('pages.promo')).toBeVisible({ timeout: 15_000 });
  }

  tab(name: 'promotions' | 'bonuses' | 'history'): Locator {
    return this.page.getByRole('tab', { name: this.site.text(`promo.tabs.${name}`) });
  }

  /** A promotion's card by its title (ja-JP). */
  promotion(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  /** A promotion card's picture: decorative (alt=""), so found inside the card. */
  promotionPicture(title: string): Locator {
    return this.promotion(title).locator('img');
  }

  claim(title: string): Locator {
    return this.page.getByRole('button', { name: this.site.text('promo.card.claimFor', { title }) });
  }

  /** A bonus of the player's, on the bonuses tab. */
  bonus(title: string): Locator {
    return this.page.getByRole('region', { name: this.site.text('promo.bonus.title') }).getByRole('article', { name: title, exact: true });
  }

  release(title: string): Locator {
    return this.page.getByRole('button', { name: this.site.text('promo.bonus.releaseFor', { title }) });
  }

  giveUp(title: string): Locator {
    return this.page.getByRole('button', { name: this.site.text('promo.bonus.giveUpFor', { title }) });
  }

  get giveUpDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.site.text('promo.giveUp.title') });
  }

  get codeDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.site.text('promo.codeOffer.title') });
  }

  get loginBonusDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.site.text('promo.loginBonus.title') });
  }

  get codeField(): Locator {
    return this.page.getByRole('textbox', { name: this.site.text('promo.redeem.label') });
  }

  /** Types a bonus code and checks it (cdk prequery). */
  async checkCode(code: string): Promise<void> {
    await this.codeField.fill(code);
    await this.page.getByRole('button', { name: this.site.text('promo.redeem.check') }).click();
  }

  get codePreview(): Locator {
    return this.page.getByRole('group', { name: this.site.text('promo.redeem.preview') });
  }

  /** The "play" of a game's free spins with `left` rounds to go (a player may hold several for one game). */
  playFreeSpins(game: string, left: number): Locator {
    return this.page.getByRole('button', { name: this.site.text('promo.freeSpins.playFor', { game, left }) });
  }

  /** The amount in a wallet row of the header's popover ("メインウォレット¥125,000"), as a number. */
  async walletAmount(wallet: 'main' | 'promotion'): Promise<number> {
    const label = this.site.text(`wallet.header.${wallet}`);
    const popover = this.page.getByRole('dialog', { name: this.site.text('wallet.header.title') });
    if (!(await popover.isVisible())) await this.site.header.getByRole('button', { name: new RegExp(`^${this.site.text('wallet.header.button', { amount: '' }).trim()}`) }).click();
    await expect(popover).toBeVisible();
    const text = (await popover.textContent()) ?? '';
    const match = new RegExp(`${label}¥([\\d,]+)`).exec(text);
    if (!match) throw new Error(`no ${label} amount in the wallet popover: ${text}`);
    await this.page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    return Number(match[1]!.replaceAll(',', ''));
  }
}

/** Formats yen as the site writes full amounts (¥1,320). */
export const yen = (amount: number): string => `¥${amount.toLocaleString('en-US')}`;

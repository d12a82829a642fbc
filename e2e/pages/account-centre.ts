// The account centre as a player reaches it: logged in (the `player` fixture), from home to a page
// of /account/*. Role and label locators only, the words from the site's locale files.
import { expect, type Locator } from '@playwright/test';
import { AuthDialogPage } from './auth-dialog.ts';
import type { SitePage } from './site-page.ts';

export class AccountCentrePage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  /**
   * Home, as the player the test started logged in (the `player` fixture): waits until the header
   * knows them, which is when the session restore has finished.
   */
  async home(name = 'player01'): Promise<void> {
    await this.site.goto('/');
    await expect(this.accountMenu(name)).toBeVisible({ timeout: 15_000 });
  }

  /**
   * Home, then a login through the dialog: only for a test about logging in (what the login leaves
   * behind: its record, its timers). Any other test starts logged in (the `player` fixture).
   */
  async logInThroughDialog(name = 'player01', password = 'Passw0rd!'): Promise<void> {
    const auth = new AuthDialogPage(this.site);
    await this.site.goto('/');
    await auth.open('login');
    await auth.loginWithPassword(name, password);
    // The header learns the player after the login call and the profile read: seconds on a loaded machine.
    await expect(this.accountMenu(name)).toBeVisible({ timeout: 15_000 });
  }

  /** A page of the centre by its address (a bookmark), as the logged-in player; waits for its heading. */
  async visit(path: string, titleKey: string): Promise<void> {
    await this.site.goto(path);
    // The session restore comes first, then the page's chunk: slow on a busy machine.
    await expect(this.site.heading(titleKey)).toBeVisible({ timeout: 15_000 });
  }

  /**
   * From home to the centre the way a player does (the header menu's "My account") and, for a page
   * of it, through the centre's menu: no reload, so no second session restore to wait for.
   */
  async open(titleKey: string, name = 'player01'): Promise<void> {
    await this.home(name);
    await this.fromMenu(titleKey, name);
  }

  /** From the page shown, through the header menu's "My account" and the centre's menu, as `open` does. */
  async fromMenu(titleKey: string, name = 'player01'): Promise<void> {
    await this.accountMenu(name).click();
    await this.site.scope.getByRole('menuitem', { name: this.site.text('account.myAccount') }).click();
    // A lazy page's first visit loads its chunk and strings: slow on a busy machine.
    await expect(this.site.heading('pages.account')).toBeVisible({ timeout: 15_000 });
    if (titleKey === 'pages.account') return;
    await this.nav.getByRole('link', { name: this.site.text(titleKey), exact: true }).click();
    await expect(this.site.heading(titleKey)).toBeVisible({ timeout: 15_000 });
  }

  accountMenu(name = 'player01'): Locator {
    return new AuthDialogPage(this.site).accountMenu(name);
  }

  /** The account centre's menu (beside the page on big screens, the /account page on phones). */
  get nav(): Locator {
    return this.site.scope.getByRole('navigation', { name: this.site.text('pages.account') });
  }

  /** Picks an option of a Mantine Select by the field's label and the option's text. */
  async choose(label: string, option: string): Promise<void> {
    await this.site.scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.site.scope.getByRole('option', { name: option, exact: true }).click();
  }
}

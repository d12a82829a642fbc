// The auth dialog as a player uses it: tabs, login modes, the extra login steps.
import { expect, type Locator } from '@playwright/test';
import type { MockControl } from '../fixtures/mock-control.ts';
import { sendCodeThroughSlider } from './slider-captcha.ts';
import type { SitePage } from './site-page.ts';

export class AuthDialogPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  get dialog(): Locator {
    return this.site.authDialog;
  }

  /** Opens the dialog from the header on the given tab. */
  async open(tab: 'login' | 'register'): Promise<void> {
    const button = tab === 'login' ? this.site.loginButton : this.site.header.getByRole('button', { name: this.site.text('header.register'), exact: true });
    await button.click();
    await expect(this.dialog).toBeVisible();
  }

  field(key: string): Locator {
    return this.dialog.getByRole('textbox', { name: this.site.text(key), exact: true });
  }

  button(key: string): Locator {
    return this.dialog.getByRole('button', { name: this.site.text(key), exact: true });
  }

  get failure(): Locator {
    return this.dialog.getByRole('alert');
  }

  async chooseLoginMode(mode: 'password' | 'code'): Promise<void> {
    await this.dialog.getByText(this.site.text(mode === 'password' ? 'auth.byPassword' : 'auth.byCode'), { exact: true }).click();
  }

  /** Fills and submits the password form (the name as a player types it, without the prefix). */
  async loginWithPassword(account: string, password: string, { remember = false } = {}): Promise<void> {
    await this.field('auth.account').fill(account);
    await this.field('auth.password').fill(password);
    if (remember) await this.dialog.getByLabel(this.site.text('auth.remember')).check();
    await this.button('auth.loginSubmit').click();
  }

  /** Code login: phone (national number), SEND through the slider, the SMS code from the inbox. */
  async loginWithCode(mock: MockControl, phone: string, inboxAddress: string): Promise<void> {
    await this.chooseLoginMode('code');
    await this.dialog.getByRole('textbox', { name: this.site.text('auth.phone') }).fill(phone);
    await sendCodeThroughSlider(this.site, mock, this.button('sendCode.send'));
    await this.field('auth.code').fill(await mock.latestCode(inboxAddress, 'code-login'));
    await this.button('auth.loginSubmit').click();
  }

  /** The header's account button once logged in. */
  accountMenu(name: string): Locator {
    return this.site.header.getByRole('button', { name: this.site.text('account.menu', { name }) });
  }

  /**
   * Waits until the header knows `name` after a test's first visit as a logged-in player (the
   * `player` fixture): the session restore (unseal, getUserInfo) and the header's chunk come first,
   * slow on a busy machine.
   */
  async restored(name: string): Promise<void> {
    await expect(this.accountMenu(name)).toBeVisible({ timeout: 15_000 });
  }
}

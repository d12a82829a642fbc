// Forgot password as a player uses it (SPEC §2, §4): the dialog on big screens, the
// /resetPassword page on small ones, each with a phone tab and an e-mail tab in two steps.
import { expect, type Locator } from '@playwright/test';
import type { MockControl } from '../fixtures/mock-control.ts';
import { AuthDialogPage } from './auth-dialog.ts';
import { sendCodeThroughSlider } from './slider-captcha.ts';
import type { SitePage } from './site-page.ts';

export type ResetMethod = 'phone' | 'email';

export class ForgotPasswordPage {
  readonly site: SitePage;
  readonly bigScreen: boolean;

  constructor(site: SitePage, bigScreen: boolean) {
    this.site = site;
    this.bigScreen = bigScreen;
  }

  /** The dialog on a big screen, the page's main region on a small one. */
  get root(): Locator {
    return this.bigScreen ? this.site.forgotPasswordDialog : this.site.main;
  }

  /** Opens it the way a player does: the login form's "Forgot password?" link. */
  async openFromLogin(): Promise<void> {
    const auth = new AuthDialogPage(this.site);
    await auth.open('login');
    await auth.dialog.getByRole('button', { name: this.site.text('auth.forgotPassword') }).click();
    await expect(auth.dialog).toBeHidden();
    if (this.bigScreen) await expect(this.site.forgotPasswordDialog).toBeVisible();
    else await expect(this.site.heading('pages.resetPassword')).toBeVisible();
  }

  tab(method: ResetMethod): Locator {
    return this.root.getByRole('tab', { name: this.site.text(method === 'phone' ? 'forgotPassword.byPhone' : 'forgotPassword.byEmail') });
  }

  panel(method: ResetMethod): Locator {
    return this.root.getByRole('tabpanel', { name: this.site.text(method === 'phone' ? 'forgotPassword.byPhone' : 'forgotPassword.byEmail') });
  }

  button(method: ResetMethod, key: string): Locator {
    return this.panel(method).getByRole('button', { name: this.site.text(key), exact: true });
  }

  field(method: ResetMethod, key: string): Locator {
    return this.panel(method).getByLabel(this.site.text(key), { exact: true });
  }

  /** The account step 2 resets. */
  account(method: ResetMethod): Locator {
    return this.panel(method).getByRole('group', { name: this.site.text('forgotPassword.account') });
  }

  /**
   * Step 1: the phone number or e-mail, SEND through the slider, the code from the mock inbox
   * (`inboxAddress`: '+81 9012345678' or the e-mail), Next.
   */
  async verify(mock: MockControl, method: ResetMethod, value: string, inboxAddress: string): Promise<void> {
    await this.field(method, 'auth.code').fill(await this.requestCode(mock, method, value, inboxAddress));
    await this.button(method, 'forgotPassword.next').click();
    await expect(this.account(method)).toBeVisible();
  }

  /** Step 1 up to the code: the tab, the phone number or e-mail, SEND through the slider; the code sent. */
  async requestCode(mock: MockControl, method: ResetMethod, value: string, inboxAddress: string): Promise<string> {
    await this.tab(method).click();
    const input =
      method === 'phone'
        ? this.panel(method).getByRole('textbox', { name: this.site.text('auth.phone') })
        : this.field(method, 'forgotPassword.email');
    await input.fill(value);
    await sendCodeThroughSlider(this.site, mock, this.button(method, 'sendCode.send'));
    return mock.latestCode(inboxAddress, 'forgot-password');
  }

  /** Step 2: the new password twice, then submit. */
  async setPassword(method: ResetMethod, password: string): Promise<void> {
    await this.field(method, 'forgotPassword.newPassword').fill(password);
    await this.field(method, 'forgotPassword.confirmPassword').fill(password);
    await this.button(method, 'forgotPassword.submit').click();
  }

  liveSupport(method: ResetMethod): Locator {
    return this.button(method, 'forgotPassword.liveSupport');
  }

  /** The close control: the dialog's on a big screen, the page's on a small one. */
  get closeButton(): Locator {
    return this.root.getByRole('button', { name: this.site.text('dialog.close') });
  }
}

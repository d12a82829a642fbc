// The auth dialog's register tab and the dialogs a registration leads to, as a player uses them.
// Role and label locators only, with the words from the site's locale files.
import type { Locator } from '@playwright/test';
import type { MockControl } from '../fixtures/mock-control.ts';
import type { AuthDialogPage } from './auth-dialog.ts';
import { sendCodeThroughSlider } from './slider-captcha.ts';
import type { SitePage } from './site-page.ts';

interface EmailRegistration {
  username: string;
  password: string;
  email: string;
}

export class RegisterPanelPage {
  readonly auth: AuthDialogPage;
  readonly site: SitePage;

  constructor(auth: AuthDialogPage) {
    this.auth = auth;
    this.site = auth.site;
  }

  private get dialog(): Locator {
    return this.auth.dialog;
  }

  private text(key: string, values?: Record<string, string | number>): string {
    return this.site.text(key, values);
  }

  /** The e-mail / phone switch. */
  async chooseMethod(method: 'email' | 'phone'): Promise<void> {
    const label = this.text(method === 'email' ? 'register.byEmail' : 'register.byPhone');
    // The radio input is visually hidden behind its label: a player clicks the label.
    await this.dialog.getByRole('radiogroup', { name: this.text('register.method') }).getByText(label, { exact: true }).click();
  }

  /** A labelled field; labels of required fields carry a "*", so the label is matched from its start. */
  field(key: string): Locator {
    return this.dialog.getByRole('textbox', { name: new RegExp(`^${escape(this.text(key))}`) });
  }

  get password(): Locator {
    // The whole label, "*" allowed: the show/hide button's name starts with the same word.
    return this.dialog.getByLabel(new RegExp(`^${escape(this.text('register.password'))}\\s*\\*?$`));
  }

  get phone(): Locator {
    return this.dialog.getByRole('textbox', { name: this.text('auth.phone') });
  }

  get terms(): Locator {
    return this.dialog.getByRole('checkbox');
  }

  get submit(): Locator {
    return this.dialog.getByRole('button', { name: this.text('register.submit'), exact: true });
  }

  get sendButton(): Locator {
    return this.dialog.getByRole('button', { name: this.text('sendCode.send'), exact: true });
  }

  /** The SEND button while it counts down ("Resend in 59 s"). */
  get countdownButton(): Locator {
    const [before, after] = this.text('sendCode.resendIn', { seconds: '__' }).split('__') as [string, string];
    return this.dialog.getByRole('button', { name: new RegExp(`^${escape(before)}\\d+${escape(after)}$`) });
  }

  /** Fills the e-mail form and ticks the terms. */
  async fillEmailForm({ username, password, email }: EmailRegistration): Promise<void> {
    await this.field('register.username').fill(username);
    await this.password.fill(password);
    await this.field('register.email').fill(email);
    await this.terms.check();
  }

  /** Phone registration up to the code: number, SEND, the slider solved, the SMS read from the inbox. */
  async requestPhoneCode(mock: MockControl, phone: string, inboxAddress: string): Promise<string> {
    await this.phone.fill(phone);
    await sendCodeThroughSlider(this.site, mock, this.sendButton);
    return mock.latestCode(inboxAddress, 'register');
  }

  get successDialog(): Locator {
    return this.site.scope.getByRole('dialog', { name: this.text('registrationSuccess.title') });
  }

  /** The deposit-limit step after the success dialog. */
  get limitDialog(): Locator {
    return this.site.scope.getByRole('dialog', { name: this.text('limitPrompt.title') });
  }

  get welcomeDialog(): Locator {
    return this.site.scope.getByRole('dialog', { name: this.text('welcome.title', { site: this.text('site.name') }) });
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

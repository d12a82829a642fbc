// The account-transfer dialog (SPEC §2, §4) as a player from the legacy site meets it after login.
import type { Locator } from '@playwright/test';
import type { SitePage } from './site-page.ts';

export class AccountTransferPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  get dialog(): Locator {
    return this.site.page.getByRole('dialog', { name: this.site.text('transfer.title') });
  }

  field(key: string): Locator {
    return this.dialog.getByRole('textbox', { name: this.site.text(key), exact: true });
  }

  button(key: string): Locator {
    return this.dialog.getByRole('button', { name: this.site.text(key), exact: true });
  }

  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: this.site.text('dialog.close'), exact: true });
  }

  /** The password step: the password twice, then "set password". */
  async setPassword(password: string): Promise<void> {
    await this.field('transfer.password').fill(password);
    await this.field('transfer.confirmPassword').fill(password);
    await this.button('transfer.savePassword').click();
  }

  /** The record step's heading line. */
  get recordStep(): Locator {
    return this.dialog.getByText(this.site.text('transfer.recordTitle'), { exact: true });
  }
}

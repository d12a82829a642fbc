// Third-party login (SPEC §2, §7, §8): the provider buttons of the login form on small screens,
// the mock server's consent page standing in for the provider, and /elseLogin/:type.
import type { Locator } from '@playwright/test';
import type { ThirdPartyProvider as Provider } from '../fixtures/api-login.ts';
import type { SitePage } from './site-page.ts';

export class ThirdPartyPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  /** A provider's button in the login form. */
  button(provider: Provider): Locator {
    const name = this.site.text('thirdParty.continueWith', { provider: this.site.text(`thirdParty.provider.${provider}`) });
    return this.site.authDialog.getByRole('button', { name, exact: true });
  }

  /** The consent page's buttons (the mock's page says both in Japanese and English). */
  get allow(): Locator {
    return this.site.scope.getByRole('button', { name: /Allow/ });
  }

  get deny(): Locator {
    return this.site.scope.getByRole('button', { name: /Deny/ });
  }

  /** /elseLogin's failure: the alert titled "Could not log in with <provider>". */
  failure(provider: Provider): Locator {
    const title = this.site.text('thirdParty.failed', { provider: this.site.text(`thirdParty.provider.${provider}`) });
    return this.site.scope.getByRole('alert').filter({ hasText: title });
  }

  pageButton(key: string): Locator {
    return this.site.main.getByRole('button', { name: this.site.text(key), exact: true });
  }
}

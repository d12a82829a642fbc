// The site shell as a player sees it: chrome, dialogs, toast, language controls. Role and label
// locators only, with the labels read from the site's own locale files.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { translator, type Language } from '../fixtures/locales.ts';

export class SitePage {
  readonly page: Page;
  readonly language: Language;
  readonly text: ReturnType<typeof translator>;
  /**
   * Where the site's elements are: the page, or the frame the native app harness shows the site
   * in (/__mock/app: the app's web view). Locators start here.
   */
  readonly scope: Page | FrameLocator;

  constructor(page: Page, language: Language = 'ja-JP', frame?: FrameLocator) {
    this.page = page;
    this.language = language;
    this.text = translator(language);
    this.scope = frame ?? page;
  }

  /** The same page, read in another language (after a switch). */
  in(language: Language): SitePage {
    return new SitePage(this.page, language, this.scope === this.page ? undefined : (this.scope as FrameLocator));
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /**
   * The site's header; a dialog's own header is not it. Mantine draws one in every dialog, some in
   * a portal outside #root, the auth dialog in place inside it.
   */
  get header(): Locator {
    return this.scope.locator('#root').getByRole('banner').and(this.scope.locator(':not([role="dialog"] *)'));
  }

  get footer(): Locator {
    return this.scope.getByRole('contentinfo');
  }

  /** The header's navigation links (big screens). */
  get mainNav(): Locator {
    return this.scope.getByRole('navigation', { name: this.text('nav.main') });
  }

  /** The bottom tab bar (small screens). */
  get tabBar(): Locator {
    return this.scope.getByRole('navigation', { name: this.text('tabBar.label') });
  }

  /** The floating customer-service button. */
  get serviceButton(): Locator {
    return this.scope.getByRole('button', { name: this.text('contact.floatingButton') });
  }

  /** The logo, a link home (labelled with the visible site name first; the nav's own "Home" link is text). */
  get logoLink(): Locator {
    return this.header.getByLabel(`${this.text('site.name')} ${this.text('nav.home')}`, { exact: true });
  }

  get main(): Locator {
    return this.scope.getByRole('main');
  }

  /** The page's title (its h1). */
  heading(key: string): Locator {
    return this.scope.getByRole('heading', { level: 1, name: this.text(key) });
  }

  /** The header's login button: there while nobody is logged in. */
  get loginButton(): Locator {
    return this.header.getByRole('button', { name: this.text('header.login'), exact: true });
  }

  get authDialog(): Locator {
    return this.scope.getByRole('dialog', { name: this.text('auth.dialogLabel') });
  }

  authTab(tab: 'login' | 'register'): Locator {
    return this.authDialog.getByRole('tab', { name: this.text(tab === 'login' ? 'auth.loginTab' : 'auth.registerTab') });
  }

  get forgotPasswordDialog(): Locator {
    return this.scope.getByRole('dialog', { name: this.text('forgotPassword.title') });
  }

  /** Toasts on screen; filter with `hasText`. */
  toast(text?: string | RegExp): Locator {
    const toasts = this.scope.getByRole('alert').filter({ hasNot: this.scope.getByRole('button', { name: this.text('chunk.reload') }) });
    return text === undefined ? toasts : toasts.filter({ hasText: text });
  }

  /** The countdown line of a toast ("Closes in 3 s"). */
  toastCountdown(seconds: number): Locator {
    return this.scope.getByText(this.text('toast.closesIn', { seconds }), { exact: true });
  }

  /** The screen shown when a script or style chunk failed to load. */
  get recoveryScreen(): Locator {
    return this.scope.getByRole('alert').filter({ has: this.scope.getByRole('heading', { name: this.text('chunk.title') }) });
  }

  get reloadButton(): Locator {
    return this.recoveryScreen.getByRole('button', { name: this.text('chunk.reload') });
  }

  get htmlLang(): Promise<string | null> {
    return this.scope.locator('html').getAttribute('lang');
  }

  /** Big screens: the header's language menu. */
  get languageMenuButton(): Locator {
    return this.header.getByRole('button', { name: this.text('header.language') });
  }

  /** Small screens: the burger that opens the side nav. */
  get openMenuButton(): Locator {
    return this.header.getByRole('button', { name: this.text('nav.openMenu') });
  }

  get sideNav(): Locator {
    return this.scope.getByRole('dialog', { name: this.text('sideNav.title') });
  }

  get sideNavLanguages(): Locator {
    return this.sideNav.getByRole('region', { name: this.text('sideNav.languages') });
  }

  /**
   * Switches language the way a player does: the header menu on a big screen, the side nav's
   * language list on a small one. The page reloads into the new language.
   */
  async switchLanguage(to: Language, bigScreen: boolean): Promise<void> {
    const label = this.text(`language.${to}`);
    if (bigScreen) {
      await this.languageMenuButton.click();
      await this.scope.getByRole('menuitem', { name: label }).click();
    } else {
      await this.openMenuButton.click();
      await this.sideNavLanguages.getByRole('button', { name: label, exact: true }).click();
    }
  }
}

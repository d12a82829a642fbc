// The mock's native app harness (/__mock/app): the site framed as the app's web view, the bridge's
// messages both ways (openapi/bridge.yaml), and the app's controls. The harness's own words are
// Japanese with English; the site inside it is a SitePage scoped to the frame.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '../fixtures/locales.ts';
import { SitePage } from './site-page.ts';

type Direction = 'to-app' | 'to-site';

const DIRECTION_TEXT: Record<Direction, string> = { 'to-app': 'サイト → アプリ', 'to-site': 'アプリ → サイト' };

export class AppHarnessPage {
  readonly page: Page;
  readonly os: 'ios' | 'android';

  constructor(page: Page, os: 'ios' | 'android' = 'ios') {
    this.page = page;
    this.os = os;
  }

  /** Opens the harness with the site at `path`, and waits for the site's first screen in the frame. */
  async open(path = '/'): Promise<SitePage> {
    await this.page.goto(`/__mock/app?os=${this.os}&path=${encodeURIComponent(path)}`);
    const site = this.site();
    await expect(site.logoLink).toBeVisible({ timeout: 15_000 });
    return site;
  }

  /** The web view's frame. */
  get webView(): Locator {
    return this.page.getByTitle(/アプリのWebビュー/);
  }

  /** The site as the app shows it, read in `language`. */
  site(language: Language = 'ja-JP'): SitePage {
    return new SitePage(this.page, language, this.webView.contentFrame());
  }

  /** The log of messages, newest first. */
  get log(): Locator {
    return this.page.getByRole('list', { name: /メッセージ/ });
  }

  /** Messages of a type that went one way ("サイト → アプリ" GO_GAME ...). */
  messages(direction: Direction, type: string): Locator {
    return this.log.getByRole('listitem').filter({ hasText: DIRECTION_TEXT[direction] }).filter({ hasText: new RegExp(`${DIRECTION_TEXT[direction]}${type}(\\{|$)`) });
  }

  /** What the app says it did last (opened a game, closed itself on BACK...). */
  get status(): Locator {
    return this.page.getByRole('status');
  }

  /** The device's back, as the app sends it. */
  async sendBack(): Promise<void> {
    await this.page.getByRole('button', { name: '戻るボタン (BACK) を送る' }).click();
  }

  async sendLanguage(language: Language): Promise<void> {
    await this.page.getByLabel('アプリの言語 (SET_LANGUAGE)').selectOption(language);
    await this.page.getByRole('button', { name: '言語を送る / Send' }).click();
  }

  get languageSelect(): Locator {
    return this.page.getByLabel('アプリの言語 (SET_LANGUAGE)');
  }

  async announceUpdate(version: string, mandatory = false): Promise<void> {
    await this.page.getByLabel('新しいアプリのバージョン (SHOW_UPDATE)').fill(version);
    if (mandatory) await this.page.getByLabel('必須 / Mandatory').check();
    await this.page.getByRole('button', { name: 'アップデートを知らせる / Send' }).click();
  }

  /** The sign-in the site asked the app for, answered as the provider's app would. */
  async answerSignIn(provider: string, decision: 'allow' | 'deny'): Promise<void> {
    await expect(this.page.getByRole('heading', { name: new RegExp(`^${provider} でのサインイン要求`) })).toBeVisible();
    await this.page.getByRole('button', { name: decision === 'allow' ? '許可する / Allow' : '拒否する / Deny' }).click();
  }
}

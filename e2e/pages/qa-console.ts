// The QA console (/__mock/) as QA uses it: panels from the nav, forms by their labels. Labels come
// from the console's own locale file, so a reworded label does not break a test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

type Messages = { [key: string]: string | Messages };
const messages = JSON.parse(readFileSync(join(import.meta.dirname, '../../console/src/locales/ja-JP.json'), 'utf8')) as Messages;

/** The console's ja-JP text for `key`, placeholders filled. */
export function consoleText(key: string, values: Record<string, string | number> = {}): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no console text ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

export type PanelName = 'session' | 'accounts' | 'inbox' | 'clock' | 'wallets' | 'scenarios' | 'journal' | 'push' | 'desk' | 'snapshots' | 'coverage';

export class QaConsolePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(session: string, panel: PanelName = 'session'): Promise<void> {
    await this.page.goto(`/__mock/?session=${encodeURIComponent(session)}#${panel}`);
    await expect(this.panel(panel)).toBeVisible();
  }

  panel(name: PanelName): Locator {
    return this.page.getByRole('region', { name: consoleText(`nav.${name}`) });
  }

  /** Goes to a panel through the nav (behind the burger on a phone). */
  async show(name: PanelName): Promise<Locator> {
    const burger = this.page.getByRole('button', { name: consoleText('nav.toggle') });
    if (await burger.isVisible()) await burger.click();
    await this.page.getByRole('navigation', { name: consoleText('nav.label') }).getByRole('link', { name: consoleText(`nav.${name}`), exact: true }).click();
    await expect(this.panel(name)).toBeVisible();
    return this.panel(name);
  }

  /** Picks an option of a Mantine select by typing part of it. */
  async choose(within: Locator, label: string, option: string | RegExp): Promise<void> {
    const input = within.getByRole('combobox', { name: label, exact: true });
    await input.click();
    if (typeof option === 'string' && (await input.isEditable())) await input.fill(option);
    await this.page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  }

  /** Arms a code for an operation through the form, as QA would. */
  async armCode(operation: string, code: RegExp): Promise<void> {
    const form = this.page.getByRole('form', { name: consoleText('scenarios.armTitle') });
    await this.choose(form, consoleText('scenarios.operation'), operation);
    const codeInput = form.getByRole('combobox', { name: consoleText('scenarios.code'), exact: true });
    await codeInput.click();
    await this.page.getByRole('option', { name: code }).click();
    await form.getByRole('button', { name: consoleText('scenarios.arm') }).click();
  }
}

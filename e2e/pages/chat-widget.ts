// The live-support chat widget (features/chat) as a player uses it, and the chat history page.
import { expect, type Locator } from '@playwright/test';
import type { SitePage } from './site-page.ts';

export class ChatWidgetPage {
  readonly site: SitePage;

  constructor(site: SitePage) {
    this.site = site;
  }

  get dialog(): Locator {
    return this.site.scope.getByRole('dialog', { name: this.site.text('chat.title') });
  }

  get log(): Locator {
    return this.dialog.getByRole('log', { name: this.site.text('chat.log') });
  }

  /** Opens it from the floating contact button (which also goes to /contact). */
  async open(): Promise<void> {
    await this.site.serviceButton.click();
    // The first time, the widget's chunk and strings load with /contact's.
    await expect(this.dialog).toBeVisible({ timeout: 15_000 });
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: this.site.text('chat.close') }).click();
    await expect(this.dialog).toBeHidden();
  }

  get message(): Locator {
    return this.dialog.getByRole('textbox', { name: this.site.text('chat.message') });
  }

  async send(text: string): Promise<void> {
    await this.message.fill(text);
    await this.dialog.getByRole('button', { name: this.site.text('chat.send'), exact: true }).click();
    await expect(this.log).toContainText(text);
  }

  /** Chooses a file for the paperclip (a picture, or anything a player might pick). */
  async attach(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.site.page.waitForEvent('filechooser');
    await this.dialog.getByRole('button', { name: this.site.text('chat.attachPicture') }).click();
    await (await chooser).setFiles(file);
  }

  get failure(): Locator {
    return this.dialog.getByRole('alert');
  }
}

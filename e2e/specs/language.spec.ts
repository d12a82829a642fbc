// Interface language (PRODUCT.md): ja-JP on a first visit whatever the browser says, `?lang=`
// sets and stores a choice, and switching reloads the page into the new language.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

test.use({ locale: 'en-US' });

test('a first visit is in Japanese whatever the browser prefers', async ({ page }) => {
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  await expect(site.header.getByRole('button', { name: site.text('header.login') })).toBeVisible();
  expect(await documentLanguage(page)).toBe('ja-JP');
});

test('?lang=en-US sets English and the choice is kept', async ({ page }) => {
  const site = new SitePage(page, 'en-US');
  await site.goto('/?lang=en-US');
  await expect(site.header.getByRole('button', { name: site.text('header.login') })).toBeVisible();
  expect(await documentLanguage(page)).toBe('en-US');

  await site.goto('/promo');
  await expect(site.heading('pages.promo')).toBeVisible();
  expect(await documentLanguage(page)).toBe('en-US');
});

test('switching language reloads the page into the new language', { tag: '@both' }, async ({ page, isMobile }) => {
  const japanese = new SitePage(page, 'ja-JP');
  await japanese.goto('/promo');
  await expect(japanese.heading('pages.promo')).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await japanese.switchLanguage('en-US', !isMobile);
  await reloaded;

  const english = japanese.in('en-US');
  await expect(english.heading('pages.promo')).toBeVisible();
  await expect(page).toHaveURL('/promo');
  expect(await documentLanguage(page)).toBe('en-US');

  // Stored: a fresh load stays in English.
  await page.reload();
  await expect(english.heading('pages.promo')).toBeVisible();
});

test('Chinese is offered and renders', async ({ page }) => {
  const site = new SitePage(page, 'zh-CN');
  await site.goto('/promo?lang=zh-CN');
  await expect(site.heading('pages.promo')).toBeVisible();
  expect(await documentLanguage(page)).toBe('zh-CN');
});

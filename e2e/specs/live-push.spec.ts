// A publicToast pushed over the live-push socket shows as a toast, in the player's language.
import { publicToast, pushWhenConnected } from '../fixtures/push.ts';
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

test('a publicToast push shows as a toast in Japanese', async ({ page, mock }) => {
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  const message = publicToast('success', 'E2E: お知らせのテスト');
  await pushWhenConnected(mock, message);
  await expect(site.toast(message.payload.message['ja-JP'])).toBeVisible();
});

test('a publicToast push shows in English for an English reader', async ({ page, mock }) => {
  const site = new SitePage(page, 'en-US');
  await site.goto('/?lang=en-US');
  const message = publicToast('warning', 'E2E: notice');
  await pushWhenConnected(mock, message);
  await expect(site.toast(message.payload.message['en-US'])).toBeVisible();
});

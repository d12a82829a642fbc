// The global toast: shown for 3 s with a visible countdown (SPEC §2, §9). Time is Playwright's
// clock, so the test neither waits 3 real seconds nor races them.
import type { Page } from '@playwright/test';
import type { MockControl } from '../fixtures/mock-control.ts';
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';
import { publicToast, pushWhenConnected } from '../fixtures/push.ts';
import { settle } from '../fixtures/settle.ts';

/** Home with Playwright's clock in charge, then a pushed toast, visible with 3 s to go. */
async function openToast(page: Page, mock: MockControl, text: string) {
  await page.clock.install();
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  await expect(site.heading('site.name')).toBeAttached();
  // From here on only the test moves time.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);

  const message = publicToast('info', text);
  await pushWhenConnected(mock, message);
  const toast = site.toast(message.payload.message['ja-JP']);
  await expect(toast).toBeVisible();
  const closesIn = (seconds: number) => toast.getByText(site.text('toast.closesIn', { seconds }));
  await expect(closesIn(3)).toBeAttached();
  return { toast, closesIn };
}

test('a toast counts down from 3 s and closes itself', async ({ page, mock }) => {
  const { toast, closesIn } = await openToast(page, mock, 'カウントダウンの確認');
  await page.clock.runFor(1_000);
  await expect(closesIn(2)).toBeAttached();
  await page.clock.runFor(1_000);
  await expect(closesIn(1)).toBeAttached();
  // 3 s after it opened, plus the closing animation.
  await page.clock.runFor(1_500);
  await expect(toast).toBeHidden();
});

test('a hovered toast stays open and its countdown starts again when the pointer leaves', async ({ page, mock }) => {
  const { toast, closesIn } = await openToast(page, mock, 'ホバーで一時停止');
  await page.clock.runFor(1_000);
  await expect(closesIn(2)).toBeAttached();

  await toast.hover();
  // Let the page take in the hover before time moves (React commits on its own task).
  await settle(page);
  await page.clock.runFor(5_000);
  await expect(toast).toBeVisible();
  await expect(closesIn(3)).toBeAttached();

  await page.mouse.move(0, 0);
  await settle(page);
  await page.clock.runFor(2_000);
  await expect(closesIn(1)).toBeAttached();
  await page.clock.runFor(1_500);
  await expect(toast).toBeHidden();
});

// A wallet change made through the control API reaches a logged-in page over the live-push socket
// (topic `wallet`), and the header wallet's balance changes without a reload (the house issue).
import { pushWhenConnected } from '../fixtures/push.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

test('an adjustment by QA shows in the header balance without a reload', async ({ page, mock, player }) => {
  const site = new SitePage(page);
  await site.goto('/');
  await new AuthDialogPage(site).restored(player.name);
  const wallet = new HeaderWalletPage(site);
  await expect(wallet.button).toContainText('¥125.00K');

  // A reload would lose this marker: its survival proves the balance changed in place.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  // The socket starts after the first paint; a push before the page subscribed reaches nobody.
  // The unchanged balance, pushed until it lands, says the page now listens on `wallet`.
  await pushWhenConnected(mock, { topic: 'wallet', loginName: 'qcplayer01', payload: { walletType: 'COMMON', currency: 'JPY', amount: 125_000 } });

  const idempotencyKey = `e2e-${test.info().testId}`;
  const adjusted = await mock.adjustWallet({ loginName: 'qcplayer01', amount: 2500, idempotencyKey });
  await expect(wallet.button).toContainText('¥127.50K');
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);

  // The same key again counts once: the same transaction, and the balance stays where it was.
  const repeated = await mock.adjustWallet({ loginName: 'qcplayer01', amount: 2500, idempotencyKey });
  expect(repeated).toMatchObject({ replayed: true, transactionId: adjusted.transactionId });
  expect(repeated.wallet).toMatchObject({ walletType: 'COMMON', currency: 'JPY', amount: 127_500 });

  // The popover lists the main wallet in full (PRODUCT.md: lists show ¥127,500).
  await expect(await wallet.open()).toContainText('¥127,500');
});

// The Q-pon shop (SPEC §2 /q-pon and /q-pon-reward, §7 "Points: goods, modules, customer points,
// exchange, record"): login only; points QA grants buy a coupon, the points and the stock fall, the
// coupon shows on the rewards page (with the `coupon` push's toast) and in the history, and it can
// be used; an exchange the points no longer cover is refused with its message and nothing moves.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { QponPage } from '../pages/qpon.ts';
import { SitePage } from '../pages/site-page.ts';

const CASH = '¥1,000 キャッシュクーポン';

test('a visitor is sent home from /q-pon and its pages; the rewards page asks them to log in', async ({ page }) => {
  const site = new SitePage(page);
  for (const path of ['/q-pon', '/q-pon/shop', '/q-pon/shop-history', '/q-pon/faq']) {
    await site.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await site.goto('/q-pon-reward');
  await expect(site.heading('pages.qponReward')).toBeVisible();
  await expect(page.getByRole('button', { name: site.text('qpon.reward.login') })).toBeVisible();
});

test("the shop's goods and points are asked for beside the page's chunk, not once it has loaded", async ({ page, player: _loggedIn }) => {
  const site = new SitePage(page);
  const shop = new QponPage(site);
  // The shop page's chunk held back: its own queries cannot leave before it comes.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let chunkAsked = false;
  await page.route('**/assets/shop-page-*.js', async (route) => {
    chunkAsked = true;
    await released;
    await route.continue();
  });
  const goodsAsked = page.waitForRequest('**/api/phoenix/points/goods');
  const pointsAsked = page.waitForRequest('**/api/phoenix/points/customer');
  await site.goto('/q-pon/shop');
  await Promise.all([goodsAsked, pointsAsked]);
  expect(chunkAsked).toBe(true);
  release();
  await expect(site.heading('pages.qponShop')).toBeVisible({ timeout: 15_000 });
  await expect(shop.goods(CASH)).toContainText('残り 50 点');
  await expect(shop.points).toHaveText(/\d pt$/);
});

test('points granted by QA buy a coupon: points and stock fall, the coupon shows and is used, the history has it', { tag: '@both' }, async ({ page, mock, player }) => {
  test.slow();
  const site = new SitePage(page);
  const shop = new QponPage(site);
  await mock.grantPoints({ loginName: 'qcplayer01', points: 3000 });
  await shop.open(player.name);

  // The shop's own chrome: no site header or tab bar, its bar and a way back to the casino.
  await expect(site.header).toBeHidden();
  await expect(site.tabBar).toBeHidden();
  await expect(page.getByRole('link', { name: site.text('qpon.backToCasino') })).toBeVisible();
  await expect(shop.points).toHaveText('3,000 pt');
  await expect(shop.goods(CASH)).toContainText('残り 50 点');
  expect(await seriousViolations(page)).toEqual([]);

  await shop.chooseGoods(CASH);
  await expect(shop.exchangeDialog).toContainText('2,000 pt');
  // Axe reads colours as drawn: wait for the dialog's fade-in to end, or it measures the contrast
  // of text still half transparent.
  await expect(shop.exchangeDialog).toHaveCSS('opacity', '1');
  expect(await seriousViolations(page)).toEqual([]);
  await shop.exchangeDialog.getByRole('button', { name: site.text('qpon.exchange.confirm') }).click();

  // The reward it gave, with its code; the `coupon` push says so too (first: its toast closes
  // itself after 3 s, which the checks before it could outlast on a busy machine).
  await expect(page).toHaveURL(/\/q-pon-reward\?couponId=C-/);
  await expect(site.toast(site.text('couponPush.ISSUED', { title: CASH }))).toBeVisible();
  await expect(site.heading('pages.qponReward')).toBeVisible();
  const coupon = shop.coupon(CASH);
  await expect(coupon).toContainText(site.text('qpon.reward.status.UNUSED'));
  await expect(coupon.getByLabel(new RegExp(`^${site.text('qpon.reward.code')} QP-`))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await shop.section('shop').click();
  await expect(shop.points).toHaveText('2,000 pt');
  await expect(shop.goods(CASH)).toContainText('残り 49 点');
  await expect(shop.goods(CASH)).toContainText('交換済み 1 回');

  await shop.section('history').click();
  await expect(site.heading('pages.qponShopHistory')).toBeVisible({ timeout: 15_000 });
  const history = page.getByRole('region', { name: site.text('pages.qponShopHistory') });
  await expect(history.getByRole('status')).toHaveText(site.text('qpon.history.total', { count: 2 }));
  await expect(history).toContainText(CASH);
  await expect(history).toContainText('-1,000 pt');
  await expect(history).toContainText('+3,000 pt');
  expect(await seriousViolations(page)).toEqual([]);

  // From the history to the coupon, and using it: ¥1,000 into the main wallet.
  await history.getByRole('link', { name: site.text('qpon.history.showCoupon') }).click();
  await shop.coupon(CASH).getByRole('button', { name: site.text('qpon.reward.use') }).click();
  await expect(site.toast(site.text('qpon.reward.usedDone.CASH', { amount: '¥1,000' }))).toBeVisible();
  await expect(shop.coupon(CASH)).toContainText(site.text('qpon.reward.status.USED'));
  const ledger = await mock.readLedger({ loginName: 'qcplayer01' });
  expect(ledger.balances.find((b) => b.walletType === 'COMMON')?.amount).toBe(126_000);
});

test('an exchange the points no longer cover is refused with its message, and nothing moves', async ({ page, mock, player }) => {
  const site = new SitePage(page);
  const shop = new QponPage(site);
  await mock.grantPoints({ loginName: 'qcplayer01', points: 1200 });
  await shop.open(player.name);
  await expect(shop.points).toHaveText('1,200 pt');
  await shop.chooseGoods(CASH);

  // Meanwhile the points went elsewhere (another device, an expiry): QA takes 500 back.
  await mock.grantPoints({ loginName: 'qcplayer01', points: -500 });
  await shop.exchangeDialog.getByRole('button', { name: site.text('qpon.exchange.confirm') }).click();
  await expect(shop.exchangeDialog.getByRole('alert')).toHaveText('ポイントが足りません');
  await shop.exchangeDialog.getByRole('button', { name: site.text('qpon.exchange.cancel') }).click();

  await expect(shop.points).toHaveText('700 pt');
  await expect(shop.goods(CASH)).toContainText('残り 50 点');
  await expect(shop.goods(CASH).getByRole('button', { name: site.text('qpon.goods.notEnough') })).toBeDisabled();
  const points = await mock.readPoints({ loginName: 'qcplayer01' });
  expect(points.entries.map((entry) => entry.kind)).toEqual(['adjust', 'adjust']);
  expect(points.balance).toBe(700);
});

test('the FAQ, terms and privacy policy of the shop are real text from the CMS', async ({ page, player }) => {
  const site = new SitePage(page);
  const shop = new QponPage(site);
  await shop.open(player.name);
  for (const [section, title, heading] of [
    ['faq', 'pages.qponFaq', 'ポイント'],
    ['terms', 'pages.qponTerms', 'ポイントの有効期限'],
    ['privacy', 'pages.qponPrivacy', '取得する情報'],
  ] as const) {
    await shop.section(section).click();
    await expect(site.heading(title)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  // The FAQ states the rule the server earns points by.
  await shop.section('faq').click();
  await page.getByRole('button', { name: 'Q-PON ポイントはどうすれば貯まりますか？' }).click();
  await expect(page.getByText(/確定したベットは¥1,000ごとに1ポイント/)).toBeVisible();
});

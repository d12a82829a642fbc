// Station messages (SPEC §3 "Notice", §7 "Station messages"): a notice QA publishes raises the
// header's badge live, opens in detail and is then read; an important one shows in the dialog
// after the login fetch (SPEC §4); the login records list this login.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { SitePage } from '../pages/site-page.ts';

const DIALOG = '[role="dialog"]';

test('a notice QA publishes raises the badge live, opens in detail and is marked read', async ({ page, mock, player }) => {
  test.slow();
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  await centre.home(player.name);
  const bell = (count?: number) => site.header.getByRole('link', { name: count ? site.text('notices.bellUnread', { count }) : site.text('notices.bell'), exact: true });
  await expect(bell()).toBeVisible();

  await mock.publishNotice({ loginName: 'qcplayer01', title: '年末年始の営業について', content: '12月31日から1月3日まで、出金の処理に通常より時間がかかります。\n\nご了承ください。', linkPath: '/account/withdraw' });
  await expect(bell(1)).toBeVisible();
  await bell(1).click();
  await expect(site.heading('pages.notices')).toBeVisible({ timeout: 15_000 });
  const list = page.getByRole('region', { name: site.text('pages.notices') });
  await expect(list.getByRole('status')).toHaveText(site.text('notices.total', { count: 1, unread: 1 }));
  expect(await seriousViolations(page)).toEqual([]);

  await list.getByRole('link', { name: '年末年始の営業について' }).click();
  await expect(site.heading('pages.noticeDetail')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/account\/notice-detail\?id=\d+$/);
  await expect(page.getByRole('article')).toContainText('ご了承ください。');
  await expect(page.getByRole('link', { name: site.text('notices.detail.open') })).toHaveAttribute('href', '/account/withdraw');
  // Opening it read it: the badge is gone.
  await expect(bell()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A second one arrives while the list is open; "mark all as read" clears it.
  await page.getByRole('link', { name: `‹ ${site.text('notices.detail.back')}` }).click();
  await mock.publishNotice({ loginName: 'qcplayer01', title: 'メンテナンスのお知らせ', content: '11月30日 2:00〜4:00' });
  await expect(bell(1)).toBeVisible();
  await expect(list.getByRole('status')).toHaveText(site.text('notices.total', { count: 2, unread: 1 }));
  await page.getByRole('button', { name: site.text('notices.markAll') }).click();
  await expect(bell()).toBeVisible();
  await expect(list.getByRole('status')).toHaveText(site.text('notices.total', { count: 2, unread: 0 }));
});

test('an important notice shows in the dialog after login; "got it" reads it', async ({ page, mock }) => {
  test.slow();
  const site = new SitePage(page);
  await mock.publishNotice({ loginName: 'qcplayer01', title: '利用規約改定のお知らせ', content: '12月1日に利用規約を改定します。', important: true });
  await site.goto('/');
  const auth = new AuthDialogPage(site);
  await auth.open('login');
  await auth.loginWithPassword('player01', 'Passw0rd!');

  const dialog = page.getByRole('dialog', { name: site.text('notices.dialog.title') });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('12月1日に利用規約を改定します。');
  // The dialog only: axe over the whole home page behind it takes long on a busy machine.
  expect(await seriousViolations(page, DIALOG)).toEqual([]);
  await dialog.getByRole('button', { name: site.text('notices.dialog.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(site.header.getByRole('link', { name: site.text('notices.bell'), exact: true })).toBeVisible();
});

test('the login records list this login, with its device and how, in the account centre', { tag: '@both' }, async ({ page, isMobile }) => {
  test.slow();
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  // About this login: made through the dialog, in this browser.
  await centre.logInThroughDialog();
  await centre.fromMenu('pages.loginRecords');
  const list = page.getByRole('region', { name: site.text('pages.loginRecords') });
  await expect(list.getByRole('status')).toHaveText(site.text('notices.logins.total', { count: 1 }));
  await expect(list).toContainText(isMobile ? 'Chrome (Android)' : 'Chrome');
  await expect(list).toContainText(site.text('notices.logins.methods.PASSWORD'));
  await expect(list).toContainText(site.text('notices.logins.newDevice'));
  expect(await seriousViolations(page)).toEqual([]);
});

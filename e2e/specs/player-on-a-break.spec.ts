// A player on a break is offered nothing (PRODUCT.md "a player on a break"): put on a
// cooling-off by the control call QA uses (POST /__mock/players/:loginName/self-control, the one-tap
// lock's 24 h), the player sees no campaign banners, no promotions teaser and no jump dialog on
// home; a tournament, the lottery and the shop's cash goods say why they are closed and until when
// (Japan time), while a good that pays nothing (a partner's gift card) stays open. Both viewports.
import { seriousViolations } from '../fixtures/axe.ts';
import { dailyRace } from '../fixtures/competitions.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { ContentPage } from '../pages/content-page.ts';
import { QponPage } from '../pages/qpon.ts';
import { SitePage } from '../pages/site-page.ts';

/** Japan time as the page writes it (lib/format formatDate, withTime). */
const japanTime = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

test('a player on a cooling-off sees no offers, and a tournament, the lottery and the cash goods say why they are closed and until when', async ({ page, mock, player }) => {
  test.setTimeout(120_000);
  await mock.grantPoints({ loginName: player.loginName, points: 5_000 });
  const { coolingOffUntil } = await mock.setPlayerSelfControl(player.loginName, { type: 'COOLING_OFF', days: 1 });
  if (!coolingOffUntil) throw new Error('the cooling-off did not start');
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  const content = new ContentPage(site);
  const closed = page.getByRole('status', { name: site.text('offersClosed.title') });
  const until = site.text('offersClosed.until', { date: japanTime(coolingOffUntil) });

  // Home: the game sections come, but no campaign banners and no promotions teaser.
  await site.goto('/');
  // The header's account part comes once the player is read: from then on the page knows the break.
  await expect(centre.accountMenu(player.name)).toBeVisible({ timeout: 30_000 });
  await expect(site.main.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(content.banners).toHaveCount(0);
  await expect(content.promotions).toHaveCount(0);
  // The jump dialog is due 5 minutes after the login for a player not on a break (jump-dialog.spec):
  // the player the site read has none due, so the page schedules none and never reports a showing.
  const [info] = await mock.journal({ operation: 'getUserInfo' });
  expect((info?.responseBody as { data?: { jump?: unknown } })?.data?.jump).toMatchObject({ flag: false, nextAt: null });
  await expect(page.getByRole('dialog', { name: site.text('jumpDialog.title') })).toHaveCount(0);
  expect(await mock.journal({ operation: 'markJumpShown' })).toEqual([]);

  // A tournament: no join button; why, and until when.
  await site.goto(`/tournaments/${await dailyRace(mock)}`);
  await expect(closed).toContainText(site.text('offersClosed.coolingOff'), { timeout: 15_000 });
  await expect(closed).toContainText(until);
  await expect(page.getByRole('button', { name: site.text('competitions.tournament.join') })).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The lottery: the entry is closed the same way.
  await site.goto('/lottery');
  await expect(closed).toContainText(until, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: site.text('competitions.lottery.enterTitle') })).toHaveCount(0);

  // The shop: cash goods closed, a partner's gift card still open.
  const qpon = new QponPage(site);
  await site.goto('/q-pon/shop');
  await expect(closed).toContainText(until, { timeout: 15_000 });
  await expect(qpon.goods('¥1,000 キャッシュクーポン').getByRole('button', { name: site.text('qpon.goods.onBreak') })).toBeDisabled();
  await expect(qpon.goods('デジタルギフト券 ¥1,000').getByRole('button', { name: site.text('qpon.goods.exchangeNamed', { title: 'デジタルギフト券 ¥1,000' }) })).toBeEnabled();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

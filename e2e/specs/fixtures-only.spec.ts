// A QA test built from fixture calls only: a new player with money, a pending
// withdrawal, an open sports bet and a cooling-off, all made through the control API's fixture
// calls (the player API's own use cases underneath), then logged in by a fixture session the page
// restores as a returning player's. Every screen shows that state: the header balance, the open
// order, the bet with its totals, the break on the deposit and responsible-gaming pages. The
// expected words come from /__mock/codes where a code is shown. Both viewports.
import { seriousViolations } from '../fixtures/axe.ts';
import { sealSession } from '../fixtures/seal-session.ts';
import { expect, test } from '../fixtures/test.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

test('a player made by fixture calls: logged in, a pending withdrawal, an open bet and a cooling-off, on every screen', async ({ page, context, mock }) => {
  test.slow();
  const player = await mock.createMockPlayer({ name: 'fixture01', balance: 50_000 });
  const order = await mock.openPlayerWithdrawal(player.loginName, { amount: 10_000 });
  const [sports] = (await mock.listGames({ playType: 'SPORTS', limit: 1 })).games;
  const bet = await mock.placePlayerBet(player.loginName, { game: sports!.gameId, stake: 1_000 });
  const control = await mock.setPlayerSelfControl(player.loginName, { type: 'COOLING_OFF', days: 7 });
  expect([order.status, bet.status, control.coolingOffUntil === null]).toEqual(['PENDING', 'OPEN', false]);
  await sealSession(context, mock, await mock.startPlayerSession(player.loginName));

  const site = new SitePage(page);
  const wallet = new HeaderWalletPage(site);
  // The withdrawal page: the order the fixture opened, its fee taken, the balance after it and the bet.
  await site.goto('/account/withdraw');
  await expect(site.heading('pages.withdraw')).toBeVisible({ timeout: 15_000 });
  await expect(wallet.button).toContainText('¥39.00K');
  const pending = site.main.getByRole('region', { name: site.text('withdrawal.order.title') });
  await expect(pending).toContainText(site.text('withdrawal.status.PENDING'));
  await expect(pending).toContainText(order.orderId);
  await expect(pending).toContainText('¥9,500');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The deposit page: closed by the break, titled in the catalogue's words for the code.
  await site.goto('/account/deposit');
  const closed = page.getByRole('alert').filter({ hasText: await mock.codeText('coolingOffActive') });
  await expect(closed).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: site.text('deposit.submit.BANK') })).toHaveCount(0);

  // Responsible gaming: the cooling-off runs.
  await site.goto('/account/responsible-gaming');
  await expect(page.getByRole('status').filter({ hasText: site.text('responsibleGaming.running.COOLING_OFF') })).toBeVisible({ timeout: 15_000 });

  // The unsettled bets: the open bet, its result and the totals' both "-".
  await site.goto('/account/unsettledbets');
  const bets = page.getByRole('region', { name: site.text('pages.unsettledBets') });
  await expect(bets).toContainText(sports!.name['ja-JP'], { timeout: 15_000 });
  await expect(bets).toContainText(bet.betId);
  const totals = page.getByRole('list', { name: site.text('bets.totals.label') }).or(page.getByLabel(site.text('bets.totals.label')));
  await expect(totals.getByRole('definition')).toHaveText([site.text('bets.totals.countValue', { count: 1 }), '¥1,000', '-', '-']);

  // What the site called, as QA reads it from the journal: the player's own session all along.
  const calls = await mock.journal({ operation: 'getCurrentWithdrawal' });
  expect(calls[0]).toMatchObject({ code: 200, violations: [] });
});

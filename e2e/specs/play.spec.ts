// Playing games (SPEC §4): a visitor is asked to register, AMIGO plays for real on the
// ledger (the header balance, the frame's net position and the settled bets follow), a demo slot
// plays on play money only, a self-excluded player is told why, and a sports bet settled through
// the control API moves from the unsettled bets to the settled ones. Opening a game (a route by screen size) and the
// phones' games menu in both viewports, the rest in one; axe on the
// game page and the bet pages.
import { seriousViolations } from '../fixtures/axe.ts';
import { loginElsewhere } from '../fixtures/api-login.ts';
import { gameOf } from '../fixtures/games.ts';
import type { MockControl } from '../fixtures/mock-control.ts';
import { startLoggedIn } from '../fixtures/player.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { GamePage, machineWords } from '../pages/game-page.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';
import { serverFetch } from '../fixtures/server-fetch.ts';

const bigScreen = (project: string) => project === 'desktop';

/** A bet page by its address (a bookmark): the route waits for the session, then shows its heading. */
async function openBets(site: SitePage, which: 'settled' | 'unsettled'): Promise<void> {
  await site.goto(which === 'settled' ? '/account/settledbets' : '/account/unsettledbets');
  await expect(site.heading(which === 'settled' ? 'pages.settledBets' : 'pages.unsettledBets')).toBeVisible({ timeout: 15_000 });
}

/** A 180-day self-exclusion taken by the player on another device. */
async function excludeElsewhere(mock: MockControl, loginName: string): Promise<void> {
  const login = await loginElsewhere(mock, loginName, 'Passw0rd!');
  const response = await serverFetch(new URL('/api/phoenix/user/info/selfControl', mock.baseURL), {
    method: 'POST',
    headers: { ...mock.sessionHeaders, 'content-type': 'application/json', authorization: `Bearer ${login.data.access_token}` },
    body: JSON.stringify({ type: 'SELF_EXCLUSION', days: 180 }),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 200) throw new Error(`self-exclusion answered ${answer.code}: ${answer.msg}`);
}
const ref = (kind: Parameters<typeof gameOf>[0]) => {
  const game = gameOf(kind);
  return { gameId: game.gameId, providerCode: game.providerCode, playType: game.playType };
};

test('a visitor opening a game gets the register dialog', { tag: '@both' }, async ({ page }, testInfo) => {
  const site = new SitePage(page);
  const game = new GamePage(site);
  await game.open(ref('pachinko'), bigScreen(testInfo.project.name));
  await expect(site.authDialog).toBeVisible({ timeout: 15_000 });
  await expect(site.authTab('register')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('alert')).toContainText(site.text('gamePlay.loginFirst'));
});

test('real play on an AMIGO machine moves the balance, the net position in the frame and the settled bets', { tag: '@both' }, async ({ page, player }, testInfo) => {
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  const wallet = new HeaderWalletPage(site);
  const game = new GamePage(site);
  await centre.home(player.name);
  await expect(wallet.button).toContainText('¥125.00K');

  await game.open(ref('pachinko'), bigScreen(testInfo.project.name));
  await expect(game.machineBalance).toHaveText('¥125,000', { timeout: 15_000 });
  await expect(game.session).toContainText(`${site.text('gamePlay.net')} ¥0`);
  expect(await seriousViolations(page)).toEqual([]);

  await game.playRound(machineWords.shoot);
  await expect(game.result).not.toBeEmpty();
  await expect(game.machineBalance).not.toHaveText('¥125,000');
  // The round was a bet on the ledger: the frame's net position follows the wallet push.
  await expect(game.session).toContainText(/[+-]¥[\d,]+/);
  await expect(game.session).toContainText(/\d+:\d\d/);

  await game.back.click();
  await expect(wallet.button).not.toContainText('¥125.00K', { timeout: 15_000 });
  await openBets(site, 'settled');
  const bets = page.getByRole('region', { name: site.text('pages.settledBets') });
  await expect(bets).toContainText(gameOf('pachinko').name['ja-JP'], { timeout: 15_000 });
  await expect(page.getByRole('definition').first()).toHaveText(site.text('bets.totals.countValue', { count: 1 }));
  expect(await seriousViolations(page)).toEqual([]);
});

test('a demo slot plays on play money: the real balance and the bet history stay as they were', async ({ page, player: _loggedIn }, testInfo) => {
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const wallet = new HeaderWalletPage(site);
  const game = new GamePage(site);
  // Straight to the game by its address, as the player the test started logged in.
  await game.open(ref('slot'), bigScreen(testInfo.project.name));
  await expect(game.bar).toContainText(site.text('gamePlay.demoShort'));
  await expect(game.machineBalance).toHaveText('¥100,000', { timeout: 15_000 });
  await game.playRound(machineWords.spin);
  await expect(game.result).not.toBeEmpty();
  await expect(game.machineBalance).not.toHaveText('¥100,000');

  await game.back.click();
  await expect(wallet.button).toContainText('¥125.00K', { timeout: 15_000 });
  await openBets(site, 'settled');
  await expect(page.getByText(site.text('bets.emptySettled'))).toBeVisible({ timeout: 15_000 });
});

test('a self-excluded player is refused with the reason and the end of the break', async ({ page, context, mock }, testInfo) => {
  test.setTimeout(60_000);
  const site = new SitePage(page);
  const game = new GamePage(site);
  // The player excluded themselves on another device (the site's own page for it has its own spec),
  // then logs in here: that login ends the other device's session, so it comes second.
  await excludeElsewhere(mock, 'qcplayer01');
  await startLoggedIn(context, mock);
  await game.open(ref('pachinko'), bigScreen(testInfo.project.name));
  const refusal = page.getByRole('alert').filter({ hasText: site.text('gamePlay.refused') });
  await expect(refusal).toContainText('自己排除期間中のためご利用いただけません', { timeout: 15_000 });
  await expect(refusal).toContainText(site.text('gamePlay.breakUntil', { date: '' }).trim());
  expect(await seriousViolations(page)).toEqual([]);
});

test('a sports bet settled through the control API moves from the unsettled bets to the settled ones', async ({ page, mock, player: _loggedIn }, testInfo) => {
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const game = new GamePage(site);
  await game.open(ref('sports'), bigScreen(testInfo.project.name));
  await game.machine.getByRole('button', { name: 'ホーム' }).click({ timeout: 15_000 });
  await game.machine.getByRole('button', { name: machineWords.placeBet }).click();
  await expect(game.result).toHaveText(machineWords.betOpen);

  await game.back.click();
  await openBets(site, 'unsettled');
  const unsettled = page.getByRole('region', { name: site.text('pages.unsettledBets') });
  await expect(unsettled).toContainText(site.text('bets.status.OPEN'), { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  const [bet] = (await mock.listBets({ status: 'OPEN' })).bets;
  expect(bet).toBeDefined();
  await mock.settleBet(bet!.betId, { result: 'win', payout: bet!.stake * 2 });
  // The settlement moves the wallet; its push refreshes the list.
  await expect(page.getByText(site.text('bets.emptyUnsettled'))).toBeVisible({ timeout: 15_000 });
  await openBets(site, 'settled');
  const settled = page.getByRole('region', { name: site.text('pages.settledBets') });
  await expect(settled).toContainText(site.text('bets.status.WIN'), { timeout: 15_000 });
  await expect(settled).toContainText(bet!.betId);
});

test('the game centre quick menu on a phone lists every lobby and the recently played games, which launch from there', { tag: '@both' }, async ({ page, player: _loggedIn }, testInfo) => {
  // The menu is the phones' (the tab bar's centre button); big screens have the lobbies in the header nav.
  test.skip(bigScreen(testInfo.project.name), 'phones only: the tab bar is hidden on big screens');
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const game = new GamePage(site);
  const pachinko = gameOf('pachinko');
  await game.open(ref('pachinko'), false);
  await expect(game.machineBalance).toHaveText('¥125,000', { timeout: 15_000 });
  await game.back.click();

  await site.tabBar.getByRole('button', { name: site.text('tabBar.games') }).click();
  const menu = page.getByRole('dialog', { name: site.text('gamePlay.centre.title') });
  await expect(menu.getByRole('link', { name: site.text('pages.sportsBet') })).toBeVisible({ timeout: 15_000 });
  await expect(menu.getByRole('link')).toHaveCount(9);
  const recent = menu.getByRole('button', { name: new RegExp(pachinko.name['ja-JP']) });
  await expect(recent).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await recent.click();
  await expect(page).toHaveURL(/\/slotGame\?platformCode=AMIGO/);
  await expect(game.machineBalance).toHaveText('¥125,000', { timeout: 15_000 });
});

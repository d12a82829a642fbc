// Tournaments (SPEC §1, §6, §7): a visitor finds the list and the lottery from home; a
// player joins the day's race from the account menu, plays an AMIGO machine in another tab and
// watches their row move without a reload (orderRanking); QA ends the race and the prize reaches
// the header balance live. One viewport (opening a game by screen size is play.spec's); axe on the list, a tournament and the lottery.
import { seriousViolations } from '../fixtures/axe.ts';
import { dailyRace, openDraw } from '../fixtures/competitions.ts';
import { gameOf } from '../fixtures/games.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { CompetitionsPage } from '../pages/competitions.ts';
import { GamePage, machineWords } from '../pages/game-page.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

const RACE = 'パチンコ・デイリーレース';
const bigScreen = (project: string) => project === 'desktop';

test('a visitor finds the tournaments and the lottery from home, with the seed hash of the next draw', async ({ page, mock }) => {
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const competitions = new CompetitionsPage(site);
  await site.goto('/');
  await competitions.stripLink('tournaments').click();
  await expect(site.heading('pages.tournaments')).toBeVisible({ timeout: 15_000 });
  await expect(competitions.card(RACE)).toContainText(site.text('competitions.status.RUNNING'));
  expect(await seriousViolations(page)).toEqual([]);

  await competitions.openTournament(RACE);
  await expect(competitions.joinLoginButton).toBeVisible();
  await expect(competitions.ranking.getByRole('row')).not.toHaveCount(0);
  await expect(competitions.ownRow).toHaveCount(0);
  await expect(competitions.timeLeft).toHaveText(/^\d\d:\d\d:\d\d$/);
  expect(await seriousViolations(page)).toEqual([]);

  // Home again as a visitor goes there, by the logo: no second load of the whole site.
  await site.logoLink.click();
  await competitions.stripLink('lottery').click();
  const { drawId, seedHash } = await openDraw(mock);
  await expect(competitions.seedHash(drawId)).toHaveText(seedHash, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: site.text('competitions.lottery.loginToEnter') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a player joins the race, plays an AMIGO machine in another tab and sees their row move without a reload', async ({ page, context, player: _loggedIn }, testInfo) => {
  test.setTimeout(120_000);
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  const competitions = new CompetitionsPage(site);
  // From the account menu: its "tournaments" entry leads to the list.
  await centre.open('pages.tournaments');
  await expect(site.heading('pages.tournaments')).toBeVisible({ timeout: 15_000 });
  await competitions.openTournament(RACE);
  await competitions.joinButton.click();
  await expect(page.getByRole('status').filter({ hasText: site.text('competitions.tournament.joined') })).toBeVisible();
  await expect(competitions.ownRow).toContainText('¥0');
  expect(await seriousViolations(page)).toEqual([]);

  const machine = await context.newPage();
  const game = new GamePage(new SitePage(machine));
  const pachinko = gameOf('pachinko');
  await game.open({ gameId: pachinko.gameId, providerCode: pachinko.providerCode, playType: pachinko.playType }, bigScreen(testInfo.project.name));
  await game.playRound(machineWords.shoot);
  await expect(game.result).not.toBeEmpty({ timeout: 15_000 });

  // The race's page, untouched since: the push moved the player's row.
  await expect(competitions.ownRow).toContainText(`¥${pachinko.maxBet.toLocaleString('en-US')}`, { timeout: 15_000 });
});

test('QA ends the race: the winner’s prize reaches the header balance live and the page shows the result', async ({ page, mock, player: _loggedIn }) => {
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  const competitions = new CompetitionsPage(site);
  const wallet = new HeaderWalletPage(site);
  await centre.home();
  await site.goto('/tournaments');
  await competitions.openTournament(RACE);
  await competitions.joinButton.click();
  await expect(competitions.ownRow).toBeVisible();

  const race = await dailyRace(mock);
  await mock.setMockTournamentScore(race, { loginName: 'qcplayer01', score: 500_000 });
  await expect(competitions.ownRow).toContainText(site.text('competitions.tournament.rankOf', { rank: 1 }));
  await expect(wallet.button).toContainText('¥125.00K');
  await mock.finishMockTournament(race);
  await expect(wallet.button).toContainText('¥135.00K', { timeout: 15_000 });
  await expect(competitions.result).toContainText(site.text('competitions.tournament.youWon', { rank: 1, amount: '¥10,000' }));
  await expect(competitions.timeLeft).toHaveText(site.text('competitions.status.FINISHED'));
});

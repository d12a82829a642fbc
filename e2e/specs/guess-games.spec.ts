// Guess games: a player guesses from the account centre, QA settles the game with that
// very outcome, the reward reaches the header balance live and the card says the guess was right.
// Both viewports; axe on the page.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

test('a guess settled by QA rewards the player', async ({ page, mock, player: _loggedIn }) => {
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const wallet = new HeaderWalletPage(site);
  await new AccountCentrePage(site).open('pages.guessGames');
  const first = page.getByRole('article').filter({ has: page.getByRole('radio') }).first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  // The card by its question: once guessed it has no choices left to find it by.
  const question = (await first.getByRole('heading').textContent())!;
  const card = page.getByRole('article', { name: question });

  await card.getByRole('radio').first().check();
  await card.getByRole('button', { name: site.text('competitions.guess.submit') }).click();
  await expect(card.getByRole('status')).toBeVisible();
  const [placed] = await mock.journal({ operation: 'placeGuess', limit: 1 });
  const { gameId, option } = placed!.requestBody as { gameId: string; option: string };

  await expect(wallet.button).toContainText('¥125.00K');
  const settled = await mock.settleMockGuessGame(gameId, { outcome: option });
  const reward = settled.guesses[0]!.reward!;
  // The reward moved money: the header follows the wallet push, no reload.
  await expect(wallet.button).toContainText(`¥${((125_000 + reward) / 1000).toFixed(2)}K`, { timeout: 15_000 });
  await page.reload();
  await expect(card.getByRole('status')).toContainText(`¥${reward.toLocaleString('en-US')}`, { timeout: 15_000 });
  await expect(card).toContainText(site.text('competitions.guess.status.SETTLED'));
  expect(await seriousViolations(page)).toEqual([]);
});

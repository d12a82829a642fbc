// The player's own numbers: after a few real rounds on an AMIGO machine, My RTP shows
// the return of exactly those rounds (stake, payout, net and payout over stake, as the settled
// bets add them up) with the game's published RTP beside it, and the play sessions page shows one
// session of those rounds with the month's net, and the game's info sheet the same return. Japanese, both viewports (tables and cards differ
// by screen); axe on both pages.
import { seriousViolations } from '../fixtures/axe.ts';
import { gameOf } from '../fixtures/games.ts';
import { expect, test } from '../fixtures/test.ts';
import { GamePage, machineWords } from '../pages/game-page.ts';
import { LobbyPage } from '../pages/lobby.ts';
import { SitePage } from '../pages/site-page.ts';
import type { Locator } from '@playwright/test';

const ROUNDS = 3;
const yen = (amount: number, signed = false) => `${amount < 0 ? '-' : signed && amount > 0 ? '+' : ''}¥${Math.abs(amount).toLocaleString('en-US')}`;
const amountOf = (text: string) => Number(text.replace(/[¥,+]/g, ''));
/** The figures of a group of cards (a definition list), by their labels. */
async function cards(list: Locator): Promise<Map<string, string>> {
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return new Map(terms.map((term, index) => [term, values[index]!]));
}

test('a few rounds show in My RTP and in the play sessions, figures equal to the settled bets', async ({ page, player: _loggedIn }, testInfo) => {
  test.setTimeout(120_000);
  const site = new SitePage(page);
  const game = new GamePage(site);
  const pachinko = gameOf('pachinko');
  await game.open({ gameId: pachinko.gameId, providerCode: pachinko.providerCode, playType: pachinko.playType }, testInfo.project.name === 'desktop');
  const shoot = game.machine.getByRole('button', { name: machineWords.shoot });
  for (let round = 0; round < ROUNDS; round++) {
    await game.playRound(machineWords.shoot);
    await expect(game.result).not.toBeEmpty();
    await expect(shoot).toBeEnabled({ timeout: 15_000 });
  }

  // What the rounds added up to, as the bet history totals them.
  await site.goto('/account/settledbets');
  await expect(site.heading('pages.settledBets')).toBeVisible({ timeout: 15_000 });
  // The totals bar's figures: count, stake, payout, net.
  const totals = page.getByRole('definition');
  await expect(totals.first()).toHaveText(site.text('bets.totals.countValue', { count: ROUNDS }), { timeout: 15_000 });
  const stake = amountOf(await totals.nth(1).innerText());
  const payout = amountOf(await totals.nth(2).innerText());
  const net = payout - stake;
  const rtp = `${(Math.round((payout * 10_000) / stake) / 100).toFixed(2)}%`;

  await site.goto('/account/my-rtp');
  await expect(site.heading('pages.myRtp')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('group', { name: site.text('myNumbers.period') }).getByText(site.text('myNumbers.periods.TODAY'), { exact: true }).click();
  const overall = page.getByRole('group', { name: site.text('myNumbers.overall') });
  await expect(overall.getByRole('definition').nth(1)).toHaveText(String(ROUNDS), { timeout: 15_000 });
  expect(Object.fromEntries(await cards(overall))).toEqual({
    [site.text('myNumbers.rtp')]: rtp,
    [site.text('myNumbers.rounds')]: String(ROUNDS),
    [site.text('myNumbers.stake')]: yen(stake),
    [site.text('myNumbers.payout')]: yen(payout),
    [site.text('myNumbers.net')]: yen(net, true),
  });
  // The game's row: its published RTP beside mine, in the table a screen reader reads.
  const byGame = page.getByRole('table', { name: site.text('myNumbers.byGame') });
  const row = byGame.getByRole('row', { name: new RegExp(pachinko.name['ja-JP']) });
  await expect(row).toContainText(`${pachinko.rtp.toFixed(2)}%`);
  await expect(row).toContainText(rtp);
  await expect(row).toContainText(yen(stake));
  await expect(page.getByRole('table', { name: site.text('myNumbers.apartTable') }).getByRole('row', { name: new RegExp(site.text('myNumbers.bonusRounds')) })).toContainText('-');
  expect(await seriousViolations(page)).toEqual([]);

  await site.goto('/account/play-sessions');
  await expect(site.heading('pages.playSessions')).toBeVisible({ timeout: 15_000 });
  const month = page.getByRole('group', { name: new RegExp(site.text('myNumbers.monthTotals', { month: '.+' })) });
  await expect(month.getByRole('definition').first()).toHaveText(yen(net, true), { timeout: 15_000 });
  const monthFigures = await cards(month);
  expect(monthFigures.get(site.text('myNumbers.sessionCount'))).toBe('1');
  expect(monthFigures.get(site.text('myNumbers.rounds'))).toBe(String(ROUNDS));
  await expect(page.getByText(site.text('myNumbers.longestMark'))).toBeVisible();
  await expect(page.getByText(pachinko.name['ja-JP'])).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The game's info sheet in the lobby: "your return on this game" beside its published RTP.
  await site.goto('/pachinko');
  const lobby = new LobbyPage(site);
  await lobby.search.fill(pachinko.name['ja-JP']);
  await lobby.infoButton(pachinko.name['ja-JP']).click();
  const sheet = lobby.infoSheet(pachinko.name['ja-JP']);
  await expect(sheet.getByRole('row', { name: new RegExp(site.text('games.info.myRtp').replace(/[()（）]/g, '.')) })).toContainText(site.text('games.info.myRtpValue', { rtp, rounds: ROUNDS }), { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

// The pachislot data counter: a history seeded by the control call (500 spins of
// AMIGO's first pachislot machine from seed 35, the figures mock-server/README.md documents) shows
// in the account centre's counter (cards, the slump graph's table, the sessions) and compact in
// the game frame, which a spin moves on; the frame's slump graph opens from a tap. Japanese, both
// viewports (cards two to a row and the frame's strip on phones); axe on the page and the sheet.
import { seriousViolations } from '../fixtures/axe.ts';
import { gameOf } from '../fixtures/games.ts';
import { expect, test } from '../fixtures/test.ts';
import { GamePage, machineWords } from '../pages/game-page.ts';
import { figuresOf, SlotCounterPage } from '../pages/slot-counter.ts';
import { SitePage } from '../pages/site-page.ts';

/** The player's day (Japan time) of an instant. */
const dayOf = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);

test('a seeded pachislot history shows in the data counter, its slump graph table and the game frame', async ({ page, player, mock }, testInfo) => {
  test.setTimeout(120_000);
  const machine = gameOf('pachislot');
  const name = machine.name['ja-JP'];
  const history = await mock.playPachislotHistory(player.loginName, { rounds: 500, seed: 35 });
  expect(history).toMatchObject({ gameId: machine.gameId, rounds: 500, bb: 3, rb: 2, coinsIn: 500, coinsOut: 654, coinDifference: 154, net: 3080 });
  // The spins end now and run 34 minutes back: just after midnight some of them are yesterday's.
  const oneDay = dayOf(history.firstSpinAt) === dayOf(history.lastSpinAt);

  const site = new SitePage(page);
  const counter = new SlotCounterPage(site);
  await site.goto('/account/slot-counter');
  await expect(site.heading('pages.slotCounter')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 15_000 });
  const figures = counter.dayFigures(name);
  await expect(figures.getByRole('definition').first()).not.toBeEmpty();
  if (oneDay) {
    expect(await figuresOf(figures)).toEqual({
      [site.text('myNumbers.counter.spins')]: '500',
      [site.text('myNumbers.counter.bb')]: '3 (1/166.7)',
      [site.text('myNumbers.counter.rb')]: '2 (1/250.0)',
      [site.text('myNumbers.counter.bonusOdds')]: '1/100.0',
      [site.text('myNumbers.counter.sinceBonus')]: expect.stringMatching(/^\d+$/),
      [site.text('myNumbers.counter.coinDifference')]: '+154',
      [site.text('myNumbers.net')]: '+¥3,080',
    });
    // The slump graph's table, which a screen reader reads: from 0 spins to the 500th, 差枚 +154 at the end.
    const rows = counter.slumpTable(name).getByRole('row');
    await expect(rows).toHaveCount(1 + 101);
    await expect(rows.nth(1)).toHaveText(/^0\s*0$/);
    await expect(rows.last()).toHaveText(/^500\s*\+154$/);
    await expect(counter.sessionsTable(name).getByRole('row')).toHaveCount(2);
  } else {
    await expect(counter.slumpTable(name).getByRole('row').last()).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  // And in the dark theme (stored as the header's toggle stores it; shell.spec.ts taps the toggle):
  // the machine's counter (the site's chrome in the dark theme, the account layout's links, is not this spec's).
  await page.evaluate(() => window.localStorage.setItem('qc:theme', JSON.stringify({ value: 'dark', expiresAt: Date.now() + 86_400_000 })));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(counter.slumpTable(name).getByRole('row').last()).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page, 'section[aria-labelledby^="counter-"]')).toEqual([]);

  // Compact in the game frame while the machine is played: one more spin moves it on.
  const game = new GamePage(site);
  await game.open({ gameId: machine.gameId, providerCode: machine.providerCode, playType: machine.playType }, testInfo.project.name === 'desktop');
  const spins = counter.strip.getByRole('definition').first();
  await expect(spins).toHaveText(/^\d+$/, { timeout: 15_000 });
  const before = Number(await spins.innerText());
  if (oneDay) expect(before).toBe(500);
  await game.playRound(machineWords.spin);
  await expect(game.result).not.toBeEmpty();
  await expect(spins).toHaveText(String(before + 1), { timeout: 15_000 });
  await counter.graphButton.click();
  await expect(counter.sheetTable.getByRole('row').last()).toHaveText(new RegExp(`^${before + 1}\\s*[-+]?[\\d,]+$`), { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

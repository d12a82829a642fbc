// The game lobbies: every lobby lists its games, filters by provider, finds a Japanese
// name typed in kana or romaji, shows a game's facts, keeps favourites on the server (so a second
// device of the same player sees them), and asks a visitor to register before keeping one.
import { toRomaji } from 'wanakana';
import { seriousViolations } from '../fixtures/axe.ts';
import { startLoggedIn } from '../fixtures/player.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { LobbyPage } from '../pages/lobby.ts';
import { SitePage } from '../pages/site-page.ts';

const LOBBIES: { path: string; titleKey: string }[] = [
  { path: '/pachinko', titleKey: 'pages.pachinko' },
  { path: '/slots', titleKey: 'pages.slots' },
  { path: '/live-casino', titleKey: 'pages.liveCasino' },
  { path: '/sports-bet', titleKey: 'pages.sportsBet' },
  { path: '/game', titleKey: 'pages.game' },
  { path: '/baccart', titleKey: 'pages.baccarat' },
  { path: '/tablegame', titleKey: 'pages.tableGame' },
  { path: '/roulette', titleKey: 'pages.roulette' },
  { path: '/blackjack', titleKey: 'pages.blackjack' },
];

for (const { path, titleKey } of LOBBIES) {
  test(`${path} lists its games as tiles, open to visitors, with no serious axe findings`, async ({ page, mock }) => {
    // axe alone takes seconds on a busy machine.
    test.setTimeout(60_000);
    const site = new SitePage(page);
    const lobby = new LobbyPage(site);
    await site.goto(path);
    await expect(site.heading(titleKey)).toBeVisible({ timeout: 15_000 });
    await expect(lobby.grid(titleKey).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    if (path === '/pachinko') await lobby.expectCount((await mock.listGames({ playType: 'PACHINKO', limit: 1 })).total);
    else await expect(lobby.count).toHaveText(/\d+/);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the provider filter narrows a lobby to one provider’s games', async ({ page, mock }) => {
  const site = new SitePage(page);
  const lobby = new LobbyPage(site);
  const { providers } = await mock.listGames({ limit: 1 });
  const pgSoft = providers.find((p) => p.code === 'PGSOFT')!;
  const { total } = await mock.listGames({ playType: 'SLOT', providerCode: 'PGSOFT', limit: 1 });
  await site.goto('/slots');
  await expect(lobby.grid('pages.slots').getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  await lobby.chooseProvider(pgSoft.name);
  await lobby.expectCount(total);
  const first = lobby.grid('pages.slots').getByRole('listitem').first();
  await expect(first).toContainText(pgSoft.name);
  await expect(page).toHaveURL(/provider=PGSOFT/);
});

test('the search finds a Japanese name typed in kana and in romaji', async ({ page, mock }) => {
  const site = new SitePage(page);
  const lobby = new LobbyPage(site);
  const [game] = (await mock.listGames({ playType: 'PACHINKO', limit: 1 })).games;
  const name = game!.name['ja-JP'];
  await site.goto('/pachinko');
  await expect(lobby.grid('pages.pachinko').getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });

  await lobby.search.fill(game!.kana);
  await expect(lobby.playButton(name)).toBeVisible();
  await lobby.search.fill('zzzzqqq');
  await expect(site.main.getByText(site.text('games.empty'))).toBeVisible();
  await lobby.search.fill(toRomaji(game!.kana));
  await expect(lobby.playButton(name)).toBeVisible();
  // Only games whose reading or names hold it are left.
  await expect(lobby.count).not.toHaveText(site.text('games.count', { count: (await mock.listGames({ playType: 'PACHINKO', limit: 1 })).total }));
});

test('the info sheet shows a game’s provider, RTP, volatility and bet range', async ({ page, mock }) => {
  test.setTimeout(60_000);
  const site = new SitePage(page);
  const lobby = new LobbyPage(site);
  const [game] = (await mock.listGames({ playType: 'PACHINKO', limit: 1 })).games;
  const name = game!.name['ja-JP'];
  await site.goto('/pachinko');
  await lobby.infoButton(name).click();
  const sheet = lobby.infoSheet(name);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('row', { name: new RegExp(site.text('games.info.provider')) })).toContainText('AMIGO');
  await expect(sheet.getByRole('row', { name: /RTP/ })).toContainText(`${game!.rtp.toFixed(1)}%`);
  await expect(sheet.getByRole('row', { name: new RegExp(site.text('games.info.volatility')) })).toContainText(site.text(`games.info.volatilities.${game!.volatility}`));
  await expect(sheet).toContainText(`¥${game!.minBet.toLocaleString('ja-JP')}`);
  await expect(sheet).toContainText(`¥${game!.maxBet.toLocaleString('ja-JP')}`);
  await expect(sheet.getByRole('button', { name: site.text('games.info.play') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: site.text('games.info.close') }).click();
  await expect(sheet).toBeHidden();
});

test('a favourite follows the player to another device of the same mock session', async ({ page, browser, baseURL, mock, mockSession, player }) => {
  // Two browsers and two logins: a busy machine needs more than the default half minute.
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const lobby = new LobbyPage(site);
  const [game] = (await mock.listGames({ playType: 'SLOT', limit: 1 })).games;
  const name = game!.name['ja-JP'];
  await site.goto('/slots');
  await new AuthDialogPage(site).restored(player.name);
  await lobby.heart(name).click();
  await expect(lobby.heart(name, true)).toHaveAttribute('aria-pressed', 'true');
  await lobby.tab('games.tabs.favourites').click();
  await expect(lobby.playButton(name)).toBeVisible();
  await lobby.expectCount(1);

  // Another device: a browser of its own on the same mock session, signed in there beside this one.
  const other = await browser.newContext({ baseURL: baseURL!, viewport: page.viewportSize()! });
  await other.addCookies([{ name: 'mock-session', value: mockSession, url: baseURL! }]);
  try {
    await startLoggedIn(other, mock, undefined, { keepOtherSessions: true });
    const otherSite = new SitePage(await other.newPage());
    await otherSite.goto('/slots?tab=favourites');
    await new AuthDialogPage(otherSite).restored(player.name);
    const otherLobby = new LobbyPage(otherSite);
    await expect(otherLobby.playButton(name)).toBeVisible({ timeout: 15_000 });
    await expect(otherLobby.heart(name, true)).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a visitor who taps a heart is asked to register', async ({ page, mock }) => {
  const site = new SitePage(page);
  const lobby = new LobbyPage(site);
  const [game] = (await mock.listGames({ playType: 'LIVE', limit: 1 })).games;
  await site.goto('/live-casino');
  await lobby.heart(game!.name['ja-JP']).click();
  await expect(site.authDialog).toBeVisible();
  await expect(site.authTab('register')).toHaveAttribute('aria-selected', 'true');
});

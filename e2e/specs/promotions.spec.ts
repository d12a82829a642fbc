// /promo and the bonus ledger: visitors see the promotions and claiming opens
// registration; a deposit match armed, paid by a deposit, wagered down on an AMIGO machine, then
// released to the main wallet; a bonus given up after its preview, exactly the previewed amount
// leaving; a bonus code redeemed once and refused the second time; free spins played from /promo;
// a self-excluded player offered nothing; an armed claim undone and the promotion declined. One viewport (opening a game by screen size is play.spec's);
// axe on the page and the give-up dialog.
import { seriousViolations } from '../fixtures/axe.ts';
import { asPlayer, signedInBeside } from '../fixtures/api-login.ts';
import { gameOf } from '../fixtures/games.ts';
import type { MockControl } from '../fixtures/mock-control.ts';
import { expect, test } from '../fixtures/test.ts';
import { GamePage, machineWords } from '../pages/game-page.ts';
import { PromotionsPage, yen } from '../pages/promotions.ts';
import { SitePage } from '../pages/site-page.ts';

// Each flow loads /promo (a lazy page) and often a game: the slow budget. A player's flow starts
// logged in (the `player` fixture): none of them is about the login dialog, which cost each a
// page of its own and the login's round trips.
test.beforeEach(() => test.slow());

const bigScreen = (project: string) => project === 'desktop';
const pachinko = () => {
  const game = gameOf('pachinko');
  return { gameId: game.gameId, providerCode: game.providerCode, playType: game.playType };
};

test('visitors see every promotion with its terms, and claiming one opens registration', async ({ page }) => {
  const site = new SitePage(page);
  const promo = new PromotionsPage(site);
  // The home teaser's link leads to the promotion's own card.
  await promo.open(undefined, 'reload-weekly');
  const card = promo.promotion('週末リロードボーナス');
  await expect(card).toBeVisible();
  await expect(card).toContainText(site.text('promo.facts.wagering', { multiple: 5 }));
  await expect(card).toContainText(site.text('promo.status.LOGIN_REQUIRED'));
  await card.getByText(site.text('promo.card.terms')).click();
  await expect(card.getByText('メインウォレットへ移すには、ボーナス額の5倍のベットが必要です。')).toBeVisible();
  // The rules every bonus follows, as the server's bonus_config says them: live play counts a tenth.
  await page.getByRole('button', { name: site.text('promo.rules.title') }).click();
  const rules = page.getByRole('table', { name: site.text('promo.rules.contribution') });
  await expect(rules.getByRole('row').filter({ hasText: site.text('promo.rules.playTypes.PACHINKO') })).toContainText('100%');
  await expect(rules.getByRole('row').filter({ hasText: site.text('promo.rules.playTypes.LIVE') })).toContainText('10%');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: site.text('promo.card.registerFor', { title: '週末リロードボーナス' }) }).click();
  await expect(site.authTab('register')).toHaveAttribute('aria-selected', 'true');
});

test('a deposit match pays on the deposit, real play wagers it down, and release moves it to the main wallet', async ({ page, mock, player }, testInfo) => {
  test.setTimeout(180_000);
  const site = new SitePage(page);
  const promo = new PromotionsPage(site);
  await promo.open();
  await promo.claim('週末リロードボーナス').click();
  await expect(site.toast(site.text('promo.card.armed', { title: '週末リロードボーナス' }))).toBeVisible();
  await expect(promo.promotion('週末リロードボーナス')).toContainText('入金待ち');

  // The deposit, paid by the bank (QA settles it): 50 % of ¥2,000 arrives as the bonus.
  const { orderId } = await asPlayer<{ orderId: string }>(mock, player.accessToken, '/api/phoenix/deposit/bank/create', { bankCode: '0009', amount: 2000 });
  await mock.settleOrder(orderId, { status: 'paid' });
  await promo.tab('bonuses').click();
  const bonus = promo.bonus('週末リロードボーナス');
  await expect(bonus).toContainText(site.text('promo.bonus.wagering', { done: '¥0', required: '¥5,000', percent: 0 }), { timeout: 15_000 });
  await expect(bonus).toContainText(site.text('promo.bonus.maxStake', { amount: '¥1,000' }));
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Ten rounds at ¥500 on an AMIGO pachinko machine: pachinko counts in full toward the ¥5,000.
  const game = new GamePage(site);
  await game.open(pachinko(), bigScreen(testInfo.project.name));
  await expect(page.getByRole('region', { name: site.text('gamePlay.bonus.title') })).toBeVisible({ timeout: 15_000 });
  for (let round = 1; round <= 10; round++) {
    await game.playRound(machineWords.shoot);
    await expect.poll(async () => (await mock.listBets({ loginName: 'qcplayer01' })).bets.length, { timeout: 10_000 }).toBe(round);
  }
  await expect(page.getByTestId('bonus-wagering')).toContainText('100%');

  await promo.open('bonuses');
  await expect(bonus).toContainText(site.text('promo.bonus.met'));
  const before = await promo.walletAmount('main');
  await promo.release('週末リロードボーナス').click();
  await expect(site.toast(site.text('promo.bonus.released', { amount: '¥1,000' }))).toBeVisible();
  await expect.poll(() => promo.walletAmount('main')).toBe(before + 1000);
});

test('give-up shows what would be forfeited, and exactly that leaves the bonus wallet', async ({ page, mock, player: _loggedIn }, testInfo) => {
  test.setTimeout(120_000);
  const site = new SitePage(page);
  const promo = new PromotionsPage(site);
  // Nothing in the main wallet, so the rounds are paid with the bonus's own money and win or lose it.
  await mock.adjustWallet({ loginName: 'qcplayer01', amount: -125_000 });
  await mock.grantMockPromotion({ loginName: 'qcplayer01', promotionId: 'code-bonus-1000' });
  const game = new GamePage(site);
  await game.open(pachinko(), bigScreen(testInfo.project.name));
  await expect(game.machineBalance).toHaveText('¥1,000', { timeout: 15_000 });
  await game.playRound(machineWords.shoot);
  await expect(game.result).not.toBeEmpty();

  await promo.open('bonuses');
  const before = await promo.walletAmount('promotion');
  await promo.giveUp('ボーナスコード ¥1,000').click();
  const dialog = promo.giveUpDialog;
  const preview = dialog.getByRole('table', { name: site.text('promo.giveUp.preview') });
  await expect(preview).toContainText(site.text('promo.giveUp.amount'));
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const forfeitRow = preview.getByRole('row', { name: new RegExp(site.text('promo.giveUp.forfeit')) });
  const forfeit = Number(((await forfeitRow.textContent()) ?? '').replace(/[^\d]/g, ''));
  expect(forfeit).toBe(before - 5_000);
  await dialog.getByRole('button', { name: site.text('promo.giveUp.confirm', { amount: yen(forfeit) }) }).click();
  await expect(site.toast(site.text('promo.giveUp.done', { amount: yen(forfeit) }))).toBeVisible();
  await expect.poll(() => promo.walletAmount('promotion')).toBe(before - forfeit);
});

test('a bonus code is redeemed once; the second time it is refused with its own reason', async ({ page, player: _loggedIn }) => {
  const site = new SitePage(page);
  const promo = new PromotionsPage(site);
  await promo.open();
  await promo.checkCode('welcome1000');
  await expect(promo.codePreview).toContainText(site.text('promo.redeem.gives', { title: 'ボーナスコード ¥1,000', amount: '¥1,000' }));
  await promo.codePreview.getByRole('button', { name: site.text('promo.redeem.redeem') }).click();
  await expect(site.toast(site.text('promo.redeem.done', { amount: '¥1,000' }))).toBeVisible();
  await promo.checkCode('WELCOME1000');
  await expect(page.getByText('このボーナスコードはすでに使用済みです')).toBeVisible();
  await promo.checkCode('SPRING2026');
  await expect(page.getByText('このボーナスコードは有効期限が切れています')).toBeVisible();
});

test('free spins claimed on /promo are played from there: their game opens with the spins, staked by the house', async ({ page, mock, player: _loggedIn }) => {
  test.setTimeout(120_000);
  const site = new SitePage(page);
  const promo = new PromotionsPage(site);
  await promo.open();
  await promo.claim('パチスロ フリースピン20回').click();
  await expect(site.toast(site.text('promo.card.claimed', { title: 'パチスロ フリースピン20回' }))).toBeVisible();
  await promo.tab('bonuses').click();
  const game = gameOf('pachislot');
  await promo.playFreeSpins(game.name['ja-JP'], 20).click();
  await expect(page).toHaveURL(/bonusId=FS-/, { timeout: 15_000 });
  const machine = new GamePage(site);
  await expect(machine.machine.getByText(machineWords.freeRounds.replace('{n}', '20'))).toBeVisible({ timeout: 15_000 });
  await machine.machine.getByRole('button', { name: machineWords.spin }).click();
  await expect(machine.machine.getByText(machineWords.freeRounds.replace('{n}', '19'))).toBeVisible();
  // The spin cost the player nothing: the main wallet is where it was.
  const [bet] = (await mock.listBets({ loginName: 'qcplayer01' })).bets;
  expect(bet).toMatchObject({ gameId: game.gameId, stake: game.minBet });
  expect((await mock.readLedger({ loginName: 'qcplayer01' })).balances.find((b) => b.walletType === 'COMMON')?.amount).toBe(125_000);
});

/** A 180-day self-exclusion the player took on another device, signed in beside the browser's session (which stays live). */
async function excludeElsewhere(mock: MockControl): Promise<void> {
  const login = await signedInBeside(mock, 'qcplayer01');
  await asPlayer(mock, login.access_token, '/api/phoenix/user/info/selfControl', { type: 'SELF_EXCLUSION', days: 180 });
}

test('a self-excluded player is offered nothing: every promotion says why, no claim, no offer of the day', async ({ page, mock, player: _loggedIn }) => {
  const site = new SitePage(page);
  const promo = new PromotionsPage(site);
  await excludeElsewhere(mock);
  await promo.open();
  const card = promo.promotion('週末リロードボーナス');
  await expect(card).toContainText('休止期間中', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: site.text('promo.card.claim') })).toHaveCount(0);
  await promo.checkCode('WELCOME1000');
  await expect(page.getByText('自己排除期間中のためご利用いただけません')).toBeVisible();
  await promo.tab('bonuses').click();
  await expect(page.getByRole('heading', { name: site.text('promo.bonus.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: site.text('promo.offers.title') })).toHaveCount(0);
});

test('an armed claim is undone and the promotion then declined: each says so, and the card shows where the player stands', async ({ page, player }) => {
  void player;
  const site = new SitePage(page);
  const promo = new PromotionsPage(site);
  const title = '週末リロードボーナス';
  await promo.open();
  await promo.claim(title).click();
  await expect(site.toast(site.text('promo.card.armed', { title }))).toBeVisible();
  await page.getByRole('button', { name: site.text('promo.card.revertFor', { title }) }).click();
  await expect(site.toast(site.text('promo.card.reverted', { title }))).toBeVisible();
  await expect(promo.claim(title)).toBeVisible();
  await page.getByRole('button', { name: site.text('promo.card.declineFor', { title }) }).click();
  await expect(site.toast(site.text('promo.card.declined', { title }))).toBeVisible();
  await expect(promo.promotion(title)).toContainText(site.text('promo.status.DECLINED'));
  await expect(promo.claim(title)).toHaveCount(0);
});

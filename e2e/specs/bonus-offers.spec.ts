// The timed offers of SPEC §4 and §9, on one clock: Playwright's for the page's timers,
// the mock's for the server, moved together. The bonus-code dialog first 30 s after login, then at
// 5, 10 and 15 minutes through its states (0 offer, 1 the code with its timer, 2 none left); the login bonus before and after 00:30 Japan time; a
// self-excluded player offered nothing. Both viewports; axe on both dialogs.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe.ts';
import { asPlayer, loginElsewhere } from '../fixtures/api-login.ts';
import type { MockControl } from '../fixtures/mock-control.ts';
import { expect, test } from '../fixtures/test.ts';
import { PromotionsPage } from '../pages/promotions.ts';
import { SitePage } from '../pages/site-page.ts';

test.beforeEach(() => test.slow());
// What this spec is about: the suite switches them off elsewhere (fixtures/test.ts).
test.use({ timedOffers: true });

const MINUTE = 60_000;

/** Both clocks at `iso`: the server's session clock and the page's (set before the page loads). */
async function startAt(page: Page, mock: MockControl, iso: string): Promise<void> {
  await mock.setClock({ now: iso });
  await page.clock.install({ time: Date.parse(iso) });
}

/** Both clocks on by `ms`: the server's first, so that what the page's timers ask finds it moved. */
async function advance(page: Page, mock: MockControl, ms: number): Promise<void> {
  await mock.setClock({ advanceMs: ms });
  await page.clock.fastForward(ms);
}

/** Past 00:30 the login bonus dialog comes at login, before any code offer: closed for later. */
async function laterLoginBonus(promo: PromotionsPage): Promise<void> {
  await promo.loginBonusDialog.getByRole('button', { name: promo.site.text('promo.later') }).click({ timeout: 15_000 });
  await expect(promo.loginBonusDialog).toBeHidden();
}

test('the bonus-code offer comes 30 s after login, then at 5, 10 and 15 minutes: offer, code with its timer, none left', async ({ page, mock }) => {
  test.setTimeout(150_000);
  const site = new SitePage(page);
  const promo = new PromotionsPage(site);
  await startAt(page, mock, '2026-11-25T12:00:00+09:00');
  await promo.login();
  const dialog = promo.codeDialog;
  await expect(dialog).toBeHidden();
  // At noon the day's login bonus is claimable: its dialog comes first, at login; left for later.
  await laterLoginBonus(promo);

  // 30 s: a code is on offer (state 0); revealed, it shows with its 30 minutes (state 1).
  await advance(page, mock, 31_000);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('¥500のボーナスがもらえるコードをお届けします');
  await dialog.getByRole('button', { name: site.text('promo.codeOffer.reveal') }).click();
  const code = dialog.getByLabel(site.text('promo.codeOffer.codeLabel'));
  await expect(code).toHaveText(/^QC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  // Its 30 minutes, read at once: the timer runs on the page's clock, and the axe check below may
  // take many seconds on a busy machine. Within the first minute is "its 30 minutes".
  await expect(dialog.getByRole('timer')).toHaveText(/有効期限まで (30:00|29:[0-5]\d)/);
  // Checked once the dialog has settled (axe reads a fading-in dialog's colours as faint).
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: site.text('promo.codeOffer.use') }).click();
  await expect(site.toast(site.text('promo.codeOffer.redeemed', { amount: '¥500' }))).toBeVisible();
  await expect(dialog).toBeHidden();

  // 5 minutes: the second and last code of the day; closed for later.
  await advance(page, mock, 4.5 * MINUTE);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: site.text('promo.codeOffer.reveal') }).click();
  const second = (await code.textContent()) ?? '';
  await dialog.getByRole('button', { name: site.text('promo.later') }).click();
  await expect(dialog).toBeHidden();

  // 10 minutes: the same code again, its timer five minutes on.
  await advance(page, mock, 5 * MINUTE);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(code).toHaveText(second);
  await expect(dialog.getByRole('timer')).toHaveText(/有効期限まで 2[45]:\d\d/);
  await dialog.getByRole('button', { name: site.text('promo.codeOffer.use') }).click();
  await expect(site.toast(site.text('promo.codeOffer.redeemed', { amount: '¥500' }))).toBeVisible();

  // 15 minutes: none left today (state 2).
  await advance(page, mock, 5 * MINUTE);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(site.text('promo.codeOffer.none'));
  // The text button under the message (the corner's × has the same name).
  await dialog.getByRole('button', { name: site.text('promo.close') }).last().click();
  await expect(dialog).toBeHidden();
  expect((await mock.listMockBonuses({ loginName: 'qcplayer01' })).bonuses.map((b) => [b.promotionId, b.amount])).toEqual([
    ['code-offer', 500],
    ['code-offer', 500],
  ]);
});

test('the login bonus waits for 00:30 Japan time, then its dialog offers it once', async ({ page, mock }) => {
  test.setTimeout(150_000);
  const site = new SitePage(page);
  const promo = new PromotionsPage(site);
  await startAt(page, mock, '2026-11-25T00:20:00+09:00');
  await promo.login();
  await promo.open('bonuses');
  // Today's offers on the page (the bonus it grants later shows among the bonuses under the same title).
  const card = page.getByRole('region', { name: site.text('promo.offers.title') }).getByRole('article', { name: site.text('promo.loginBonus.title') });
  await expect(card).toContainText('¥100は', { timeout: 15_000 });
  await expect(card).toContainText('0:30からお受け取りいただけます');
  await expect(promo.loginBonusDialog).toBeHidden();

  // Past 00:30 the dialog comes on its own (the 30 s and 5 minute code offers are closed on the way).
  await advance(page, mock, 31_000);
  await promo.codeDialog.getByRole('button', { name: site.text('promo.later') }).click({ timeout: 15_000 });
  await advance(page, mock, 4.5 * MINUTE);
  await promo.codeDialog.getByRole('button', { name: site.text('promo.later') }).click({ timeout: 15_000 });
  await advance(page, mock, 5 * MINUTE);
  const dialog = promo.loginBonusDialog;
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('本日のログインボーナス ¥100をお受け取りいただけます');
  // Axe reads colours as drawn: wait for the dialog's fade-in to end first. The pointer rests
  // where the last dialog's "later" was clicked, over this one's: axe reads it hovered, as drawn.
  await expect(dialog).toHaveCSS('opacity', '1');
  await dialog.getByRole('button', { name: site.text('promo.later') }).hover();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: site.text('promo.loginBonus.claim') }).click();
  await expect(site.toast(site.text('promo.loginBonus.done', { amount: '¥100' }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('本日のログインボーナスは受け取り済みです');
  await expect(promo.bonus('ログインボーナス')).toBeVisible();
});

test('a self-excluded player gets no offer dialog at any of the moments', async ({ page, mock }) => {
  test.setTimeout(120_000);
  const site = new SitePage(page);
  const promo = new PromotionsPage(site);
  await startAt(page, mock, '2026-11-25T12:00:00+09:00');
  const elsewhere = await loginElsewhere(mock, 'qcplayer01', 'Passw0rd!');
  await asPlayer(mock, elsewhere.data.access_token, '/api/phoenix/user/info/selfControl', { type: 'SELF_EXCLUSION', days: 180 });
  await promo.login();
  // The offers were read after the login and the server said a break is in force: nothing is scheduled.
  await expect.poll(async () => (await mock.journal({ operation: 'getBonusRequests' })).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [read] = await mock.journal({ operation: 'getBonusRequests' });
  expect(read?.responseBody).toMatchObject({ data: { blockedBy: { type: 'SELF_EXCLUSION' }, loginBonus: null } });
  for (const step of [31_000, 4.5 * MINUTE, 5 * MINUTE, 5 * MINUTE]) {
    await advance(page, mock, step);
    await expect(promo.codeDialog).toBeHidden();
    await expect(promo.loginBonusDialog).toBeHidden();
  }
});

// The monthly statement: after QA's credit and debit and a points grant this month, the account
// centre's statement previews the main wallet's totals and every movement, and both files the
// player downloads read back to the same figures: the CSV parsed (its BOM, a heading row in
// Japanese and one row per movement), the PDF's text extracted (its title, the player, the kinds
// and amounts). Japanese, both viewports (the movements table scrolls sideways on a phone); axe
// on the page in the light and the dark theme. A month without movements says so.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { extractText } from 'unpdf';
import type { Download, Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

const JST_MS = 9 * 3_600_000;

/** The file a click on `button` downloads, read back. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

test('a month statement previews every movement and downloads as a CSV and a PDF that read back the same', async ({ page, mock, player }) => {
  test.setTimeout(90_000);
  await mock.adjustWallet({ loginName: player.loginName, amount: 12_345 });
  await mock.adjustWallet({ loginName: player.loginName, amount: -345 });
  await mock.grantPoints({ loginName: player.loginName, points: 1_200 });
  const month = new Date(Date.parse((await mock.readClock()).now) + JST_MS).toISOString().slice(0, 7);

  const site = new SitePage(page);
  await site.goto('/account/statement');
  await expect(site.heading('pages.statement')).toBeVisible({ timeout: 15_000 });
  const movements = page.getByRole('table', { name: '入出金・ゲームの明細' });
  // This month's two adjustments are its last money rows, newest last.
  const rows = movements.getByRole('row');
  await expect(rows.last()).toContainText('-¥345');
  await expect(rows.nth((await rows.count()) - 2)).toContainText('+¥12,345');
  await expect(page.getByRole('table', { name: 'ポイントの明細' }).getByRole('row').last()).toContainText('1,200');
  // On a phone the page itself never scrolls sideways: the wide table does, inside its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // The CSV: UTF-8 with a BOM, headings in Japanese, the adjustments and the points as plain numbers.
  const csv = await downloaded(page, () => page.getByRole('button', { name: site.text('statement.downloadCsv') }).click());
  expect(csv.download.suggestedFilename()).toBe(`statement-${month}.csv`);
  const text = csv.bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const table = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(table[0]).toEqual(['区分', '日時', '種別', 'ウォレット', '通貨', '金額', '残高', '参照']);
  const money = table.filter((row) => row[0] === 'お金');
  expect(money.slice(-2).map((row) => [row[2], row[3], row[4], Number(row[5])])).toEqual([
    ['調整', 'メイン', 'JPY', 12_345],
    ['調整', 'メイン', 'JPY', -345],
  ]);
  expect(Number(money.at(-1)![6])).toBe(Number(money.at(-2)![6]) - 345);
  expect(table.filter((row) => row[0] === 'ポイント').map((row) => Number(row[5]))).toContain(1_200);
  // One row per movement the preview lists (each table has its heading row).
  const pointRows = page.getByRole('table', { name: 'ポイントの明細' }).getByRole('row');
  expect(table.length - 1).toBe((await rows.count()) - 1 + ((await pointRows.count()) - 1));

  // The PDF: its text in Japanese, with the player, the month and the same movements.
  const pdf = await downloaded(page, () => page.getByRole('button', { name: site.text('statement.downloadPdf') }).click());
  expect(pdf.download.suggestedFilename()).toBe(`statement-${month}.pdf`);
  const { text: pages } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
  expect(pages).toContain('月次明細書');
  expect(pages).toContain('player01');
  expect(pages).toContain(month);
  expect(pages).toContain('+¥12,345');
  expect(pages).toContain('-¥345');
  expect(pages).toContain('調整');

  // And in the dark theme: the page's own content (see balance-chart.spec.ts).
  await page.evaluate(() => window.localStorage.setItem('qc:theme', JSON.stringify({ value: 'dark', expiresAt: Date.now() + 86_400_000 })));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(rows.last()).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page, `section[aria-label="${site.text('statement.preview')}"]`)).toEqual([]);
});

test('a month without movements says so', async ({ page, player: _loggedIn }) => {
  const site = new SitePage(page);
  await site.goto('/account/statement');
  await expect(site.heading('pages.statement')).toBeVisible({ timeout: 15_000 });
  const chooser = page.getByRole('combobox', { name: site.text('myNumbers.month'), exact: true });
  // The oldest month offered, eleven months back: the seeded player had not played yet.
  const oldest = (await chooser.locator('option').last().getAttribute('value'))!;
  const read = page.waitForResponse((response) => response.url().endsWith('/api/v1/wallet/statement') && response.request().postData()?.includes(oldest) === true);
  await chooser.selectOption(oldest);
  expect(((await (await read).json()) as { data: { money: unknown[]; points: unknown[] } }).data).toMatchObject({ money: [], points: [] });
  await expect(page.getByText(site.text('statement.noMovements'))).toBeVisible();
  await expect(page.getByRole('table', { name: '入出金・ゲームの明細' })).toHaveCount(0);
});

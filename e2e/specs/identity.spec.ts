// Identity documents: a player uploads a picture of a document (progress, preview), QA reviews it
// through the control API, and the page shows the new status, with the reason of a rejection in
// the player's language; a new upload approved ends the upload form.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { SitePage } from '../pages/site-page.ts';

const picture = async () => sharp({ create: { width: 640, height: 400, channels: 3, background: '#8899aa' } }).png().toBuffer();

/** Chooses a picture for one side through the page's file chooser, as a player would. */
async function pickPicture(page: Page, site: SitePage, side: 'FRONT' | 'BACK'): Promise<void> {
  const sideName = site.text(`identity.sides.${side}`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: site.text('identity.choose', { side: sideName }) }).click();
  await (await chooser).setFiles({ name: `passport-${side.toLowerCase()}.png`, mimeType: 'image/png', buffer: await picture() });
  await expect(page.getByRole('img', { name: site.text('identity.preview', { side: sideName }) })).toBeVisible();
}

test('an upload is reviewed by QA: rejected with its reason, then approved', async ({ page, mock, player }) => {
  test.setTimeout(60_000);
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  await centre.visit('/account/verification', 'pages.identity');
  const status = page.getByRole('status', { name: site.text('identity.statusTitle') });
  await expect(status).toContainText(site.text('identity.status.NONE'), { timeout: 15_000 });

  // A driver's licence has two sides: the send button waits for both.
  await pickPicture(page, site, 'FRONT');
  const send = page.getByRole('button', { name: site.text('identity.send') });
  await expect(send).toBeDisabled();
  await pickPicture(page, site, 'BACK');
  expect(await seriousViolations(page)).toEqual([]);
  await send.click();
  await expect(status).toContainText(site.text('identity.status.PENDING'), { timeout: 15_000 });
  const documents = page.getByRole('table');
  await expect(documents.getByRole('row')).toHaveCount(3);

  const review = await mock.reviewKyc({ loginName: player.loginName, status: 'REJECTED', reason: 'NAME_MISMATCH' });
  expect(review.reviewed).toHaveLength(2);
  await page.getByRole('button', { name: site.text('identity.check') }).click();
  await expect(status).toContainText(site.text('identity.status.REJECTED'));
  await expect(documents).toContainText('書類の氏名が登録されたお名前と一致しません');
  expect(await seriousViolations(page)).toEqual([]);

  // Sent again, approved: the check is done and the upload goes.
  await centre.choose(site.text('identity.documentType'), site.text('identity.types.PASSPORT'));
  await pickPicture(page, site, 'FRONT');
  await send.click();
  await expect(status).toContainText(site.text('identity.status.PENDING'), { timeout: 15_000 });
  await mock.reviewKyc({ loginName: player.loginName, status: 'APPROVED' });
  await page.getByRole('button', { name: site.text('identity.check') }).click();
  await expect(status).toContainText(site.text('identity.status.APPROVED'));
  await expect(page.getByRole('heading', { name: site.text('identity.uploadTitle') })).toHaveCount(0);
});

test('a file that is not a JPEG or PNG is refused before it is sent', async ({ page, player: _loggedIn }) => {
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  await centre.visit('/account/verification', 'pages.identity');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: site.text('identity.choose', { side: site.text('identity.sides.FRONT') }) }).click();
  await (await chooser).setFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(page.getByRole('alert').filter({ hasText: site.text('identity.problem.type') })).toBeVisible();
  await expect(page.getByRole('button', { name: site.text('identity.send') })).toBeDisabled();
});

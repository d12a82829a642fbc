// Security settings in the account centre (openapi/phoenix/security.yaml), both viewports: the
// authenticator turned on from its QR code and used to log in with the mock clock's code; the
// signed-in devices, one signed out on the server.
import { createHmac } from 'node:crypto';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { signedInBeside } from '../fixtures/api-login.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { SitePage } from '../pages/site-page.ts';
import type { MockControl } from '../fixtures/mock-control.ts';
import type { Page } from '@playwright/test';

// Logins, a second browser or a worker's install on top of a page's flow: room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'Passw0rd!';

/** RFC 6238 as authenticator apps compute it (HMAC-SHA-1, 30 s, 6 digits), at the mock clock's time. */
function totp(secretBase32: string, at: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const mockNow = async (mock: MockControl) => Date.parse((await mock.readClock()).now);

async function logIn(site: SitePage): Promise<AuthDialogPage> {
  const auth = new AuthDialogPage(site);
  await auth.open('login');
  await auth.loginWithPassword('player01', PASSWORD);
  return auth;
}

async function openSecurity(site: SitePage): Promise<void> {
  await site.goto('/account/security');
  await expect(site.heading('pages.security')).toBeVisible({ timeout: 15_000 });
}

/** What the QR code on screen says, read from a screenshot of it. */
async function readQr(page: Page, name: string): Promise<string> {
  const shot = await page.getByRole('img', { name }).screenshot();
  const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
}

test('the authenticator: on from its QR code, recovery codes shown once; then the login asks for the app’s code', async ({ page, mock }) => {
  const site = new SitePage(page);
  await site.goto('/');
  const auth = await logIn(site);
  // The first login of a page loads the header's account menu and wallet chunks: slow on a busy machine.
  await expect(auth.accountMenu('player01')).toBeVisible({ timeout: 15_000 });
  await openSecurity(site);
  const card = page.getByRole('region', { name: site.text('security.authenticator.title') });
  await card.getByRole('button', { name: site.text('security.authenticator.setUp') }).click();

  const secret = (await card.getByLabel(site.text('security.authenticator.secret')).textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const uri = await readQr(page, site.text('security.authenticator.qr'));
  expect(uri).toMatch(new RegExp(`^otpauth://totp/.+:player01\\?secret=${secret}&issuer=`));
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('textbox', { name: site.text('security.authenticator.codeFromApp') }).fill(totp(secret, await mockNow(mock)));
  await card.getByRole('button', { name: site.text('security.authenticator.turnOn') }).click();
  const codes = page.getByRole('list', { name: site.text('security.recovery.list') });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: site.text('security.recovery.saved') }).click();
  await expect(codes).toHaveCount(0);
  await expect(card).toContainText(site.text('security.on'));
  await expect(card).toContainText(site.text('security.recovery.left', { count: 10 }));

  // Log out, and in again: the password, then the app's code at the mock's clock (the next step:
  // the code that turned it on is spent).
  await page.getByRole('button', { name: site.text('account.menu', { name: 'player01' }) }).click();
  await page.getByRole('menuitem', { name: site.text('account.logout') }).click();
  await expect(site.loginButton).toBeVisible();
  await mock.setClock({ advanceMs: 30_000 });
  await logIn(site);
  const code = auth.dialog.getByRole('textbox', { name: site.text('auth.challenge.authenticatorCode') });
  await expect(code).toBeVisible();
  await code.fill(totp(secret, await mockNow(mock)));
  await auth.dialog.getByRole('button', { name: site.text('auth.challenge.submit') }).click();
  await expect(auth.accountMenu('player01')).toBeVisible();
});

test('signed-in devices: another device is listed, and signing it out ends it on the server (its next call is refused)', async ({ page, mock }) => {
  const site = new SitePage(page);
  await site.goto('/');
  const auth = await logIn(site);
  // The first login of a page loads the header's account menu and wallet chunks: slow on a busy machine.
  await expect(auth.accountMenu('player01')).toBeVisible({ timeout: 15_000 });
  // Another device beside this one (a login would end this one: one live session per account).
  const other = await signedInBeside(mock, 'qcplayer01');

  await openSecurity(site);
  const devices = page.getByRole('list', { name: site.text('security.devices.list') });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText(site.text('security.devices.thisDevice'));
  expect(await seriousViolations(page)).toEqual([]);
  await devices.getByRole('listitem').nth(1).getByRole('button', { name: site.text('security.devices.signOut') }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  const refused = await page.request.post('/api/phoenix/user/info', { headers: { ...mock.sessionHeaders, authorization: `Bearer ${other.access_token}` }, data: {} });
  expect(await refused.json()).toMatchObject({ code: 109111, success: false });
  // This device goes on.
  await page.reload();
  await expect(auth.accountMenu('player01')).toBeVisible();
});

test('a device signed out from elsewhere is told so and logged out', async ({ page, mock }) => {
  const site = new SitePage(page);
  await site.goto('/');
  const auth = await logIn(site);
  // The first login of a page loads the header's account menu and wallet chunks: slow on a busy machine.
  await expect(auth.accountMenu('player01')).toBeVisible({ timeout: 15_000 });
  const other = await signedInBeside(mock, 'qcplayer01');
  const answer = await page.request.post('/api/phoenix/user/security/devices/sign-out-others', {
    headers: { ...mock.sessionHeaders, authorization: `Bearer ${other.access_token}` },
    data: {},
  });
  expect((await answer.json()).code).toBe(200);
  await page.reload();
  await expect(site.toast(site.text('errors.signedOutFromAnotherDevice'))).toBeVisible();
  await expect(site.loginButton).toBeVisible();
});

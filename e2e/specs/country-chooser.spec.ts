// The calling-code chooser (SPEC §2, §5) in a real browser, both viewports: the full list scrolls
// by the A-Z index, search finds a country by its Japanese name or its code, and the choice is
// what the code is sent with.
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { RegisterPanelPage } from '../pages/register-panel.ts';
import { SitePage } from '../pages/site-page.ts';
import { sendCodeThroughSlider } from '../pages/slider-captcha.ts';

test('search, the A-Z index and a choice that the code is sent with', async ({ page, mock }) => {
  const site = new SitePage(page);
  const auth = new AuthDialogPage(site);
  const register = new RegisterPanelPage(auth);
  await site.goto('/');
  await auth.open('register');
  await register.chooseMethod('phone');
  await auth.dialog.getByRole('button', { name: `${site.text('countryChooser.label')}: +81 日本` }).click();

  const chooser = page.getByRole('dialog', { name: site.text('countryChooser.title') });
  await expect(chooser).toBeVisible();
  // Only the calling codes the site allows are offered (common config); the index brings a
  // letter's first country into view from the far end of the list, and skips empty letters.
  const index = chooser.getByRole('navigation', { name: site.text('countryChooser.index') });
  const letter = (l: string) => index.getByRole('button', { name: site.text('countryChooser.jumpTo', { letter: l }) });
  await expect(letter('V')).toBeDisabled();
  await letter('U').click();
  // U's first country in the list's order (English names): U.S. Virgin Islands.
  await expect(chooser.getByRole('option', { name: /米領ヴァージン諸島/ })).toBeInViewport();

  const search = chooser.getByRole('combobox', { name: site.text('countryChooser.search') });
  await search.fill('886');
  await expect(chooser.getByRole('option')).toHaveCount(1);
  await search.fill('台湾');
  await chooser.getByRole('option', { name: /台湾/ }).click();
  await expect(chooser).toBeHidden();
  await expect(auth.dialog.getByRole('button', { name: `${site.text('countryChooser.label')}: +886 台湾` })).toBeVisible();

  await register.phone.fill('912345678');
  await sendCodeThroughSlider(site, mock, register.sendButton);
  expect(await mock.latestCode('+886 912345678', 'register')).toMatch(/^\d{6}$/);
});

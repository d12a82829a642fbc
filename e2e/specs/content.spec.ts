// The content pages from the CMS: the nine static pages in Japanese and English, the
// FAQ's accordion, the help pages, the brand pages, the SNS page and home's banners and
// promotions teaser, with axe on each; a part of home that fails shows a retry in its place.
import { seriousViolations } from '../fixtures/axe.ts';
import { failedResource } from '../fixtures/page-errors.ts';
import { expect, test } from '../fixtures/test.ts';
import { ContentPage, firstWords, type Section } from '../pages/content-page.ts';
import { SitePage } from '../pages/site-page.ts';

const STATIC_TYPES = ['about', 'responsibleGaming', 'moneyLaundering', 'security', 'privacy', 'teamsAndConditions', 'generalTeamsOfUse', 'sportRules', 'faq'];

test('every static type opens with its title and its text in Japanese', async ({ page, mock }) => {
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const content = new ContentPage(site);
  for (const type of STATIC_TYPES) {
    const article = await ContentPage.article(mock, type, 'ja-JP');
    await site.goto(`/static/${type}`);
    await expect(site.heading(`pages.static.${type}`)).toBeVisible({ timeout: 15_000 });
    const first = article.sections[0]!;
    if (article.layout === 'FAQ') {
      await expect(content.question(first.title)).toBeVisible();
    } else {
      await expect(content.sectionHeading(first.title)).toBeVisible();
      await expect(site.main.getByText(firstWords(first.html)).first()).toBeVisible();
    }
    if (type === 'about' || type === 'responsibleGaming') expect(await seriousViolations(page), type).toEqual([]);
  }
});

test('a long page has a table of contents that leads to its sections, and related pages', async ({ page, mock }) => {
  const site = new SitePage(page);
  const content = new ContentPage(site);
  const article = await ContentPage.article(mock, 'privacy', 'ja-JP');
  await site.goto('/static/privacy');
  const last = article.sections.at(-1)!;
  await content.tableOfContents.getByRole('link', { name: last.title }).click();
  await expect(content.sectionHeading(last.title)).toBeFocused();
  await expect(content.sectionHeading(last.title)).toBeInViewport();
  await expect(page).toHaveURL(/\/static\/privacy#section-/);
  // A related page opens through the router, in place.
  await content.related.getByRole('link', { name: site.text('pages.static.security') }).click();
  await expect(site.heading('pages.static.security')).toBeVisible();
});

test('switching to English shows the page in English', { tag: '@both' }, async ({ page, mock, isMobile }) => {
  const site = new SitePage(page);
  const content = new ContentPage(site);
  await site.goto('/static/responsibleGaming');
  await expect(site.heading('pages.static.responsibleGaming')).toBeVisible({ timeout: 15_000 });
  const reloaded = page.waitForEvent('load');
  await site.switchLanguage('en-US', !isMobile);
  await reloaded;
  const english = site.in('en-US');
  const article = await ContentPage.article(mock, 'responsibleGaming', 'en-US');
  await expect(english.heading('pages.static.responsibleGaming')).toBeVisible();
  await expect(new ContentPage(english).sectionHeading(article.sections[1]!.title)).toBeVisible();
  await expect(english.main.getByText(firstWords(article.sections[1]!.html)).first()).toBeVisible();
  void content;
});

test('the FAQ opens an answer', async ({ page, mock }) => {
  const site = new SitePage(page);
  const content = new ContentPage(site);
  const faq = await ContentPage.article(mock, 'faq', 'ja-JP');
  const question = faq.sections.find((s: Section) => s.id === 'withdraw-fee')!;
  await site.goto('/static/faq');
  await expect(site.main.getByRole('heading', { level: 2, name: question.group! })).toBeVisible({ timeout: 15_000 });
  const answer = site.main.getByText(firstWords(question.html));
  await expect(answer).toBeHidden();
  await content.question(question.title).click();
  await expect(content.question(question.title)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(site.main.getByText('¥500')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an unknown static type goes to /static/about', async ({ page }) => {
  const site = new SitePage(page);
  await site.goto('/static/jobs');
  await expect(page).toHaveURL('/static/about');
  await expect(site.heading('pages.static.about')).toBeVisible();
});

test('the help pages: the user guide and deposits and withdrawals with the cashier figures', async ({ page, mock }) => {
  const site = new SitePage(page);
  const content = new ContentPage(site);
  const guide = await ContentPage.article(mock, 'help-guide', 'ja-JP');
  await site.goto('/help/guide');
  await expect(site.heading('pages.helpGuide')).toBeVisible({ timeout: 15_000 });
  for (const section of guide.sections) await expect(content.sectionHeading(section.title)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await site.goto('/help/moneyChange/about-deposit-withdrawal');
  await expect(site.heading('pages.aboutDepositWithdrawal')).toBeVisible();
  const bank = site.main.getByRole('row', { name: /銀行振込/ }).first();
  await expect(bank).toContainText('¥1,000〜¥1,000,000');
  await expect(site.main.getByRole('row', { name: /銀行振込/ }).nth(1)).toContainText('¥500');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the brand pages: story, list by kind and an item', async ({ page }) => {
  const site = new SitePage(page);
  const content = new ContentPage(site);
  await site.goto('/brand/index');
  await expect(site.heading('pages.brandIndex')).toBeVisible({ timeout: 15_000 });
  await expect(site.main.getByRole('heading', { name: 'QCカジノ ブランドストーリー' })).toBeVisible();
  await expect(content.sectionHeading('はじまり')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await content.brandCard('安心・安全').click();
  await expect(page).toHaveURL('/brand/detail?id=pillar-safety');
  await expect(site.heading('pages.brandDetail')).toBeVisible();
  await expect(site.main.getByRole('heading', { level: 2, name: '安心・安全' })).toBeVisible();
  await expect(content.related.getByRole('link', { name: 'セキュリティ' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await site.main.getByRole('link', { name: site.text('contentPages.brand.backToList') }).click();
  await expect(site.heading('pages.brandList')).toBeVisible();
  await expect(content.brandCard('桜井 美咲')).toBeVisible();
  await content.brandKind('PARTNER').click();
  await expect(content.brandCard('AMIGO')).toBeVisible();
  await expect(content.brandCard('桜井 美咲')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  await site.goto('/brand/detail?id=nobody');
  await expect(site.main.getByRole('alert')).toHaveText(site.text('contentPages.brand.itemNotFound'));
});

test('the SNS page lists the brand accounts with a follow link each', async ({ page }) => {
  const site = new SitePage(page);
  const content = new ContentPage(site);
  await site.goto('/sns');
  await expect(site.heading('pages.sns')).toBeVisible({ timeout: 15_000 });
  for (const [network, url] of [['X', 'https://x.com/qccasino_jp'], ['LINE', 'https://line.me/R/ti/p/@qccasino'], ['Instagram', 'https://www.instagram.com/qccasino_jp'], ['YouTube', 'https://www.youtube.com/@qccasino_jp']] as const) {
    await expect(site.main.getByRole('heading', { level: 3, name: network })).toBeVisible();
    const link = site.main.getByRole('link', { name: new RegExp(`^${network}で`) });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(content.followLink('X', '@qccasino_jp')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home shows the banners and the promotions teaser from the CMS', { tag: '@both' }, async ({ page }) => {
  const site = new SitePage(page);
  const content = new ContentPage(site);
  await site.goto('/');
  // Each banner is a link around its picture (the carousel's arrows carry icons of their own).
  const bannerImage = (index: number) => content.banners.getByRole('link').nth(index).getByRole('img');
  const firstBanner = bannerImage(0);
  await expect(firstBanner).toBeVisible({ timeout: 15_000 });
  await expect(firstBanner).toHaveAttribute('fetchpriority', 'high');
  await expect(firstBanner).toHaveAttribute('loading', 'eager');
  await expect(bannerImage(1)).toHaveAttribute('loading', 'lazy');
  const cards = content.promotions.getByRole('link').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  // Each card leads to its own promotion on /promo.
  await expect(cards.first()).toHaveAttribute('href', /^\/promo\?promotion=[\w-]+$/);
  await expect(cards.first()).toContainText('期間:');
  expect(await seriousViolations(page)).toEqual([]);
});

test("home's banners move by their dots, the arrow keys and (wider screens) the arrows", { tag: '@both' }, async ({ page, isMobile }) => {
  const site = new SitePage(page);
  const content = new ContentPage(site);
  await site.goto('/');
  const bannerLink = (index: number) => content.banners.getByRole('link').nth(index);
  const dot = (index: number) => content.banners.getByRole('button', { name: site.text('home.goToBanner', { index }) });
  await expect(bannerLink(0)).toBeInViewport({ timeout: 15_000 });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await expect(bannerLink(1)).not.toBeInViewport();

  await dot(2).click();
  await expect(bannerLink(1)).toBeInViewport({ ratio: 0.9 });
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(bannerLink(0)).not.toBeInViewport();

  await bannerLink(1).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(bannerLink(0)).toBeInViewport({ ratio: 0.9 });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  const next = content.banners.getByRole('button', { name: site.text('home.nextBanner') });
  if (isMobile) {
    // Phones swipe: the arrows would cover the artwork.
    await expect(next).toBeHidden();
  } else {
    await next.click();
    await expect(bannerLink(1)).toBeInViewport({ ratio: 0.9 });
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  }
});

test('a home part that fails shows a retry in its place, and the retry brings it', async ({ page, mock, pageErrors }) => {
  pageErrors.allow(failedResource(500), 'the site elements are armed to answer 500');
  const site = new SitePage(page);
  const content = new ContentPage(site);
  // Until disarmed, not once: home's route loader asks for the teaser before the part does, and
  // the part asks again when it mounts after that answer failed, so how many calls the page makes
  // before it shows the failure depends on timing (one armed failure was spent and the part showed
  // the promotions).
  const { id } = await mock.armScenario({ operation: 'getElementsInfo', code: 500, httpStatus: 500, times: 0 });
  await site.goto('/');
  await expect(site.main.getByRole('status').filter({ hasText: site.text('partFailed.messageOf', { what: site.text('home.promotions') }) })).toBeVisible({ timeout: 15_000 });
  await mock.disarmScenario(id);
  await content.retryButton.click();
  await expect(content.promotions.getByRole('heading', { level: 3 }).first()).toBeVisible();
});

// Live support (openapi/phoenix/chat.yaml), both viewports: a player's chat answered live from the
// QA console's agent desk in another browser, the unread badge, the transcript in the account
// centre; a canned reply when nobody is at the desk; an offline message; a picture refused for size.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { ChatWidgetPage } from '../pages/chat-widget.ts';
import { consoleText, QaConsolePage } from '../pages/qa-console.ts';
import { SitePage } from '../pages/site-page.ts';

// Logins, a second browser or a worker's install on top of a page's flow: room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('a player’s chat is answered from the agent desk in another browser, live; the badge counts; the transcript stays', async ({ page, browser, baseURL, mockSession, player: _loggedIn }) => {
  // Two browsers, a console and the site: more than one page's flow on a busy machine.
  test.setTimeout(150_000);
  const site = new SitePage(page);
  const auth = new AuthDialogPage(site);
  const chat = new ChatWidgetPage(site);
  // Logged in by the fixture, not the dialog: the test is about the chat (login.spec.ts is about the dialog).
  await site.goto('/');
  // The first page of a session loads the header's account menu and wallet chunks: slow on a busy machine.
  await expect(auth.accountMenu('player01')).toBeVisible({ timeout: 15_000 });

  // The agent sits down at the desk in a browser of their own, on the same mock session.
  const agentContext = await browser.newContext({ baseURL: baseURL!, viewport: page.viewportSize()! });
  await agentContext.addCookies([{ name: 'mock-session', value: mockSession, url: baseURL! }]);
  try {
    const qa = new QaConsolePage(await agentContext.newPage());
    await qa.open(mockSession, 'desk');
    const desk = qa.panel('desk');
    await expect(desk.getByRole('switch', { name: consoleText('desk.staffed') })).toBeChecked();
    expect(await seriousViolations(qa.page)).toEqual([]);

    await chat.open();
    await expect(chat.log).toContainText(site.text('chat.greeting'));
    await chat.send('入金が反映されません');
    const conversation = desk.getByRole('log', { name: consoleText('desk.messages') });
    await expect(conversation).toContainText('入金が反映されません');
    await desk.getByRole('textbox', { name: consoleText('desk.reply') }).fill('確認いたします。少々お待ちください。');
    await expect(chat.dialog.getByRole('status')).toHaveText(site.text('chat.agentTyping'));
    await desk.getByRole('button', { name: consoleText('desk.send') }).click();
    await expect(chat.log).toContainText('確認いたします。少々お待ちください。');
    await expect(chat.log).toContainText(site.text('chat.read'));
    expect(await seriousViolations(page)).toEqual([]);

    // With the widget closed, the next answer shows on the floating button.
    await chat.close();
    await desk.getByRole('textbox', { name: consoleText('desk.reply') }).fill('反映を確認しました。');
    await desk.getByRole('button', { name: consoleText('desk.send') }).click();
    await expect(page.getByRole('button', { name: site.text('contact.floatingButtonUnread', { count: 1 }) })).toBeVisible();
    await chat.open();
    await expect(chat.log).toContainText('反映を確認しました。');
    await expect(page.getByRole('button', { name: site.text('contact.floatingButtonUnread', { count: 1 }) })).toHaveCount(0);

    // The player ends it and rates it; the desk sees the rating.
    await chat.dialog.getByRole('button', { name: site.text('chat.endChat') }).click();
    // The stars are radios drawn over hidden inputs: chosen from the keyboard, as a player may.
    await chat.dialog.getByRole('radio', { name: '4' }).focus();
    await page.keyboard.press('Space');
    await chat.dialog.getByRole('button', { name: site.text('chat.rateSubmit') }).click();
    await expect(chat.dialog.getByRole('status')).toHaveText(site.text('chat.rated'));
    await expect(desk).toContainText(consoleText('desk.rating', { stars: 4, comment: '' }).trim());
  } finally {
    await agentContext.close();
  }
  await chat.close();

  // The transcript in the account centre.
  await site.goto('/account/chat-history');
  await expect(site.heading('pages.chatHistory')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: new RegExp(site.text('chat.statusClosed')) }).click();
  const transcript = page.getByRole('log', { name: site.text('chat.transcript') });
  await expect(transcript).toContainText('入金が反映されません');
  await expect(transcript).toContainText('反映を確認しました。');
  expect(await seriousViolations(page)).toEqual([]);
});

test('with nobody at the desk a visitor gets a canned reply about the topic, after a moment', async ({ page }) => {
  const site = new SitePage(page);
  const chat = new ChatWidgetPage(site);
  await site.goto('/');
  await chat.open();
  await chat.send('パスワードを忘れました');
  await expect(chat.log.getByText(/パスワードをお忘れの場合は/)).toBeVisible();
});

test('while agents are offline a visitor leaves an offline message, with an e-mail for the answer', async ({ page, mock }) => {
  await mock.setChatDesk({ agentsOnline: false });
  const site = new SitePage(page);
  const chat = new ChatWidgetPage(site);
  await site.goto('/');
  await chat.open();
  await expect(chat.dialog).toContainText(site.text('chat.offlineTitle'));
  await chat.dialog.getByRole('textbox', { name: site.text('chat.contactEmail') }).fill('visitor@example.com');
  await chat.send('出金の状況を知りたいです');
  await expect(chat.log).toContainText('メッセージを受け付けました');
  expect(await seriousViolations(page)).toEqual([]);
  const { conversations } = await mock.listChats();
  expect(conversations[0]).toMatchObject({ mode: 'OFFLINE', contactEmail: 'visitor@example.com', player: null });
  expect(conversations[0]!.messages.map((m) => m.text)).toContain('出金の状況を知りたいです');
});

test('a picture over 2 MB is refused with a clear message; a small one goes', async ({ page, mock }) => {
  await mock.setChatDesk({ staffed: true });
  const site = new SitePage(page);
  const chat = new ChatWidgetPage(site);
  await site.goto('/');
  await chat.open();
  await chat.attach({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
  await expect(chat.failure).toHaveText(site.text('chat.pictureTooLarge', { max: '2 MB' }));
  await chat.attach({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(chat.failure).toHaveText(site.text('chat.pictureNotAccepted'));

  // A real picture (a 1x1 PNG) goes, and the desk sees what it is.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await chat.attach({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await expect(chat.failure).toHaveCount(0);
  await chat.dialog.getByRole('button', { name: site.text('chat.send'), exact: true }).click();
  await expect(chat.log.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  const { conversations } = await mock.listChats();
  expect(conversations[0]!.messages.at(-1)).toMatchObject({ from: 'PLAYER', attachment: { fileName: 'receipt.png', mimeType: 'image/png', width: 1, height: 1 } });
});

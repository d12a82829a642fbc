// The QA console (/__mock/) in a real browser, both viewports: arm a code from the form and see
// the site answer it in another tab of the same session, watch the call in the live journal,
// carry the session to another one by a snapshot file, read coverage. axe on the console.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations } from '../fixtures/axe.ts';
import { mockControl } from '../fixtures/mock-control.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { consoleText, QaConsolePage } from '../pages/qa-console.ts';
import { SitePage } from '../pages/site-page.ts';

const root = join(import.meta.dirname, '../..');

test.describe('QA console', () => {
  test('arm a code, the site answers it, the journal shows it, a snapshot carries the session, coverage counts it', async ({ page, context, mock, mockSession, baseURL }) => {
    // Two tabs, ten panels and a file each way: longer than one page's flow on a busy machine.
    test.setTimeout(90_000);
    const qa = new QaConsolePage(page);
    await qa.open(mockSession, 'scenarios');
    await expect(page.getByText(consoleText('session.current', { session: mockSession }))).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);

    // Arm from the form: the login answers "wrong password" once, whatever is typed.
    await qa.armCode('login', /^100702 /);
    const armedList = page.getByRole('table', { name: consoleText('scenarios.armedList') });
    await expect(armedList.getByRole('row', { name: /sc-\d+.*login.*100702/ })).toBeVisible();

    // Another tab of the same session (the test's mock-session cookie): the site gets the armed answer.
    const sitePage = await context.newPage();
    const site = new SitePage(sitePage);
    const auth = new AuthDialogPage(site);
    await site.goto('/');
    await auth.open('login');
    await auth.loginWithPassword('player01', 'Passw0rd!');
    await expect(auth.failure).toContainText('ユーザー名またはパスワードが正しくありません');
    // Once more with a wrong password for real: coverage counts what the handler answered, not what a scenario forced.
    await auth.loginWithPassword('player01', 'Wrong-pass-1');
    await expect.poll(async () => (await mock.journal({ operation: 'login' })).map((entry) => [entry.code, entry.scenario === null])).toEqual([
      [100702, true],
      [100702, false],
    ]);
    await expect(auth.failure).toContainText('ユーザー名またはパスワードが正しくありません');

    // The live journal shows the call, which scenario answered it, and its answer when expanded.
    const journal = await qa.show('journal');
    const call = journal.getByRole('row', { name: /login.*100702.*sc-\d+/ });
    await expect(call).toBeVisible();
    await call.getByRole('button', { name: consoleText('journal.details') }).click();
    await expect(journal.getByLabel(consoleText('journal.responseLabel'))).toContainText('100702');
    expect(await seriousViolations(page)).toEqual([]);

    // Save the session to a file, load it into another session: its money comes along.
    await mock.adjustWallet({ loginName: 'qcplayer01', amount: 10_000, idempotencyKey: `${mockSession}-console` });
    const snapshots = await qa.show('snapshots');
    const [download] = await Promise.all([page.waitForEvent('download'), snapshots.getByRole('button', { name: consoleText('snapshots.save') }).click()]);
    expect(download.suggestedFilename()).toBe(`mock-snapshot-${mockSession}.json`);
    const file = await download.path();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ format: 'qc-mock-snapshot', session: mockSession });

    const copy = `${mockSession}-copy`;
    const sessionPanel = await qa.show('session');
    await expect(sessionPanel.getByRole('table', { name: consoleText('session.liveList') }).getByRole('row', { name: new RegExp(mockSession) })).toBeVisible();
    await sessionPanel.getByRole('textbox', { name: consoleText('session.name') }).fill(copy);
    await sessionPanel.getByRole('button', { name: consoleText('session.open') }).click();
    await expect(sessionPanel.getByText(consoleText('session.current', { session: copy }))).toBeVisible();
    const loadPanel = await qa.show('snapshots');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), loadPanel.getByRole('button', { name: consoleText('snapshots.load') }).click()]);
    await chooser.setFiles(file);
    await expect(loadPanel.getByRole('status')).toContainText(copy);
    const copied = mockControl(baseURL!, copy);
    expect((await copied.readLedger({ loginName: 'qcplayer01' })).balances).toContainEqual({ walletType: 'COMMON', currency: 'JPY', amount: 135_000 });

    // Coverage of the first session counts the login the handler refused (not the one the scenario answered).
    await qa.open(mockSession, 'coverage');
    const answered = page.getByRole('table', { name: consoleText('coverage.answered') });
    await expect(answered.getByRole('row', { name: /^login\b.*100702 × 1/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('push a message from the topic list: the payload is checked before it goes', async ({ page, mockSession }) => {
    const qa = new QaConsolePage(page);
    await qa.open(mockSession, 'push');
    const panel = qa.panel('push');
    const payload = panel.getByRole('textbox', { name: consoleText('push.payload') });
    await expect(payload).toHaveValue(/QAからのお知らせ/);
    await payload.fill('{"level": "loud"}');
    await expect(panel.getByRole('button', { name: consoleText('push.send') })).toBeDisabled();
    await qa.choose(panel, consoleText('push.topic'), 'wallet');
    await expect(payload).toHaveValue(/"walletType": "COMMON"/);
    await panel.getByRole('button', { name: consoleText('push.send') }).click();
    await expect(panel.getByRole('status')).toHaveText(consoleText('push.delivered', { count: 0 }));
    expect(await seriousViolations(page)).toEqual([]);

    // In English too, and it stays so on the next visit.
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Push a message' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Push a message' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  });

  test('the console is its own build: none of its chunks or words are in the site', async () => {
    const site = globSync('**/*', { cwd: join(root, 'web/dist') });
    const consoleFiles = globSync('assets/*', { cwd: join(root, 'console/dist') });
    expect(consoleFiles.length).toBeGreaterThan(0);
    expect(site.filter((name) => name.includes('qa-console'))).toEqual([]);
    const siteScripts = site.filter((name) => name.endsWith('.js') || name.endsWith('.html'));
    const leaks = siteScripts.filter((name) => readFileSync(join(root, 'web/dist', name), 'utf8').includes(consoleText('title')));
    expect(leaks).toEqual([]);
  });
});

// Proxy mode in a real browser: a mock server started with `--proxy` in front of a second
// mock server process standing in for the real backend, whose answer a scenario altered to break
// the contract. The call goes through, and the QA console of the proxy shows the violation on the
// call in its live journal. Both viewports, each on ports of its own.
import type { ChildProcess } from 'node:child_process';
import { mockControl } from '../fixtures/mock-control.ts';
import { startMockServer, stopMockServer } from '../fixtures/server-process.ts';
import { expect, test } from '../fixtures/test.ts';
import { consoleText, QaConsolePage } from '../pages/qa-console.ts';
import { serverFetch } from '../fixtures/server-fetch.ts';

test('a backend answer that breaks the contract, through the proxy, shows as a violation in the QA console', async ({ page, mockSession }, testInfo) => {
  test.setTimeout(90_000);
  // Off the suite's port, a pair per project and worker so both viewports can run at once.
  const port = Number(process.env.E2E_PORT ?? 4310) + 154 + (testInfo.project.name === 'mobile' ? 2 : 0) + testInfo.parallelIndex * 4;
  const backendBase = `http://127.0.0.1:${port}`;
  const proxyBase = `http://127.0.0.1:${port + 1}`;
  const servers: ChildProcess[] = [];
  try {
    servers.push(await startMockServer(port));
    servers.push(await startMockServer(port + 1, ['--proxy', backendBase]));
    // The backend's answer altered to break the contract: a time zone without its fields.
    const backend = mockControl(backendBase, mockSession);
    await backend.armScenario({ operation: 'getTimeZones', data: [{ zone: 42 }] });

    // A player call to the proxy, in the test's mock session: forwarded, answered as the backend answered.
    const answer = await serverFetch(`${proxyBase}/api/phoenix/user/open/common/timeZone`, { headers: { 'x-mock-session': mockSession } });
    expect(((await answer.json()) as { data: unknown }).data).toEqual([{ zone: 42 }]);
    const proxy = mockControl(proxyBase, mockSession);
    expect((await proxy.readContractCheck()).violations).toEqual([expect.objectContaining({ session: mockSession, path: '/api/phoenix/user/open/common/timeZone', status: 200 })]);

    // The proxy's QA console: the journal says it proxies, and marks the call with its violation.
    await page.goto(`${proxyBase}/__mock/?session=${encodeURIComponent(mockSession)}#journal`);
    const qa = new QaConsolePage(page);
    const journal = qa.panel('journal');
    await expect(journal.getByText(consoleText('journal.proxy', { target: `${backendBase}/` }))).toBeVisible({ timeout: 15_000 });
    const call = journal.getByRole('row', { name: /getTimeZones/ });
    await expect(call.getByText(consoleText('journal.violations', { count: 1 }))).toBeVisible();
    await call.getByRole('button', { name: consoleText('journal.details') }).click();
    await expect(journal.getByRole('list', { name: consoleText('journal.violationsTitle') })).toContainText('GET /api/phoenix/user/open/common/timeZone answered HTTP 200');
  } finally {
    // The console polls its journal: leave it before its server stops, or the poll's failed
    // fetch is an error the page logged.
    await page.goto('about:blank');
    for (const server of servers) await stopMockServer(server);
  }
});

import { mockControl } from '../fixtures/mock-control.ts';
import { expect, test } from '../fixtures/test.ts';

test.describe('mock sessions', () => {
  test('the control API answers for this test\'s session', async ({ mock }) => {
    await expect(mock.getMockHealth()).resolves.toBeTruthy();
    expect((await mock.listScenarios()).scenarios).toEqual([]);
  });

  test('a scenario armed in one session is not armed in another', async ({ mock, baseURL }) => {
    const other = mockControl(baseURL!, `${mock.sessionId}-other`);
    const { id } = await mock.armScenario({ operation: 'getCommonConfig', code: 10004, times: 0 });

    expect((await mock.listScenarios()).scenarios.map((scenario) => scenario.id)).toContain(id);
    expect((await other.listScenarios()).scenarios).toEqual([]);
  });
});

import { MockControl } from '../fixtures/mock-control.ts';
import { expect, test } from '../fixtures/test.ts';

test.describe('mock sessions', () => {
  test('the control API answers for this test\'s session', async ({ mock }) => {
    await expect(mock.health()).resolves.toBeTruthy();
    expect(await mock.scenarios()).toEqual([]);
  });

  test('a scenario armed in one session is not armed in another', async ({ mock, baseURL }) => {
    const other = new MockControl(baseURL!, `${mock.sessionId}-other`);
    const { id } = await mock.arm({ operation: 'getCommonConfig', code: 10004, times: 0 });

    expect((await mock.scenarios()).map((scenario) => scenario.id)).toContain(id);
    expect(await other.scenarios()).toEqual([]);
  });
});

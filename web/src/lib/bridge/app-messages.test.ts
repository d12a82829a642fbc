import { afterEach, describe, expect, it, vi } from 'vitest';
import { installNativeApp, type NativeAppHarness } from '../../testing/native-app';
import { listenToApp } from './app-messages';

describe('listenToApp', () => {
  let app: NativeAppHarness | null = null;
  afterEach(() => {
    app?.uninstall();
    app = null;
    vi.restoreAllMocks();
  });

  it('hands on each message of the contract, typed and in order; drops a broken one with a report; ignores other types', async () => {
    app = installNativeApp('android');
    const heard = vi.fn();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = listenToApp(heard);
    app.send('SET_LANGUAGE', { language: 'en-US' });
    app.send('SHOW_UPDATE', { version: '3.2.0' });
    app.send('machine-exit');
    app.send('THIRD_LOGIN', { provider: 'line', state: 'st-1', code: 'oc-1' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    expect(heard.mock.calls.map(([message]) => message)).toEqual([
      { type: 'SET_LANGUAGE', data: { language: 'en-US' } },
      { type: 'THIRD_LOGIN', data: { provider: 'line', state: 'st-1', code: 'oc-1' } },
    ]);
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('SHOW_UPDATE'), expect.anything());
    stop();
    app.send('BACK');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { installNativeApp } from '../../testing/native-app';
import { track } from './tracking';

describe('tracking', () => {
  afterEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('pushes events to the dataLayer', () => {
    track('RegisterClick', { from: 'header' });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'RegisterClick', from: 'header' }]);
  });

  it('tells the native app too when in the app', () => {
    const app = installNativeApp('android');
    track('RegisterClick');
    expect(app.messages).toEqual([{ type: 'AFFILIATE_EVENT', data: { event: 'RegisterClick', params: {} } }]);
    app.uninstall();
  });
});

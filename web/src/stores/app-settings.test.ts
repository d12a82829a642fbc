import { describe, expect, it } from 'vitest';
import { isBigScreen, useAppSettings } from './app-settings';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('app settings', () => {
  it('big screen means wider than 768 and not a mobile user agent', () => {
    expect(isBigScreen(1440, desktop)).toBe(true);
    expect(isBigScreen(768, desktop)).toBe(false);
    expect(isBigScreen(769, desktop)).toBe(true);
    expect(isBigScreen(1024, iphone)).toBe(false);
  });

  it('starts in light theme with Japan and JPY, and remembers the theme', () => {
    const state = useAppSettings.getState();
    expect(state.theme).toBe('light');
    expect(state.country).toMatchObject({ alpha2: 'JP', codeToInt: 81 });
    expect(state.currency).toBe('JPY');
    state.setTheme('dark');
    expect(useAppSettings.getState().theme).toBe('dark');
    expect(window.localStorage.getItem('qc:theme')).toContain('"dark"');
  });

  it('opens the auth dialog on a tab; opening register is tracked', () => {
    useAppSettings.getState().openAuth('register');
    expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual({ event: 'RegisterClick' });
    expect(useAppSettings.getState().auth).toEqual({ open: true, tab: 'register' });
    useAppSettings.getState().closeAuth();
    expect(useAppSettings.getState().auth.open).toBe(false);
  });
});

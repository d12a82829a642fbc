import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { defineDialog } from '../../lib/dialogs/dialog-registry';
import { createSiteDialogs } from './site-dialogs';
import { features } from '../features';
import { dialogTableOf } from './dialog-table';

const useFlags = create<{ a: boolean; b: boolean }>(() => ({ a: false, b: false }));

describe('the dialog table', () => {
  it('loads a dialog only when its flag asks for it, and keeps it mounted after', async () => {
    const loadA = vi.fn(async () => () => <p>dialog A</p>);
    const loadB = vi.fn(async () => () => <p>dialog B</p>);
    const table = [
      defineDialog({ id: 'a', load: loadA, useWanted: () => useFlags((s) => s.a) }),
      defineDialog({ id: 'b', load: loadB, useWanted: () => useFlags((s) => s.b) }),
    ];
    const SiteDialogs = createSiteDialogs(() => table);
    render(<SiteDialogs />);
    expect(loadA).not.toHaveBeenCalled();
    expect(loadB).not.toHaveBeenCalled();

    act(() => useFlags.setState({ a: true }));
    expect(await screen.findByText('dialog A')).toBeInTheDocument();
    expect(loadB).not.toHaveBeenCalled();

    act(() => useFlags.setState({ a: false }));
    expect(screen.getByText('dialog A')).toBeInTheDocument();
    expect(loadA).toHaveBeenCalledTimes(1);
  });

  it('refuses two dialogs with one id', () => {
    const twice = defineDialog({ id: 'same', load: async () => () => null, useWanted: () => false });
    const SiteDialogs = createSiteDialogs(() => [twice, twice]);
    // React reports the render's error on the console before the test sees it thrown.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SiteDialogs />)).toThrow(/same/);
    consoleError.mockRestore();
  });

  it('holds every dialog of the site once', () => {
    expect(dialogTableOf(features).map((entry) => entry.id)).toEqual([
      'side-nav',
      'auth-dialog',
      'post-registration-dialogs',
      'login-notice-dialog',
      'forgot-password-dialog',
      'account-transfer-dialog',
      'game-centre-menu',
      'jump-dialog',
      'bonus-offers',
      'notice-dialog',
      'chat-widget',
      'app-update-dialog',
      'site-update-prompt',
    ]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppSettings } from '../../stores/app-settings';
import { endTestSession, startTestSession, testPlayer } from '../../testing/session';
import { render } from '../../testing/render';
import { browserWindow, DEFAULT_VOUCHER_URL } from '../../lib/external-links';
import { installNativeApp } from '../../testing/native-app';
import { closeDialog, isDialogOpen } from '../../lib/dialogs/dialog-flags';
import { isRouteHandle } from '../../lib/routing/route-meta';
import { features } from '../features';
import { pageRoutesOf } from './route-table';
import { SHELL_DRAWN_PATHS } from '../../lib/feature-table-preload';

const pageRoutes = pageRoutesOf(features);

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <Outlet />, children: pageRoutes }], { initialEntries: [path] });
  render(<RouterProvider router={router} />, { router: false });
  return router;
}

/** Routes of SPEC §2 and what their meta must say. */
const metaOf = (path: string) => {
  // The table writes its paths absolute (lib/paths patterns); the test names them as SPEC §2 lists them.
  const route = pageRoutes.find((r) => r.path === `/${path}`);
  return isRouteHandle(route?.handle) ? route.handle.meta : undefined;
};

describe('route table', () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => {
    // Home asks the CMS for its sections; an empty answer is enough here.
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, success: true, data: [], msg: '' }));
    endTestSession();
    useAppSettings.setState({ bigScreen: true, auth: { open: false, tab: 'login' } });
    closeDialog('forgot-password-dialog');
  });

  it('sends an unknown path home', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/static goes to /static/about', async () => {
    const router = renderAt('/static');
    await waitFor(() => expect(router.state.location.pathname).toBe('/static/about'));
    // The page draws its title while its text loads, then again with it: whichever heading is there.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'QCカジノについて' })).toBeInTheDocument());
  });

  it('a visitor asking for /q-pon goes home; a player lands on /q-pon/shop', async () => {
    const visitor = renderAt('/q-pon');
    await waitFor(() => expect(visitor.state.location.pathname).toBe('/'));
    startTestSession(testPlayer());
    const player = renderAt('/q-pon');
    await waitFor(() => expect(player.state.location.pathname).toBe('/q-pon/shop'));
  });

  it('a login-only account page sends a visitor home', async () => {
    const router = renderAt('/account/deposit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/resetPassword on a big screen goes home with the forgot-password dialog open', async () => {
    const router = renderAt('/resetPassword');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(isDialogOpen('forgot-password-dialog')).toBe(true);
  });

  it('/resetPassword on a small screen is a page', async () => {
    useAppSettings.setState({ bigScreen: false });
    renderAt('/resetPassword');
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeInTheDocument();
  });

  it('/register opens the auth dialog on the register tab', async () => {
    renderAt('/register');
    await waitFor(() => expect(useAppSettings.getState().auth).toEqual({ open: true, tab: 'register' }));
  });

  it('a content page renders its frame title', async () => {
    renderAt('/promo');
    expect(await screen.findByRole('heading', { level: 1, name: 'プロモーション' })).toBeInTheDocument();
  });

  it('meta hides the chrome where SPEC §2 says', () => {
    for (const path of ['slotGame', 'elseLogin/:type', 'resetPassword', '403', '404', '500', 'maintence']) {
      expect(metaOf(path), path).toMatchObject({ hideHeader: true, hideFooter: true, hideService: true, hideTabBar: true });
    }
    expect(metaOf('q-pon-reward')).toMatchObject({ hideHeader: true, hideFooter: true, hideNav: true, hideTabBar: true });
    expect(metaOf('sports-bet')).toMatchObject({ hideService: true });
    expect(metaOf('game')).toMatchObject({ hideService: true });
    expect(metaOf('brand/index')).toMatchObject({ hideNav: true });
    expect(metaOf('q-pon')).toMatchObject({ requiresLogin: true, hideHeader: true });
  });

  it('/account/voucher is on another site: a browser goes there, no in-site frame', async () => {
    const replace = vi.spyOn(browserWindow, 'replace').mockImplementation(() => {});
    startTestSession(testPlayer());
    const router = renderAt('/account/voucher');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(DEFAULT_VOUCHER_URL));
    expect(router.state.location.pathname).toBe('/account/voucher');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    replace.mockRestore();
  });

  it('/account/voucher in the native app opens the other site through the bridge and goes home', async () => {
    const app = installNativeApp('ios');
    const replace = vi.spyOn(browserWindow, 'replace').mockImplementation(() => {});
    try {
      startTestSession(testPlayer());
      const router = renderAt('/account/voucher');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(app.messages).toEqual([{ type: 'OPEN_EXTERNAL_LINK', data: { url: DEFAULT_VOUCHER_URL } }]);
      expect(replace).not.toHaveBeenCalled();
    } finally {
      replace.mockRestore();
      app.uninstall();
    }
  });
});

describe('the shell routes the router starts with', () => {
  it('draw the paths the entry fetches no features table for, and match every other only through the catch-all', () => {
    const shell = [{ path: '/', children: pageRoutesOf([]) }];
    for (const path of SHELL_DRAWN_PATHS) expect(matchRoutes(shell, path)?.at(-1)?.route.path, path).not.toBe('*');
    for (const path of ['/slots', '/promo', '/account/deposit', '/q-pon/shop']) expect(matchRoutes(shell, path)?.at(-1)?.route.path, path).toBe('*');
  });
});

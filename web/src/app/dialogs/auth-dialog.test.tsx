import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { href } from '../../lib/paths';
import { useAppSettings } from '../../stores/app-settings';
import { render } from '../../testing/render';
import { AuthDialog } from './auth-dialog';

/** What the login tab does on its way out; each test says. */
const loginOutcome = vi.hoisted(() => ({ run: (_onDone: () => void) => {} }));

// The tabs have their own tests; here only the way they end matters.
vi.mock('../../features/login/components/login-panel', () => ({
  LoginPanel: ({ onDone }: { onDone: () => void }) => (
    <button type="button" onClick={() => loginOutcome.run(onDone)}>
      log in
    </button>
  ),
}));
vi.mock('../../features/registration/components/register-panel', () => ({ RegisterPanel: () => null }));

/** The first render of a file imports Mantine's modal: slow on a busy machine. */
const COLD_START_MS = 10_000;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <AuthDialog />
          </>
        ),
        children: [
          { index: true, element: <h1>home</h1> },
          {
            path: '/login',
            loader: () => {
              useAppSettings.getState().openAuth('login');
              return null;
            },
            element: <h1>home</h1>,
          },
          { path: '/resetPassword', element: <h1>reset password</h1> },
          // A lazy page, as in the app: the navigation to it is pending while its chunk loads.
          {
            path: '/accountDisabled',
            lazy: async () => {
              await new Promise((resolve) => setTimeout(resolve, 30));
              return { Component: () => <h1>account disabled</h1> };
            },
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { router: false });
  return router;
}

describe('AuthDialog', { timeout: 30_000 }, () => {
  beforeEach(() => useAppSettings.setState({ bigScreen: true, auth: { open: false, tab: 'login' } }));

  it('on /login, closing goes home', async () => {
    const router = renderAt(href('/login'));
    await screen.findByRole('button', { name: 'log in' }, { timeout: COLD_START_MS });
    loginOutcome.run = (onDone) => onDone();
    fireEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('/')));
    expect(useAppSettings.getState().auth.open).toBe(false);
  });

  it('on /login, a disabled account (10004) ends on /accountDisabled, not home', async () => {
    const router = renderAt(href('/login'));
    await screen.findByRole('button', { name: 'log in' }, { timeout: COLD_START_MS });
    // What a 10004 does: the error policy navigates, then the form closes the dialog.
    loginOutcome.run = (onDone) => {
      void router.navigate(href('/accountDisabled'));
      onDone();
    };
    act(() => fireEvent.click(screen.getByRole('button', { name: 'log in' })));
    expect(await screen.findByRole('heading', { name: 'account disabled' }, { timeout: COLD_START_MS })).toBeInTheDocument();
    // Nothing sends it home after the page has come.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(href('/accountDisabled'));
  });

  it('on /login, "forgot password" on a small screen ends on /resetPassword', async () => {
    const router = renderAt(href('/login'));
    await screen.findByRole('button', { name: 'log in' }, { timeout: COLD_START_MS });
    // What the login tab does: close, then go to the page.
    loginOutcome.run = (onDone) => {
      onDone();
      void router.navigate(href('/resetPassword'));
    };
    fireEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('/resetPassword')));
  });
});

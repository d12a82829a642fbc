import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommonConfig } from '#generated/phoenix/platform.ts';
import { createWrapper } from '#web/testing/render.tsx';
import { commonConfigQueryOptions } from '#web/api/platform.ts';
import { queryClient } from '#web/lib/query/query-client.ts';
import { useUserStore } from '#web/stores/user.ts';
import { endTestSession, startTestSession, testPlayer } from '#web/testing/session.ts';
import { PostRegistrationDialogs } from './post-registration-dialogs';
import { closeDialog, isDialogOpen } from '#web/lib/dialogs/dialog-flags.ts';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

// The app's own query client: the test session (testing/session) lives in it.
const AppProviders = createWrapper({ language: 'en-US', queryClient });
const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders>
    {children}
    <Routes>
      <Route path="*" element={<Where />} />
    </Routes>
  </AppProviders>
);

const registered = () =>
  act(() => {
    startTestSession(testPlayer({ loginName: 'qctaro2026' }));
    useUserStore.getState().setNewRegistration(true);
  });

const successDialog = () => screen.queryByRole('dialog', { name: 'Registration complete' });
const limitDialog = () => screen.queryByRole('dialog', { name: 'Set a deposit limit now?' });

/** "Start playing", then past the deposit-limit step without a limit. */
async function onToWelcome() {
  fireEvent.click(await screen.findByRole('button', { name: 'Start playing' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
}
const welcomeDialog = () => screen.queryByRole('dialog', { name: 'Welcome to QC Casino!' });

describe('PostRegistrationDialogs', () => {
  beforeEach(() => {
    endTestSession();
    queryClient.setQueryData(commonConfigQueryOptions().queryKey, { loginNamePrefix: 'qc' } as CommonConfig);
    closeDialog('registration-limit');
    closeDialog('registration-welcome');
  });

  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing until a registration raises the flag', () => {
    render(<PostRegistrationDialogs />, { wrapper });
    expect(successDialog()).toBeNull();
    expect(welcomeDialog()).toBeNull();
  });

  it('shows the new name without the prefix, then the deposit-limit step (skipped), then the welcome dialog; closing it ends the flow', async () => {
    render(<PostRegistrationDialogs />, { wrapper });
    registered();
    const success = await screen.findByRole('dialog', { name: 'Registration complete' });
    expect(success).toHaveTextContent('taro2026');
    expect(success).not.toHaveTextContent('qctaro2026');
    fireEvent.click(screen.getByRole('button', { name: 'Start playing' }));
    expect(await screen.findByRole('dialog', { name: 'Set a deposit limit now?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to QC Casino!' })).toBeInTheDocument();
    await waitFor(() => expect(limitDialog()).toBeNull());
    expect(screen.getByRole('list', { name: 'Offers for you' }).children).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(useUserStore.getState().isNewRegistration).toBe(false);
    await waitFor(() => expect(welcomeDialog()).toBeNull());
  });

  it('"Deposit" in the success dialog goes to the deposit page and ends the flow', async () => {
    render(<PostRegistrationDialogs />, { wrapper });
    registered();
    fireEvent.click(await screen.findByRole('link', { name: 'Deposit' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/account/deposit');
    expect(useUserStore.getState().isNewRegistration).toBe(false);
    expect(isDialogOpen('registration-welcome')).toBe(false);
  });

  it('the deposit-limit step saves the limit through the responsible-gaming call, then goes on to the welcome', async () => {
    const saved = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json({ code: 200, success: true, msg: 'success', data: { ...JSON.parse(String(init?.body)), echoed: true } }),
    );
    vi.stubGlobal('fetch', saved);
    render(<PostRegistrationDialogs />, { wrapper });
    registered();
    fireEvent.click(await screen.findByRole('button', { name: 'Start playing' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Week' }));
    fireEvent.click(screen.getByRole('radio', { name: '¥50,000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set this limit' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to QC Casino!' })).toBeInTheDocument();
    // The welcome dialog reads the promotions it offers too; the limit went through selfControl, once.
    const limitCalls = saved.mock.calls.filter(([url]) => String(url).includes('/api/phoenix/user/info/selfControl'));
    expect(limitCalls).toHaveLength(1);
    expect(JSON.parse(String(limitCalls[0]![1]?.body))).toMatchObject({ type: 'DEPOSIT_LIMIT', period: 'WEEKLY', amount: 50_000 });
  });

  it('the welcome dialog links to the promotions and to deposit', async () => {
    render(<PostRegistrationDialogs />, { wrapper });
    registered();
    await onToWelcome();
    fireEvent.click(await screen.findByRole('link', { name: 'See promotions' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/promo');
    expect(useUserStore.getState().isNewRegistration).toBe(false);
  });

  it('a logout in the middle leaves no limit or welcome step for the next registration', async () => {
    render(<PostRegistrationDialogs />, { wrapper });
    registered();
    fireEvent.click(await screen.findByRole('button', { name: 'Start playing' }));
    act(() => endTestSession());
    await waitFor(() => expect(isDialogOpen('registration-limit')).toBe(false));
    registered();
    await onToWelcome();
    act(() => endTestSession());
    await waitFor(() => expect(isDialogOpen('registration-welcome')).toBe(false));
    registered();
    expect(await screen.findByRole('dialog', { name: 'Registration complete' })).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#web/components/toast.tsx';
import type { UserInfo } from '#web/api/player.ts';
import { queryClient } from '#web/lib/query/query-client.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { useUserStore } from '#web/stores/user.ts';
import { createWrapper } from '#web/testing/render.tsx';
import { endTestSession, startTestSession, testPlayer } from '#web/testing/session.ts';
import { saveTransferPassword, useTransferRecord } from '../api/transfer';
import { AccountTransferDialog } from './account-transfer-dialog';

const transferLegacyAccount = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('../api/transfer', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    saveTransferPassword: vi.fn(),
    useTransferLegacyAccount: () => useMutation({ mutationFn: () => transferLegacyAccount() }),
    useTransferRecord: vi.fn(),
  };
});
vi.mock('#web/components/toast.tsx', () => ({ showToast: vi.fn() }));

// The app's own query client: the test session (testing/session) lives in it.
const wrapper = createWrapper({ language: 'en-US', router: false, queryClient });

const legacyPlayer = (overrides: Partial<UserInfo> = {}) =>
  testPlayer({ loginName: 'qctransfer01', id: 'p-2', userSource: 'QC_TRANSFER', transferStatus: false, transferPasswordSet: false, ...overrides });

const logIn = (user: UserInfo) => act(() => startTestSession(user));
const dialog = () => screen.queryByRole('dialog', { name: 'Account transfer' });

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

beforeEach(() => {
  window.localStorage.clear();
  endTestSession();
  vi.mocked(saveTransferPassword).mockResolvedValue(undefined);
  transferLegacyAccount.mockResolvedValue(undefined);
  vi.mocked(useTransferRecord).mockReturnValue({
    isPending: false,
    isError: false,
    isFetching: false,
    data: { legacyLoginName: 'transfer01', balance: 32000, points: 1200, currency: 'JPY', transferStatus: false, passwordSet: false },
    refetch: vi.fn(),
  } as unknown as ReturnType<typeof useTransferRecord>);
});
afterEach(() => vi.clearAllMocks());

describe('AccountTransferDialog', () => {
  it('stays closed for a player who is not from the legacy site, or already transferred', () => {
    render(<AccountTransferDialog />, { wrapper });
    logIn(legacyPlayer({ userSource: 'QC' }));
    expect(dialog()).toBeNull();
    act(() => endTestSession());
    logIn(legacyPlayer({ loginName: 'qcdone01', transferStatus: true }));
    expect(dialog()).toBeNull();
  });

  it('asks for a password (6-32, typed twice), then shows the legacy record', async () => {
    render(<AccountTransferDialog />, { wrapper });
    logIn(legacyPlayer());
    await screen.findByRole('dialog', { name: 'Account transfer' });
    const save = screen.getByRole('button', { name: 'Set password' });
    expect(save).toBeDisabled();
    type('New password', 'abc');
    expect(screen.getByText(i18n.t('validation.passwordLength'))).toBeInTheDocument();
    type('New password', 'N3wPass!');
    type('Confirm new password', 'N3wPass');
    expect(screen.getByText(i18n.t('common.validtor.pwdSame'))).toBeInTheDocument();
    expect(save).toBeDisabled();
    type('Confirm new password', 'N3wPass!');
    fireEvent.click(save);

    await screen.findByText('transfer01');
    expect(saveTransferPassword).toHaveBeenCalledWith('N3wPass!');
    expect(showToast).toHaveBeenCalledWith(i18n.t('bonus.success'), 'success');
    expect(screen.getByText('¥32,000')).toBeInTheDocument();
    expect(screen.getByText('1,200 pts')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transferLegacyAccount).toHaveBeenCalledOnce());
    expect(showToast).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(useUserStore.getState().transferRecordPending).toBe(false));
  });

  it('closing the password step goes to the record step; closing that hides it for good', async () => {
    const view = render(<AccountTransferDialog />, { wrapper });
    logIn(legacyPlayer());
    await screen.findByRole('button', { name: 'Set password' });
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await screen.findByText('transfer01');
    expect(saveTransferPassword).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close without transferring' }));
    await waitFor(() => expect(useUserStore.getState().transferRecordPending).toBe(false));

    // The same player logs in again on this device: the password is asked for the next day, the record never again.
    view.unmount();
    act(() => endTestSession());
    render(<AccountTransferDialog />, { wrapper });
    logIn(legacyPlayer());
    expect(useUserStore.getState().transferPasswordPending).toBe(false);
    expect(useUserStore.getState().transferRecordPending).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('shows only the record step to a player who already has a password', async () => {
    render(<AccountTransferDialog />, { wrapper });
    logIn(legacyPlayer({ transferPasswordSet: true }));
    await screen.findByText('transfer01');
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#web/components/toast.tsx';
import { codes } from '#web/lib/http/error-codes.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { render } from '#web/testing/render.tsx';
import { changeMyPassword } from '../api/profile';
import { Component as ChangePasswordPage } from './change-password-page';

vi.mock('../api/profile', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  const changeMyPassword = vi.fn();
  return { changeMyPassword, useChangePassword: () => useMutation({ mutationFn: changeMyPassword }) };
});
vi.mock('#web/components/toast.tsx', () => ({ showToast: vi.fn() }));

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const submit = () => screen.getByRole('button', { name: 'Change password' });

afterEach(() => vi.clearAllMocks());

describe('change password page', () => {
  it('sends the current and the new password once the form is valid, then says so and empties it', async () => {
    vi.mocked(changeMyPassword).mockResolvedValue(undefined);
    render(<ChangePasswordPage />, { language: 'en-US' });
    expect(submit()).toBeDisabled();
    type('Current password', 'Passw0rd!');
    type('New password', 'N3w-Secret');
    type('Confirm new password', 'N3w-Secre');
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    type('Confirm new password', 'N3w-Secret');
    fireEvent.click(submit());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Your password has been changed', 'success'));
    expect(vi.mocked(changeMyPassword).mock.calls[0]![0]).toEqual({ current: 'Passw0rd!', next: 'N3w-Secret' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('puts a wrong current password under that field and keeps what was typed', async () => {
    vi.mocked(changeMyPassword).mockRejectedValue(new ApiError({ code: codes.wrongPassword, msg: 'The username or password is incorrect', httpStatus: 200, path: '/api/phoenix/user/changePwd' }));
    render(<ChangePasswordPage />, { language: 'en-US' });
    type('Current password', 'Wrong-0ne');
    type('New password', 'N3w-Secret');
    type('Confirm new password', 'N3w-Secret');
    fireEvent.click(submit());
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveValue('N3w-Secret');
  });
});

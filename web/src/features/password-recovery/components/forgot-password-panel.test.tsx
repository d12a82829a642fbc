import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommonConfig } from '#generated/phoenix/platform.ts';
import { showToast } from '#web/components/toast.tsx';
import { ApiError } from '#web/lib/http/errors.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { createWrapper } from '#web/testing/render.tsx';
import { commonConfigQueryOptions } from '#web/api/platform.ts';
import { queryClient } from '#web/lib/query/query-client.ts';
import { defaultCountry, useAppSettings } from '#web/stores/app-settings.ts';
import {
  accountToReset,
  resetPasswordByEmail,
  resetPasswordByPhone,
  sendResetCodeByEmail,
  sendResetCodeByPhone,
  verifyResetCodeByEmail,
  verifyResetCodeByPhone,
} from '../api/forgot-password';
import type * as Verification from '#web/api/verification.ts';
import { canSendToEmail, canSendToPhone } from '#web/api/verification.ts';
import { ForgotPasswordPanel } from './forgot-password-panel';

vi.mock('../api/forgot-password', () => ({
  accountToReset: vi.fn(),
  resetPasswordByEmail: vi.fn(),
  resetPasswordByPhone: vi.fn(),
  sendResetCodeByEmail: vi.fn(),
  sendResetCodeByPhone: vi.fn(),
  verifyResetCodeByEmail: vi.fn(),
  verifyResetCodeByPhone: vi.fn(),
}));
vi.mock('#web/api/verification.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Verification>()),
  canSendToPhone: vi.fn(),
  canSendToEmail: vi.fn(),
}));
vi.mock('#web/api/countries.ts', () => ({
  useCountries: () => ({ data: [defaultCountry] }),
  useAllowedCallingCodes: () => undefined,
}));
// The slider is its own component with its own tests: here it is solved with one click.
vi.mock('#web/components/verification/slider-captcha.tsx', () => ({
  SliderCaptcha: ({ opened, onSuccess }: { opened: boolean; onSuccess: (slider: { captchaId: string; captcha: string }) => void }) =>
    opened ? (
      <button type="button" onClick={() => onSuccess({ captchaId: 'slider-1', captcha: 'answer' })}>
        solve the slider
      </button>
    ) : null,
}));
vi.mock('#web/components/toast.tsx', () => ({ showToast: vi.fn() }));

// The app's query client, where the test puts the common config the panel reads.
const wrapper = createWrapper({ language: 'en-US', queryClient });

const apiError = (code: number, msg: string) => new ApiError({ code, msg, httpStatus: 200, path: '/api' });

const panel = (name: 'By phone' | 'By e-mail') => within(screen.getByRole('tabpanel', { name }));

function type(scope: ReturnType<typeof panel>, label: string | RegExp, value: string) {
  const input = scope.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function sendCode(scope: ReturnType<typeof panel>) {
  fireEvent.click(scope.getByRole('button', { name: 'Send code' }));
  fireEvent.click(await scope.findByRole('button', { name: 'solve the slider' }));
}

beforeEach(() => {
  window.localStorage.clear();
  useAppSettings.setState({ sendCodeAvailableAt: {} });
  queryClient.setQueryData(commonConfigQueryOptions().queryKey, { loginNamePrefix: 'qc' } as CommonConfig);
  vi.mocked(canSendToPhone).mockResolvedValue(0);
  vi.mocked(canSendToEmail).mockResolvedValue(0);
  vi.mocked(sendResetCodeByPhone).mockResolvedValue('code-1');
  vi.mocked(sendResetCodeByEmail).mockResolvedValue('code-2');
  vi.mocked(verifyResetCodeByPhone).mockResolvedValue(undefined);
  vi.mocked(verifyResetCodeByEmail).mockResolvedValue(undefined);
  vi.mocked(accountToReset).mockResolvedValue({ loginName: 'qcplayer01', email: 'pl***@example.com', mobilePhone: '90****5678' });
  vi.mocked(resetPasswordByPhone).mockResolvedValue(undefined);
  vi.mocked(resetPasswordByEmail).mockResolvedValue(undefined);
});
afterEach(() => vi.clearAllMocks());

describe('ForgotPasswordPanel by phone', () => {
  it('sends only to a valid number and moves on only with a sent code of 6 digits', async () => {
    render(<ForgotPasswordPanel onLiveSupport={() => {}} onReset={() => {}} />, { wrapper });
    const phone = panel('By phone');
    const next = phone.getByRole('button', { name: 'Next' });
    expect(phone.getByRole('button', { name: 'Send code' })).toBeDisabled();
    expect(next).toBeDisabled();

    type(phone, 'Phone number', '12');
    expect(phone.getByText(i18n.t('common.validtor.phoneVerify'))).toBeInTheDocument();
    expect(phone.getByRole('button', { name: 'Send code' })).toBeDisabled();

    // The trunk 0 a player types from habit is dropped.
    type(phone, 'Phone number', '09012345678');
    expect(phone.getByLabelText('Phone number')).toHaveValue('9012345678');
    type(phone, 'Verification code', '123456');
    expect(next).toBeDisabled();
    expect(phone.getByText(i18n.t('forgotPassword.sendFirst'))).toBeInTheDocument();

    await sendCode(phone);
    await waitFor(() => expect(next).toBeEnabled());
    expect(canSendToPhone).toHaveBeenCalledWith({ phone: '9012345678', phonePrefix: '0081', purpose: 5 });
    expect(sendResetCodeByPhone).toHaveBeenCalledWith({ captchaId: 'slider-1', captcha: 'answer' }, '0081', '9012345678');
    expect(showToast).toHaveBeenCalledWith(i18n.t('user.authDialog.sendSuc'), 'success');

    type(phone, 'Verification code', '12345');
    expect(phone.getByText(i18n.t('common.validtor.codeError'))).toBeInTheDocument();
    expect(next).toBeDisabled();

    // Another number needs another code.
    type(phone, 'Verification code', '123456');
    type(phone, 'Phone number', '9087654321');
    expect(next).toBeDisabled();
  });

  it('verifies with the code send answer, shows the account without the prefix and resets it', async () => {
    const onReset = vi.fn();
    render(<ForgotPasswordPanel onLiveSupport={() => {}} onReset={onReset} />, { wrapper });
    const phone = panel('By phone');
    type(phone, 'Phone number', '9012345678');
    await sendCode(phone);
    type(phone, 'Verification code', '654321');
    await waitFor(() => expect(phone.getByRole('button', { name: 'Next' })).toBeEnabled());
    fireEvent.click(phone.getByRole('button', { name: 'Next' }));

    const account = await phone.findByRole('group', { name: 'Account to reset' });
    expect(verifyResetCodeByPhone).toHaveBeenCalledWith('code-1', '654321', '0081', '9012345678');
    expect(accountToReset).toHaveBeenCalledWith('code-1');
    expect(account).toHaveTextContent('player01');
    expect(account).not.toHaveTextContent('qcplayer01');
    expect(phone.getByRole('listitem', { current: 'step' })).toHaveTextContent('New password');

    const submit = phone.getByRole('button', { name: 'Reset password' });
    expect(submit).toBeDisabled();
    type(phone, 'New password', 'abc');
    expect(phone.getByText(i18n.t('validation.passwordLength'))).toBeInTheDocument();
    type(phone, 'New password', 'N3wPass!');
    type(phone, 'Confirm new password', 'N3wPass?');
    expect(phone.getByText(i18n.t('common.validtor.pwdSame'))).toBeInTheDocument();
    expect(submit).toBeDisabled();
    type(phone, 'Confirm new password', 'N3wPass!');
    expect(submit).toBeEnabled();
    fireEvent.click(submit);

    await waitFor(() => expect(onReset).toHaveBeenCalledOnce());
    expect(resetPasswordByPhone).toHaveBeenCalledWith('code-1', '0081', '9012345678', 'N3wPass!');
    expect(showToast).toHaveBeenCalledWith(i18n.t('common.validtor.changeSuc'), 'success');
    // SPEC §4: back to step 1, with the form cleared.
    expect(phone.getByRole('listitem', { current: 'step' })).toHaveTextContent("Verify it's you");
    expect(phone.getByLabelText('Phone number')).toHaveValue('');
    expect(phone.getByLabelText('Verification code')).toHaveValue('');
  });

  it('shows progress on Next while the code is checked (the form is submitting)', async () => {
    let answer: () => void = () => {};
    vi.mocked(verifyResetCodeByPhone).mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    render(<ForgotPasswordPanel onLiveSupport={() => {}} onReset={() => {}} />, { wrapper });
    const phone = panel('By phone');
    type(phone, 'Phone number', '9012345678');
    await sendCode(phone);
    type(phone, 'Verification code', '654321');
    await waitFor(() => expect(phone.getByRole('button', { name: 'Next' })).toBeEnabled());
    fireEvent.click(phone.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(phone.getByRole('button', { name: 'Next' })).toHaveAttribute('data-loading', 'true'));
    await act(async () => answer());
    await phone.findByRole('group', { name: 'Account to reset' });
  });

  it('puts a wrong code under the code field and stays on step 1', async () => {
    vi.mocked(verifyResetCodeByPhone).mockRejectedValue(apiError(100700, 'Code error'));
    render(<ForgotPasswordPanel onLiveSupport={() => {}} onReset={() => {}} />, { wrapper });
    const phone = panel('By phone');
    type(phone, 'Phone number', '9012345678');
    await sendCode(phone);
    type(phone, 'Verification code', '000000');
    await waitFor(() => expect(phone.getByRole('button', { name: 'Next' })).toBeEnabled());
    fireEvent.click(phone.getByRole('button', { name: 'Next' }));
    expect(await phone.findByText('Code error')).toBeInTheDocument();
    expect(phone.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(accountToReset).not.toHaveBeenCalled();
  });
});

describe('ForgotPasswordPanel by e-mail', () => {
  const openEmailTab = () => fireEvent.click(screen.getByRole('tab', { name: 'By e-mail' }));

  it('checks the address, and a failed send leaves no code to verify against (SPEC §8)', async () => {
    render(<ForgotPasswordPanel onLiveSupport={() => {}} onReset={() => {}} />, { wrapper });
    openEmailTab();
    const email = panel('By e-mail');
    type(email, 'E-mail address', 'player01@');
    expect(email.getByText(i18n.t('validation.emailInvalid'))).toBeInTheDocument();
    expect(email.getByRole('button', { name: 'Send code' })).toBeDisabled();

    type(email, 'E-mail address', 'player01@example.com');
    await sendCode(email);
    await waitFor(() => expect(email.getByText(i18n.t('forgotPassword.codeSentTo', { target: 'player01@example.com' }))).toBeInTheDocument());
    expect(canSendToEmail).toHaveBeenCalledWith({ email: 'player01@example.com', purpose: 5 });

    // The countdown has ended; this time the send fails.
    act(() => useAppSettings.setState({ sendCodeAvailableAt: {} }));
    vi.mocked(sendResetCodeByEmail).mockRejectedValueOnce(apiError(100704, 'Please complete the slider check'));
    await sendCode(email);
    expect(await email.findByText('Please complete the slider check')).toBeInTheDocument();
    type(email, 'Verification code', '123456');
    expect(email.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('verifies with the e-mail as the login name and resets with the e-mail variant', async () => {
    const onReset = vi.fn();
    render(<ForgotPasswordPanel onLiveSupport={() => {}} onReset={onReset} />, { wrapper });
    openEmailTab();
    const email = panel('By e-mail');
    type(email, 'E-mail address', 'player01@example.com');
    await sendCode(email);
    type(email, 'Verification code', '111222');
    await waitFor(() => expect(email.getByRole('button', { name: 'Next' })).toBeEnabled());
    fireEvent.click(email.getByRole('button', { name: 'Next' }));
    await email.findByRole('group', { name: 'Account to reset' });
    expect(verifyResetCodeByEmail).toHaveBeenCalledWith('code-2', '111222', 'player01@example.com');

    type(email, 'New password', 'N3wPass!');
    type(email, 'Confirm new password', 'N3wPass!');
    fireEvent.click(email.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledOnce());
    expect(resetPasswordByEmail).toHaveBeenCalledWith('code-2', 'player01@example.com', 'N3wPass!');
  });

  it('offers live support from each tab', () => {
    const onLiveSupport = vi.fn();
    render(<ForgotPasswordPanel onLiveSupport={onLiveSupport} onReset={() => {}} />, { wrapper });
    fireEvent.click(panel('By phone').getByRole('button', { name: 'Ask live support' }));
    openEmailTab();
    fireEvent.click(panel('By e-mail').getByRole('button', { name: 'Ask live support' }));
    expect(onLiveSupport).toHaveBeenCalledTimes(2);
  });
});

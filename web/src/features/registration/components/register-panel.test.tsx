import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '#generated/components/schemas/loginResult.zod.ts';
import { ApiError, NetworkError } from '#web/lib/http/errors.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { createWrapper } from '#web/testing/render.tsx';
import { useAttribution } from '#web/stores/attribution.ts';
import { defaultCountry, useAppSettings } from '#web/stores/app-settings.ts';
import { finishLogin } from '#web/api/finish-login.ts';
import { checkEmailFree, checkPhoneFree, registerWithEmail, registerWithPhone } from '../api/register';
import type * as Verification from '#web/api/verification.ts';
import { canSendToPhone } from '#web/api/verification.ts';
import { RegisterPanel } from './register-panel';

vi.mock('../api/register', () => ({
  registerWithEmail: vi.fn(),
  registerWithPhone: vi.fn(),
  checkEmailFree: vi.fn(),
  checkPhoneFree: vi.fn(),
}));
vi.mock('#web/api/finish-login.ts', () => ({ finishLogin: vi.fn() }));
vi.mock('#web/api/verification.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Verification>()),
  canSendToPhone: vi.fn(),
  sendPhoneCode: vi.fn(),
  loadPuzzle: vi.fn(() => new Promise(() => {})),
}));
vi.mock('#web/api/countries.ts', () => ({
  useCountries: () => ({ data: [defaultCountry] }),
  useAllowedCallingCodes: () => ['81', '86'],
}));

const wrapper = createWrapper({ language: 'en-US' });

const apiError = (code: number, msg: string) => new ApiError({ code, msg, httpStatus: 200, path: '/api' });
const loginResult = { access_token: 'a', refresh_token: 'r', loginName: 'qctaro2026' } as LoginResult;

const type = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const submitButton = () => screen.getByRole('button', { name: 'Create account' });
const terms = () => screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });

function fillEmailForm() {
  type(/^Username/, 'taro2026');
  type(/^Password/, 'Passw0rd!');
  type(/^E-mail address/, 'taro@example.com');
  fireEvent.click(terms());
}

beforeEach(() => {
  vi.mocked(checkEmailFree).mockResolvedValue(undefined);
  vi.mocked(checkPhoneFree).mockResolvedValue({ virtual: false });
  vi.mocked(finishLogin).mockResolvedValue({} as Awaited<ReturnType<typeof finishLogin>>);
  useAttribution.setState({ referCode: null, linkType: null, btag: null, affiliateId: null });
  useAppSettings.setState({ sendCodeAvailableAt: {} });
});
afterEach(() => vi.clearAllMocks());

describe('RegisterPanel by e-mail', () => {
  it('keeps submit disabled until every field is valid and the terms are ticked', () => {
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    expect(submitButton()).toBeDisabled();
    type(/^Username/, 'taro2026');
    type(/^Password/, 'Passw0rd!');
    type(/^E-mail address/, 'taro@example.com');
    expect(submitButton()).toBeDisabled();
    fireEvent.click(terms());
    expect(submitButton()).toBeEnabled();
    type(/^Username/, '12345678');
    expect(submitButton()).toBeDisabled();
  });

  it('shows the rule under a field when it is left invalid', () => {
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    type(/^Username/, 'abc');
    expect(screen.getByText(i18n.t('validation.usernameRule'))).toBeInTheDocument();
    type(/^Password/, '12345');
    expect(screen.getByText(i18n.t('validation.passwordLength'))).toBeInTheDocument();
    type(/^E-mail address/, 'taro@');
    expect(screen.getByText(i18n.t('validation.emailInvalid'))).toBeInTheDocument();
  });

  it('links the terms from the checkbox, in a new tab', () => {
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    const link = screen.getByRole('link', { name: 'Terms and Conditions' });
    expect(link).toHaveAttribute('href', '/static/teamsAndConditions');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('drops symbols and CJK from the username as it is typed', () => {
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    type(/^Username/, 'taro_2026漢');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('taro2026');
  });

  it('registers, finishes the login as a registration and closes', async () => {
    vi.mocked(registerWithEmail).mockResolvedValue(loginResult);
    const onDone = vi.fn();
    render(<RegisterPanel onDone={onDone} />, { wrapper });
    fillEmailForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(registerWithEmail).toHaveBeenCalledWith(
      { username: 'taro2026', password: 'Passw0rd!', email: 'taro@example.com' },
      { referCode: undefined, btag: undefined, affiliateId: undefined },
    );
    expect(finishLogin).toHaveBeenCalledWith(loginResult, { registered: true });
  });

  it('puts 100010 under the username and keeps submit disabled until it changes', async () => {
    vi.mocked(registerWithEmail).mockRejectedValue(apiError(100010, 'This username is already taken'));
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    fillEmailForm();
    fireEvent.click(submitButton());
    const field = screen.getByLabelText(/^Username/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(i18n.t('codes.nameTaken'))));
    expect(submitButton()).toBeDisabled();
    fireEvent.change(field, { target: { value: 'taro2027' } });
    expect(submitButton()).toBeEnabled();
    expect(finishLogin).not.toHaveBeenCalled();
  });

  it('puts 100919 under the e-mail', async () => {
    vi.mocked(registerWithEmail).mockRejectedValue(apiError(100919, 'This e-mail is already registered'));
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    fillEmailForm();
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mail address/)).toHaveAccessibleDescription(i18n.t('codes.emailTaken')),
    );
  });

  it('shows any other answer above the button, in the server’s words or ours', async () => {
    vi.mocked(registerWithEmail).mockRejectedValueOnce(apiError(100711, 'Password too weak'));
    vi.mocked(registerWithEmail).mockRejectedValueOnce(new NetworkError('/api', new TypeError('offline')));
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    fillEmailForm();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Password too weak');
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('errors.network')));
  });

  it('checks the e-mail with the server when it is left, and says when it is taken', async () => {
    vi.mocked(checkEmailFree).mockRejectedValue(apiError(100919, 'taken'));
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    type(/^E-mail address/, 'player01@example.com');
    expect(checkEmailFree).toHaveBeenCalledWith('player01@example.com');
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mail address/)).toHaveAccessibleDescription(i18n.t('codes.emailTaken')),
    );
  });

  it('shows the invite code read-only and sends it with the affiliate values', async () => {
    useAttribution.setState({ referCode: 'AGT2026', linkType: 'invite', btag: 'summer', affiliateId: 'aff-12' });
    vi.mocked(registerWithEmail).mockResolvedValue(loginResult);
    const onDone = vi.fn();
    render(<RegisterPanel onDone={onDone} />, { wrapper });
    const referral = screen.getByLabelText(/^Referral code/);
    expect(referral).toHaveValue('AGT2026');
    expect(referral).toHaveAttribute('readonly');
    fillEmailForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(vi.mocked(registerWithEmail).mock.calls[0]![1]).toEqual({ referCode: 'AGT2026', btag: 'summer', affiliateId: 'aff-12' });
  });

  it('refuses a typed referral code over 40 characters', () => {
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    fillEmailForm();
    type(/^Referral code/, 'a'.repeat(45));
    // The field stops at 40; the rule is the guard behind it.
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue('a'.repeat(40));
    expect(submitButton()).toBeEnabled();
  });
});

describe('RegisterPanel by phone', () => {
  const openPhone = () => fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
  const phoneInput = () => screen.getByRole('textbox', { name: /^Phone number/ });
  const sendButton = () => screen.getByRole('button', { name: 'Send code' });

  function fillPhoneForm() {
    fireEvent.change(phoneInput(), { target: { value: '090-1234-5678' } });
    fireEvent.blur(phoneInput());
    type(/^Verification code/, '123456');
    fireEvent.click(terms());
  }

  it('strips the trunk 0 and symbols, and enables SEND only for a valid number', () => {
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    openPhone();
    expect(sendButton()).toBeDisabled();
    fireEvent.change(phoneInput(), { target: { value: '090-1234-5678' } });
    expect(phoneInput()).toHaveValue('9012345678');
    expect(sendButton()).toBeEnabled();
    fireEvent.change(phoneInput(), { target: { value: '312345678' } });
    fireEvent.blur(phoneInput());
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText(i18n.t('common.validtor.phoneVerify'))).toBeInTheDocument();
  });

  it('asks the server before opening the slider, with the number and purpose 1', async () => {
    vi.mocked(canSendToPhone).mockResolvedValue(30);
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    openPhone();
    fireEvent.change(phoneInput(), { target: { value: '9012345678' } });
    await act(async () => fireEvent.click(sendButton()));
    expect(canSendToPhone).toHaveBeenCalledWith({ phone: '9012345678', phonePrefix: '0081', purpose: 1 });
    // A wait from the server starts the countdown instead of the slider.
    expect(screen.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  });

  it('keeps submit disabled until number, 6-digit code and terms are there', () => {
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    openPhone();
    type(/^Verification code/, '12a34');
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('1234');
    fillPhoneForm();
    expect(submitButton()).toBeEnabled();
    type(/^Verification code/, '12345');
    expect(submitButton()).toBeDisabled();
  });

  it('registers with the phone, prefix and code, then finishes the login as a registration', async () => {
    vi.mocked(registerWithPhone).mockResolvedValue(loginResult);
    const onDone = vi.fn();
    render(<RegisterPanel onDone={onDone} />, { wrapper });
    openPhone();
    fillPhoneForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(registerWithPhone).toHaveBeenCalledWith(
      { phone: '9012345678', phonePrefix: '0081', code: '123456' },
      { referCode: undefined, btag: undefined, affiliateId: undefined },
    );
    expect(finishLogin).toHaveBeenCalledWith(loginResult, { registered: true });
  });

  it('puts a wrong code under the code field and a taken number under the phone', async () => {
    vi.mocked(registerWithPhone).mockRejectedValueOnce(apiError(100700, 'The code is wrong'));
    vi.mocked(registerWithPhone).mockRejectedValueOnce(apiError(100921, 'This number is already registered'));
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    openPhone();
    fillPhoneForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText(/^Verification code/)).toHaveAccessibleDescription('The code is wrong'));
    type(/^Verification code/, '654321');
    fireEvent.click(submitButton());
    expect(await screen.findByText('This number is already registered')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('warns about a virtual number without blocking it', async () => {
    vi.mocked(checkPhoneFree).mockResolvedValue({ virtual: true });
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    openPhone();
    fireEvent.change(phoneInput(), { target: { value: '9012345678' } });
    fireEvent.blur(phoneInput());
    expect(await screen.findByText(i18n.t('validation.virtualNumber'))).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('a typed phone referral code stops at 20 characters', () => {
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    openPhone();
    type(/^Referral code/, 'b'.repeat(25));
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue('b'.repeat(20));
  });

  it('an invite link’s code longer than 20 does not block phone registration', () => {
    useAttribution.setState({ referCode: 'c'.repeat(30), linkType: 'agent' });
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    openPhone();
    fillPhoneForm();
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue('c'.repeat(30));
    expect(submitButton()).toBeEnabled();
  });

  it('the method switch is a labelled radio group', () => {
    render(<RegisterPanel onDone={() => {}} />, { wrapper });
    const group = screen.getByRole('radiogroup', { name: 'Sign-up method' });
    expect(within(group).getByRole('radio', { name: 'E-mail' })).toBeChecked();
  });
});

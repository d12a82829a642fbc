import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWrapper } from '../../testing/render';
import { useAppSettings } from '../../stores/app-settings';
import { SendCodeButton } from './send-code-button';

const wrapper = createWrapper({ language: 'en-US' });

const sent = (form: 'login' | 'registerPhone' = 'login') =>
  act(() => useAppSettings.getState().startSendCodeCountdown(form));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SendCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    window.localStorage.clear();
    useAppSettings.setState({ sendCodeAvailableAt: {} });
  });
  afterEach(() => vi.useRealTimers());

  it('is disabled until the form may send, then sends on click', () => {
    const onSend = vi.fn();
    const { rerender } = render(<SendCodeButton form="login" canSend={false} onSend={onSend} />, { wrapper });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    rerender(<SendCodeButton form="login" canSend onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('counts down 60 s after a code went out, then offers SEND again', () => {
    const onSend = vi.fn();
    render(<SendCodeButton form="login" canSend onSend={onSend} />, { wrapper });
    sent();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    tick(1000);
    const button = screen.getByRole('button', { name: 'Resend in 59 s' });
    expect(button).toHaveTextContent('59 s');
    fireEvent.click(button);
    expect(onSend).not.toHaveBeenCalled();
    tick(58_000);
    expect(screen.getByRole('button')).toHaveTextContent('1 s');
    tick(1000);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('keeps counting when the dialog closes and opens again', () => {
    const view = render(<SendCodeButton form="registerPhone" canSend onSend={() => {}} />, { wrapper });
    sent('registerPhone');
    tick(10_000);
    view.unmount();
    tick(20_000);
    render(<SendCodeButton form="registerPhone" canSend onSend={() => {}} />, { wrapper });
    expect(screen.getByRole('button')).toHaveTextContent('30 s');
  });

  it('each form counts on its own', () => {
    render(
      <>
        <SendCodeButton form="login" canSend onSend={() => {}} />
        <SendCodeButton form="registerPhone" canSend onSend={() => {}} />
      </>,
      { wrapper },
    );
    sent('login');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['60 s', 'Send code']);
  });

  it('survives a page reload: the end of the countdown is in storage', async () => {
    sent('login');
    tick(15_000);
    vi.resetModules();
    const reloaded = await import('../../stores/app-settings');
    expect(reloaded.useAppSettings.getState().sendCodeAvailableAt.login).toBe(Date.now() + 45_000);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#web/testing/render.tsx';
import type { DepositChannel, DepositLimitStatus } from '../api/deposit';
import { DepositForm } from './deposit-form';

const openDeposit = vi.hoisted(() => vi.fn());
vi.mock('../api/deposit', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useDepositBanks: () => ({ data: [{ bankCode: '0009', bankName: '三井住友銀行', bankNameEn: 'SMBC' }] }),
    useCryptoChannels: () => ({ data: [] }),
    useOpenDeposit: () => useMutation({ mutationFn: openDeposit }),
  };
});

const bank: DepositChannel = { channel: 'BANK', currency: 'JPY', minAmount: 1000, maxAmount: 1000000, presets: [5000, 10000, 30000, 50000], settleMinutes: 3 };
const monthly: DepositLimitStatus = { period: 'MONTHLY', limit: 300000, used: 280000, remaining: 20000, currency: 'JPY', resetsAt: '2026-11-30T15:00:00.000Z' };

describe('DepositForm', () => {
  it('shows what remains of the limits beside the amount, and stops an amount over it', async () => {
    render(<DepositForm channel={bank} limits={[monthly]} onOpened={vi.fn()} />, { language: 'en-US' });
    expect(screen.getByText('Left this month: ¥20,000')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '30000' } });
    expect(await screen.findByText('This goes over the monthly deposit limit you set (¥20,000 left)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the account to pay to' })).toBeDisabled();
  });

  it('fills a preset as grouped yen and keeps to the channel range', async () => {
    render(<DepositForm channel={bank} limits={[]} onOpened={vi.fn()} />, { language: 'en-US' });
    expect(screen.getByText('You have not set a deposit limit')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '¥30,000' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('¥30,000');
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '500' } });
    expect(await screen.findByText('Enter an amount from ¥1,000 to ¥1,000,000')).toBeInTheDocument();
  });

  it('opens the order with the bank chosen', async () => {
    const onOpened = vi.fn();
    openDeposit.mockResolvedValue({ orderId: 'D20261124000001' });
    render(<DepositForm channel={bank} limits={[]} onOpened={onOpened} />, { language: 'en-US' });
    fireEvent.click(screen.getByRole('button', { name: '¥10,000' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Bank to transfer to' }));
    fireEvent.click(await screen.findByRole('option', { name: '三井住友銀行' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show the account to pay to' }));
    await waitFor(() => expect(onOpened).toHaveBeenCalledWith({ orderId: 'D20261124000001' }));
    expect(openDeposit.mock.calls[0]![0]).toEqual({ channel: 'BANK', amount: 10000, bankCode: '0009' });
  });
});

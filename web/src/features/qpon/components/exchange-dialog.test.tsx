import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/http/errors.ts';
import { createWrapper } from '#web/testing/render.tsx';
import type { PointsGoods } from '../api/points';
import { ExchangeDialog } from './exchange-dialog';
import { blockedReason } from './goods-card';

const exchange = vi.hoisted(() => vi.fn<(request: { goodsId: string; idempotencyKey: string }) => Promise<{ coupon: { couponId: string } }>>());
vi.mock('../api/points', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useExchange: () => useMutation({ mutationFn: exchange }) };
});

const goods: PointsGoods = {
  goodsId: 'G-CASH-1000',
  moduleId: 'cash',
  title: '¥1,000 cash coupon',
  description: 'Pays ¥1,000 into your main wallet.',
  kind: 'CASH',
  price: 1000,
  stock: 50,
  perPlayerLimit: 3,
  exchanged: 0,
  saleStartsAt: '2020-01-01T00:00:00.000Z',
  saleEndsAt: null,
  couponValidityDays: 30,
  value: { amount: 1000, currency: 'JPY', rounds: null, gameName: null, percent: null },
};

afterEach(() => exchange.mockReset());

describe('the exchange', () => {
  it('a good cannot be exchanged before its sale, sold out, at its limit, or without the points', () => {
    const now = Date.parse('2026-11-24T00:00:00Z');
    expect(blockedReason(goods, 1000, now)).toBeNull();
    expect(blockedReason({ ...goods, saleStartsAt: '2027-01-01T00:00:00Z' }, 5000, now)).toBe('notOnSale');
    expect(blockedReason({ ...goods, stock: 0 }, 5000, now)).toBe('soldOut');
    expect(blockedReason({ ...goods, exchanged: 3 }, 5000, now)).toBe('limitReached');
    expect(blockedReason(goods, 999, now)).toBe('notEnough');
    // A break closes goods that pay money, bonus or free spins; a partner's code stays open.
    expect(blockedReason({ ...goods, kind: 'CASH' }, 5000, now, true)).toBe('onBreak');
    expect(blockedReason({ ...goods, kind: 'FREE_SPINS' }, 5000, now, true)).toBe('onBreak');
    expect(blockedReason({ ...goods, kind: 'REDEMPTION_CODE' }, 5000, now, true)).toBeNull();
  });

  it('says a refusal in the server’s words, and a retry after an answer is a new attempt', async () => {
    exchange.mockRejectedValueOnce(new ApiError({ code: 107101, msg: 'You do not have enough points', httpStatus: 200, data: { balance: 40, price: 1000 }, path: '/api/phoenix/points/exchange' }));
    render(<ExchangeDialog goods={goods} balance={1500} onClose={() => undefined} />, { wrapper: createWrapper({ language: 'en-US' }) });
    expect(screen.getByText('Exchange for "¥1,000 cash coupon"?')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Points after/ })).toHaveTextContent('500 pt');

    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have enough points');

    exchange.mockResolvedValueOnce({ coupon: { couponId: 'C-000001' } });
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    await waitFor(() => expect(exchange).toHaveBeenCalledTimes(2));
    const [first, second] = exchange.mock.calls.map(([request]) => request.idempotencyKey);
    expect(second).not.toBe(first);
  });
});

import { describe, expect, it } from 'vitest';
import { cryptoQuote, depositAddress, depositChannel, dueDeposits, noDeposits, openDeposit, type DepositsSlice } from './deposits.ts';
import { kindOfOrderId, orderIdFor } from './orders.ts';

const T0 = Date.parse('2026-11-24T14:59:00Z'); // 23:59 in Japan
const MINUTE = 60_000;

describe('order ids', () => {
  it('carry the kind, the date in Japan and a sequence number', () => {
    expect(orderIdFor('deposit', 1, T0)).toBe('D20261124000001');
    expect(orderIdFor('withdraw', 42, T0 + MINUTE)).toBe('W20261125000042');
    expect(kindOfOrderId('D20261124000001')).toBe('deposit');
    expect(kindOfOrderId('W20261125000042')).toBe('withdraw');
    expect(kindOfOrderId('X1')).toBeUndefined();
  });
});

describe('deposit orders', () => {
  const slice = (): DepositsSlice => ({ deposits: noDeposits() });

  it('open pending, with a unique reference, an expiry and the channel delay', () => {
    const state = slice();
    const first = openDeposit(state, { accountId: 'a1', channel: 'BANK', amount: 10_000, currency: 'JPY' }, T0);
    const second = openDeposit(state, { accountId: 'a1', channel: 'BUY_CRYPTO', amount: 10_000, currency: 'JPY' }, T0);
    expect(first).toMatchObject({ orderId: 'D20261124000001', status: 'PENDING', payAt: T0 + 3 * MINUTE, expiresAt: T0 + 24 * 60 * MINUTE });
    expect(first.reference).toMatch(/^\d{6}$/);
    expect(second.reference).not.toBe(first.reference);
    // A buy-crypto order waits for the player to pay on the provider's page.
    expect(second.payAt).toBeUndefined();
  });

  it('are due to be paid once their delay is over, or to expire unpaid', () => {
    const state = slice();
    const bank = openDeposit(state, { accountId: 'a1', channel: 'BANK', amount: 10_000, currency: 'JPY' }, T0);
    const card = openDeposit(state, { accountId: 'a2', channel: 'BUY_CRYPTO', amount: 10_000, currency: 'JPY' }, T0);
    expect(dueDeposits(state, T0 + 3 * MINUTE - 1)).toEqual([]);
    expect(dueDeposits(state, T0 + 3 * MINUTE)).toEqual([{ order: bank, outcome: 'paid', at: T0 + 3 * MINUTE }]);
    // Found later, each still says when it fell due.
    expect(dueDeposits(state, T0 + 30 * MINUTE)).toEqual([
      { order: bank, outcome: 'paid', at: T0 + 3 * MINUTE },
      { order: card, outcome: 'expired', at: T0 + 30 * MINUTE },
    ]);
    expect(dueDeposits(state, T0 + 30 * MINUTE, 'a2')).toEqual([{ order: card, outcome: 'expired', at: T0 + 30 * MINUTE }]);
    bank.status = 'PAID';
    expect(dueDeposits(state, T0 + 30 * MINUTE, 'a1')).toEqual([]);
  });

  it('know each channel', () => {
    expect(depositChannel('VIRTUAL')).toMatchObject({ minAmount: 3_000, settleMinutes: 2 });
  });
});

describe('crypto', () => {
  it('a player has one address per network, shaped like that network', () => {
    expect(depositAddress('a1', 'TRON')).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(depositAddress('a1', 'ETHEREUM')).toMatch(/^0x[0-9a-f]{40}$/);
    expect(depositAddress('a1', 'BITCOIN')).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(depositAddress('a1', 'TRON')).toBe(depositAddress('a1', 'TRON'));
    expect(depositAddress('a2', 'TRON')).not.toBe(depositAddress('a1', 'TRON'));
  });

  it('keeps the addresses players had when the networks were named TRC20, ERC20 and BTC', () => {
    expect([depositAddress('a1', 'TRON'), depositAddress('a1', 'ETHEREUM'), depositAddress('a1', 'BITCOIN')]).toEqual([
      'TEgQ27HUGM9ztUt7mXTCRJkJ2ygrfGpb7s',
      '0x75d0dd26b7dc5280e3da187d846ed893060a31c5',
      'bc1q3wxt50g3mf5tgm7yga6hv0yg9tvmnvng99qhky',
    ]);
  });

  it('quotes the coin amount rounded up, and the URI the QR code carries', () => {
    const quote = cryptoQuote('a1', 'USDT', 'TRON', 30_000)!;
    // 30,000 / 151.2 = 198.4126..., rounded up to the cent.
    expect(quote).toMatchObject({ cryptoAmount: 198.42, rate: 151.2 });
    expect(quote.paymentUri).toBe(`usdt:${quote.address}?amount=198.42`);
    expect(cryptoQuote('a1', 'BTC', 'BITCOIN', 14_250_000)!.cryptoAmount).toBe(1);
    expect(cryptoQuote('a1', 'BTC', 'TRON', 10_000)).toBeUndefined();
  });
});

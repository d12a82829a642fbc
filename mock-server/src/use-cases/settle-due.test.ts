import { describe, expect, it } from 'vitest';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { documentsOf, kycStatus, recordUpload, REVIEW_AFTER_MS } from '../domain/kyc/documents.ts';
import { LOOSENING_DELAY_MS, selfControlFor, setDepositLimit, takeBreak } from '../domain/responsible-gaming/self-control.ts';
import { freshState } from '../domain/state.ts';
import { walletBalance } from '../domain/wallet/wallets.ts';
import { admin, testApp } from '../testing/app.ts';
import { advanceClock, clockNow, playerSession } from '../testing/players.ts';
import { openDepositOrder } from './deposit-orders.ts';
import { settleDue } from './settle-due.ts';

const T0 = Date.parse('2026-11-24T03:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function player() {
  const state = freshState(1);
  const account = findAccountByLoginName(state, 'qcplayer01')!;
  const open = (channel: 'BANK' | 'BUY_CRYPTO', amount: number, at = T0) => {
    const result = openDepositOrder(state, { accountId: account.id, channel, amount, ...(channel === 'BUY_CRYPTO' && { returnPath: '/account/deposit' }) }, at);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    return result.order;
  };
  return { state, id: account.id, open };
}

/** The smallest PNG header the reviewer reads: the signature and the IHDR chunk's width and height. */
function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe('settling what fell due, stamped with when it fell due', () => {
  it('a bank deposit found a day late is paid at its own moment: the order, its ledger entry and its push', () => {
    const { state, id, open } = player();
    const order = open('BANK', 10_000);
    settleDue(state, T0 + 25 * HOUR, id);
    const paidAt = T0 + 3 * MINUTE;
    expect(order).toMatchObject({ status: 'PAID', settledAt: paidAt });
    expect(state.wallet.transactions.at(-1)).toMatchObject({ kind: 'deposit', ref: order.orderId, at: paidAt });
    const pushed = state.events.outbox.filter((e) => e.type === 'deposit-changed').map((e) => e.type === 'deposit-changed' && [e.deposit.status, e.deposit.time]);
    expect(pushed).toEqual([
      ['PENDING', new Date(T0).toISOString()],
      ['PAID', new Date(paidAt).toISOString()],
    ]);
    expect(walletBalance(state, id, 'COMMON', 'JPY')).toBe(135_000);
  });

  it('an unpaid order expires at its expiry, and orders found together settle in the order they fell due', () => {
    const { state, id, open } = player();
    const bank = open('BANK', 10_000, T0 + 10 * MINUTE);
    const card = open('BUY_CRYPTO', 10_000);
    settleDue(state, T0 + 25 * HOUR, id);
    expect(card).toMatchObject({ status: 'EXPIRED', settledAt: T0 + 30 * MINUTE });
    expect(bank).toMatchObject({ status: 'PAID', settledAt: T0 + 13 * MINUTE });
    const settled = state.events.outbox.filter((e) => e.type === 'deposit-changed' && e.deposit.status !== 'PENDING');
    expect(settled.map((e) => e.type === 'deposit-changed' && e.deposit.orderNo)).toEqual([bank.orderId, card.orderId]);
  });

  it('a document is reviewed 10 minutes after its upload, however late the clock gets there', () => {
    const { state, id } = player();
    const upload = (width: number) => recordUpload(state, id, { documentType: 'PASSPORT', side: 'FRONT', declaredType: 'image/png', bytes: png(width, 400) }, T0);
    upload(640);
    upload(200);
    settleDue(state, T0 + REVIEW_AFTER_MS - 1, id);
    expect(kycStatus(state, id)).toBe('PENDING');
    settleDue(state, T0 + 25 * HOUR, id);
    expect(documentsOf(state, id).map((d) => [d.status, d.reviewedAt])).toEqual([
      ['REJECTED', T0 + REVIEW_AFTER_MS],
      ['APPROVED', T0 + REVIEW_AFTER_MS],
    ]);
    expect(kycStatus(state, id)).toBe('APPROVED');
  });

  it('a looser limit comes into force after its 24 hours, and a break ends', () => {
    const { state, id } = player();
    const control = selfControlFor(state, id);
    setDepositLimit(control, 'MONTHLY', 500_000, T0);
    takeBreak(control, 'COOLING_OFF', 1, T0);
    settleDue(state, T0 + LOOSENING_DELAY_MS - 1, id);
    expect(control.depositLimits).toEqual([{ period: 'MONTHLY', amount: 300_000, pending: { amount: 500_000, effectiveAt: T0 + LOOSENING_DELAY_MS } }]);
    expect(control.coolingOffUntil).toBe(T0 + 24 * HOUR);
    settleDue(state, T0 + 25 * HOUR, id);
    expect(control.depositLimits).toEqual([{ period: 'MONTHLY', amount: 500_000 }]);
    expect(control.coolingOffUntil).toBeUndefined();
  });

  it('a free bet expires at its expiry; other players are left as they are', () => {
    const { state, id } = player();
    const mine = state.bets.freeBets.find((bet) => bet.accountId === id)!;
    const theirs = state.bets.freeBets.find((bet) => bet.accountId !== id)!;
    settleDue(state, mine.expiresAt - 1, id);
    expect(mine.status).toBe('AVAILABLE');
    settleDue(state, mine.expiresAt, id);
    expect(mine.status).toBe('EXPIRED');
    expect(theirs.status).toBe('AVAILABLE');
  });

  it('through the API: after 25 hours on the clock the order, the records and QA see the moment the money arrived', async () => {
    const app = await testApp();
    let as = await playerSession(app);
    const order = (await as('createBankDeposit', { bankCode: '0009', amount: 10000 })).json().data;
    const opened = Date.parse(order.createdAt);
    // QA adjusts the wallet an hour later, before anything reads the order.
    await advanceClock(app, HOUR);
    await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', walletType: 'COMMON', currency: 'JPY', amount: 500, idempotencyKey: 'qa-1' });
    await advanceClock(app, 24 * HOUR);
    const readAt = await clockNow(app);
    as = await playerSession(app);

    const paidAt = new Date(opened + 3 * MINUTE).toISOString();
    expect((await as('getDepositOrder', { orderId: order.orderId })).json().data).toMatchObject({ status: 'PAID', settledAt: paidAt });
    const records = (await as('getBalanceRecords', { pageNo: 1, pageSize: 2 })).json().data.records;
    expect(records.map((r: { kind: string; amount: number; balanceAfter: number }) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['adjustment', 500, 135_500],
      ['deposit', 10_000, 135_000],
    ]);
    expect(records[1].time).toBe(paidAt);
    // The adjustment was an hour after the order; the deposit was read a day after that.
    expect(Date.parse(records[0].time) - opened).toBeGreaterThanOrEqual(HOUR);
    expect(readAt - Date.parse(paidAt)).toBeGreaterThan(24 * HOUR);
    const listed = (await admin(app, 'GET', '/__mock/orders?loginName=qcplayer01')).json();
    expect(JSON.stringify(listed)).toContain(paidAt);
  });
});

// Honest time: whatever falls due on the session clock carries the moment it fell due,
// whoever observes it first and however late: QA's control reads as much as the player's calls.
// Each kind of thing that becomes due and is stamped is here: a bank deposit paid, a card deposit
// expired, an identity document reviewed; and what changes without a stamp of its own: a looser
// limit in force, a break over (a free bet's expiry is its own `expiresAt`: settle-due.test.ts).
// The rest of the clock's work is checked against the clock on use, never stamped (tokens, codes,
// launch tokens, the password lock), and withdrawals and sports bets wait for QA's settle call.
import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { picture } from '../../testing/pictures.ts';
import { bearer, loginAs } from '../../testing/players.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (at: number) => new Date(at).toISOString();
const SESSION = 'honest-time';
const clockNow = async (app: Awaited<ReturnType<typeof testApp>>) => Date.parse((await admin(app, 'GET', '/__mock/clock', undefined, SESSION)).json().now);

describe('after the clock moves a day, what fell due meanwhile carries its own moment', () => {
  it('QA reads the ledger first: the deposit is in it at 3 minutes after the order; orders, documents, limits and breaks agree', async () => {
    const app = await testApp();
    const session = SESSION;
    const as = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
    const player = (operationId: Parameters<typeof call>[1], body: unknown = {}) => call(app, operationId, { session, headers: as, body });
    const opened = await clockNow(app);
    const bank = (await player('createBankDeposit', { bankCode: '0009', amount: 10000 })).json().data;
    const card = (await player('startBuyCrypto', { amount: 10000, returnPath: '/account/deposit' })).json().data;
    expect((await player('uploadIdDocument', { documentType: 'PASSPORT', side: 'FRONT', mimeType: 'image/png', image: await picture('png') })).json().code).toBe(200);
    expect((await player('setSelfControl', { type: 'DEPOSIT_LIMIT', period: 'MONTHLY', amount: 300_000 })).json().code).toBe(200);
    expect((await player('setSelfControl', { type: 'DEPOSIT_LIMIT', period: 'MONTHLY', amount: 500_000 })).json().data.depositLimits[0].pendingChange).not.toBeNull();
    expect((await player('setSelfControl', { type: 'COOLING_OFF', days: 1 })).json().code).toBe(200);

    await admin(app, 'POST', '/__mock/clock', { advanceMs: 25 * HOUR }, session);
    const readAt = await clockNow(app);
    // Nothing of the player's has been called since: the control API is the first to look.
    const ledger = (await admin(app, 'GET', '/__mock/ledger?loginName=qcplayer01', undefined, session)).json();
    const deposit = ledger.entries.find((entry: { kind: string; ref: string }) => entry.kind === 'deposit' && entry.ref === bank.orderId);
    const paidAt = Date.parse(bank.createdAt) + 3 * MINUTE;
    expect(deposit?.time).toBe(iso(paidAt));
    expect(readAt - paidAt).toBeGreaterThan(24 * HOUR);
    const orders = (await admin(app, 'GET', '/__mock/orders?loginName=qcplayer01&kind=deposit', undefined, session)).json().orders;
    const byId = Object.fromEntries(orders.map((order: { orderId: string }) => [order.orderId, order]));
    expect(byId[bank.orderId]).toMatchObject({ status: 'PAID', settledAt: iso(paidAt) });
    expect(byId[card.orderId].status).toBe('EXPIRED');
    expect(Date.parse(byId[card.orderId].settledAt)).toBeLessThan(opened + HOUR);

    // The player's own reads, a day later, say the same moments.
    const later = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
    const read = async (operationId: Parameters<typeof call>[1]) => (await call(app, operationId, { session, headers: later, body: {} })).json().data;
    const [document] = await read('getIdDocuments');
    expect(Date.parse(document.reviewedAt) - Date.parse(document.uploadedAt)).toBe(10 * MINUTE);
    const control = (await read('getUserInfo')).selfControl;
    expect(control.depositLimits).toEqual([expect.objectContaining({ period: 'MONTHLY', amount: 500_000, pendingChange: null })]);
    expect(control.coolingOffUntil).toBeNull();
  });
});

import { findCoupon, markCouponUsed } from '../domain/shop/shop.ts';
import type { Coupon } from '../domain/shop/state.ts';
import type { MockState } from '../domain/state.ts';
import { DAY_MS } from '../domain/points/ledger.ts';
import { offersClosed, paysMoneyOrBonus, type OffersClosed } from '../domain/responsible-gaming/offers-closed.ts';
import { holdsWallet, moveMoney, openWallets } from '../domain/wallet/wallets.ts';

export type RedeemOutcome =
  | { ok: true; coupon: Coupon }
  | { ok: false; reason: 'no-coupon' | 'used' }
  | { ok: false; reason: 'expired'; expiresAt: number }
  | ({ ok: false; reason: 'break' } & OffersClosed);

/** A free bet a coupon gives lasts a week from its use. */
const COUPON_FREE_BET_MS = 7 * DAY_MS;

/**
 * Using a coupon: its reward, once, then USED. CASH is a balanced ledger movement from the house's
 * bonuses into the player's COMMON wallet (the coupon id its key, so it can never pay twice);
 * FREE_SPINS a free bet on the good's game (the games' free-bet list shows it); REDEMPTION_CODE
 * only marks the code used (the partner redeems it). DEPOSIT_BONUS is where the bonus ledger's
 * grantBonus goes: the shop sells no such good until that ledger exists (QA cannot add one).
 * A break closes the coupons that pay money, bonus or free spins; a partner's code stays open.
 */
export function redeemCoupon(state: MockState, accountId: string, couponId: string, now: number): RedeemOutcome {
  const coupon = findCoupon(state, accountId, couponId);
  if (!coupon) return { ok: false, reason: 'no-coupon' };
  if (coupon.status === 'USED') return { ok: false, reason: 'used' };
  if (coupon.status === 'EXPIRED' || coupon.expiresAt <= now) return { ok: false, reason: 'expired', expiresAt: coupon.expiresAt };
  const reward = coupon.reward;
  const closed = paysMoneyOrBonus(reward.kind) ? offersClosed(state, accountId, now) : undefined;
  if (closed) return { ok: false, reason: 'break', ...closed };
  switch (reward.kind) {
    case 'CASH': {
      if (!holdsWallet(state, accountId, 'COMMON', reward.currency)) openWallets(state, accountId, reward.currency);
      const paid = moveMoney(state, { accountId, walletType: 'COMMON', currency: reward.currency, amount: reward.amount, counterpart: 'bonuses', kind: 'bonus', at: now, ref: coupon.couponId, idempotencyKey: `coupon:${coupon.couponId}` });
      if (!paid.ok) throw new Error(`redeemCoupon: ${reward.amount} ${reward.currency} for ${coupon.couponId}: ${paid.reason}`);
      break;
    }
    case 'FREE_SPINS':
      state.bets.freeBets.push({
        bonusId: `FB-${coupon.couponId}`,
        accountId,
        gameId: reward.gameId,
        providerCode: reward.providerCode,
        rounds: reward.rounds,
        roundsLeft: reward.rounds,
        stake: reward.stake,
        currency: reward.currency,
        status: 'AVAILABLE',
        grantedAt: now,
        expiresAt: now + COUPON_FREE_BET_MS,
      });
      break;
    case 'REDEMPTION_CODE':
      break;
    case 'DEPOSIT_BONUS':
      throw new Error(`redeemCoupon: ${coupon.couponId} is a deposit bonus, which needs the bonus ledger (grantBonus)`);
  }
  markCouponUsed(state, coupon, now);
  return { ok: true, coupon };
}

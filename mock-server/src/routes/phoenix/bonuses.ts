// The bonus ledger (SPEC §7 "Bonus: request query, give_up, release, coupon page, bonus_config",
// and the player's bonuses): glue over use-cases/bonus-ledger.ts and bonus-offers.ts.
import { toMajor, toMinor } from '#common/money.ts';
import { codes } from '../../contract.ts';
import { activeBonuses, bonusesOf, findBonus, lockedBalance, wageringDone, wageringRequired } from '../../domain/promotions/bonuses.ts';
import { findPromotion } from '../../domain/promotions/catalogue.ts';
import { wageringHistory } from '../../domain/promotions/wagering-history.ts';
import { localDate } from '../../domain/profile/personal-details.ts';
import { redemptionsOf } from '../../domain/promotions/codes.ts';
import { loginBonusOf } from '../../domain/promotions/offers.ts';
import { ARMED_DAYS, BONUS_MONEY_PLAY_TYPES, CONTRIBUTION_PERCENT, EXPIRING_NOTICE_HOURS, MAX_ACTIVE_BONUSES } from '../../domain/promotions/rules.ts';
import type { MockState } from '../../domain/state.ts';
import { mainCurrency, walletBalance, walletsInOrder } from '../../domain/wallet/wallets.ts';
import { forfeitPreview, giveUpBonus, releaseBonus, type ForfeitPreview } from '../../use-cases/bonus-ledger.ts';
import { codeOfferFor } from '../../use-cases/bonus-offers.ts';
import { offersClosed } from '../../domain/responsible-gaming/offers-closed.ts';
import { bonusView, breakView, codeOfferView, loginBonusView } from '../bonus-views.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';

function previewView(state: MockState, accountId: string, preview: ForfeitPreview) {
  const { bonus } = preview;
  const major = (minor: number) => toMajor(minor, bonus.currency);
  const promotionBalance = walletBalance(state, accountId, 'PROMOTION', bonus.currency);
  return {
    bonusId: bonus.bonusId,
    currency: bonus.currency,
    amount: major(bonus.amount),
    winnings: major(preview.winnings),
    forfeit: major(preview.forfeit),
    freeSpinsLeft: preview.freeSpinsLeft,
    promotionBalance,
    promotionBalanceAfter: major((toMinor(promotionBalance, bonus.currency) ?? 0) - preview.forfeit),
    wageringDone: major(wageringDone(bonus)),
    wageringRequired: major(wageringRequired(bonus)),
  };
}

/** The player's codes: the offers' and those they redeemed, newest first. */
function couponsOf(state: MockState, accountId: string, now: number) {
  const redeemed = redemptionsOf(state, accountId);
  const currency = mainCurrency(state, accountId);
  const offered = Object.values(state.promotions.codes).filter((c) => c.forAccount === accountId);
  const typed = redeemed.filter((r) => !offered.some((c) => c.code === r.code));
  const entry = (code: string, promotionId: string, origin: 'OFFER' | 'CODE', createdAt: number, expiresAt: number | null) => {
    const used = redeemed.find((r) => r.code === code);
    const promotion = findPromotion(promotionId);
    return {
      at: createdAt,
      coupon: {
        code,
        promotionId,
        title: promotion?.title,
        origin,
        status: used ? ('USED' as const) : expiresAt !== null && now >= expiresAt ? ('EXPIRED' as const) : ('AVAILABLE' as const),
        amount: promotion?.reward.fixedAmount ?? 0,
        currency,
        expiresAt: expiresAt === null ? null : iso(expiresAt),
        usedAt: used ? iso(used.at) : null,
        bonusId: used?.bonusId ?? null,
      },
    };
  };
  return [
    ...offered.map((c) => entry(c.code, c.promotionId, 'OFFER', c.createdAt, c.expiresAt)),
    ...typed.map((r) => {
      const code = Object.hasOwn(state.promotions.codes, r.code) ? state.promotions.codes[r.code] : undefined;
      return entry(r.code, code?.promotionId ?? '', 'CODE', r.at, code?.expiresAt ?? null);
    }),
  ].sort((a, b) => b.at - a.at);
}

export const bonusHandlers = defineHandlers({
  getBonusRequests: (ctx) => {
    const account = currentAccount(ctx);
    const currency = mainCurrency(ctx.state, account.id);
    const onBreak = offersClosed(ctx.state, account.id, ctx.now);
    const offer = codeOfferFor(ctx.state, account.id, ctx.now);
    const timeless = codeOfferView({ ...offer, moments: [], dueAt: null, nextAt: null }, currency);
    if (onBreak) return { blockedBy: breakView(onBreak), loginBonus: null, codeOffer: timeless };
    // Timed offers switched off (QA): no login bonus, no moments; the day's codes stay on /promo.
    if (!ctx.state.promotions.timedOffers) return { blockedBy: null, loginBonus: null, codeOffer: timeless };
    return { blockedBy: null, loginBonus: loginBonusView(loginBonusOf(ctx.state, account.id, ctx.now), currency), codeOffer: codeOfferView(offer, currency) };
  },
  getBonuses: (ctx) => {
    const account = currentAccount(ctx);
    const currency = mainCurrency(ctx.state, account.id);
    const active = activeBonuses(ctx.state, account.id, currency);
    const promotionBalance = walletBalance(ctx.state, account.id, 'PROMOTION', currency);
    const locked = toMajor(lockedBalance(ctx.state, account.id, currency), currency);
    const sum = (pick: (required: number, done: number) => number) => toMajor(active.reduce((total, b) => total + pick(wageringRequired(b), Math.min(wageringDone(b), wageringRequired(b))), 0), currency);
    return {
      bonuses: bonusesOf(ctx.state, account.id).slice(0, 60).map((bonus) => bonusView(ctx.state, bonus, ctx.locale)),
      summary: {
        currency,
        promotionBalance,
        locked,
        transferable: Math.max(0, promotionBalance - locked),
        wageringDone: sum((_, done) => done),
        wageringRequired: sum((required) => required),
        active: active.length,
      },
    };
  },
  getBonusWageringHistory: (ctx) => {
    const account = currentAccount(ctx);
    const bonus = findBonus(ctx.state, account.id, ctx.body.bonusId);
    if (!bonus) throw ctx.refuse(codes.bonusNotFound);
    const major = (minor: number) => toMajor(minor, bonus.currency);
    const days = wageringHistory(bonus, ctx.now, (at) => localDate(at, account.timeZone));
    return { bonus: bonusView(ctx.state, bonus, ctx.locale), days: days.map((day) => ({ ...day, wagered: major(day.wagered), done: major(day.done) })) };
  },
  getForfeitPreview: (ctx) => {
    const account = currentAccount(ctx);
    const preview = forfeitPreview(ctx.state, account.id, ctx.body.bonusId);
    if (!('bonus' in preview)) throw ctx.refuse(preview.reason === 'not-found' ? codes.bonusNotFound : codes.bonusNotActive);
    return previewView(ctx.state, account.id, preview);
  },
  giveUpBonus: (ctx) => {
    const account = currentAccount(ctx);
    const result = giveUpBonus(ctx.state, account.id, ctx.body.bonusId, ctx.body.expectedForfeit, ctx.now);
    if (!result.ok) {
      if (result.reason === 'changed') throw ctx.refuse(codes.forfeitChanged, previewView(ctx.state, account.id, result.preview));
      throw ctx.refuse(result.reason === 'not-found' ? codes.bonusNotFound : codes.bonusNotActive);
    }
    return { bonus: bonusView(ctx.state, result.bonus, ctx.locale), moved: toMajor(result.moved, result.bonus.currency), wallets: walletsInOrder(ctx.state, account.id) };
  },
  releaseBonus: (ctx) => {
    const account = currentAccount(ctx);
    const result = releaseBonus(ctx.state, account.id, ctx.body.bonusId, ctx.now);
    if (!result.ok) {
      if (result.reason === 'not-met') {
        const bonus = bonusesOf(ctx.state, account.id).find((b) => b.bonusId === ctx.body.bonusId)!;
        throw ctx.refuse(codes.wageringNotMet, { wageringDone: toMajor(wageringDone(bonus), bonus.currency), wageringRequired: toMajor(wageringRequired(bonus), bonus.currency) });
      }
      throw ctx.refuse(result.reason === 'not-found' ? codes.bonusNotFound : codes.bonusNotActive);
    }
    return { bonus: bonusView(ctx.state, result.bonus, ctx.locale), moved: toMajor(result.moved, result.bonus.currency), wallets: walletsInOrder(ctx.state, account.id) };
  },
  getBonusCouponPage: (ctx) => {
    const account = currentAccount(ctx);
    const { pageNo = 1, pageSize = 20, status } = ctx.body ?? {};
    const coupons = couponsOf(ctx.state, account.id, ctx.now)
      .map(({ coupon }) => ({ ...coupon, title: coupon.title?.[ctx.locale] ?? coupon.code }))
      .filter((coupon) => status === undefined || coupon.status === status);
    return { pageNo, pageSize, total: coupons.length, coupons: coupons.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
  },
  getBonusConfig: () => ({
    contributions: Object.entries(CONTRIBUTION_PERCENT).map(([playType, percent]) => ({ playType: playType as keyof typeof CONTRIBUTION_PERCENT, percent })),
    bonusMoneyPlayTypes: [...BONUS_MONEY_PLAY_TYPES],
    stakeOrder: 'COMMON_FIRST' as const,
    maxActiveBonuses: MAX_ACTIVE_BONUSES,
    expiringNoticeHours: EXPIRING_NOTICE_HOURS,
    armedDays: ARMED_DAYS,
  }),
});

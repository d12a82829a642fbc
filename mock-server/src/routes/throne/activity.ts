// /throne-api/activity (SPEC §7: apply, queryActivityConstant, free_spin/list, cdk prequery and
// preapply): glue over use-cases/bonus-offers.ts and the bonus ledger.
import { toMajor } from '#common/money.ts';
import { codes } from '../../contract.ts';
import { freeBetsOf } from '../../domain/bets/free-bets.ts';
import { findGame } from '../../domain/games/catalogue.ts';
import type { PromotionDef } from '../../domain/promotions/catalogue.ts';
import { loginBonusOf } from '../../domain/promotions/offers.ts';
import type { BonusCode } from '../../domain/promotions/state.ts';
import { mainCurrency, walletsInOrder } from '../../domain/wallet/wallets.ts';
import { claimLoginBonus, prequeryCode, redeemCode, revealOfferCode } from '../../use-cases/bonus-offers.ts';
import { bonusView, codeOfferView, problemView } from '../bonus-views.ts';
import { offerClosedError } from '../offers-closed.ts';
import { defineHandlers, type ContextOf } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';

type CodeRefusal = Exclude<Extract<ReturnType<typeof redeemCode>, { ok: false }>, { reason: 'too-many' }>;

/** A code's refusal as the contract numbers it (prequery and preapply answer the same). */
function codeRefusal(ctx: ContextOf<'redeemBonusCode'> | ContextOf<'prequeryBonusCode'>, refused: CodeRefusal) {
  switch (refused.reason) {
    case 'unknown':
      return ctx.refuse(codes.bonusCodeUnknown);
    case 'expired':
      return ctx.refuse(codes.bonusCodeExpired);
    case 'used':
      return ctx.refuse(codes.bonusCodeUsed);
    case 'exhausted':
      return ctx.refuse(codes.bonusCodeExhausted);
    case 'not-eligible':
      return ctx.refuse(codes.bonusCodeNotEligible, { reasons: refused.problems.map((p) => problemView(p, ctx.locale)) });
    case 'break':
      return offerClosedError(ctx.refuse, refused);
  }
}

function codePreview(code: BonusCode, promotion: PromotionDef, currency: string, locale: ContextOf<'prequeryBonusCode'>['locale']) {
  return {
    code: code.code,
    promotionId: promotion.promotionId,
    title: promotion.title[locale],
    summary: promotion.summary(locale),
    amount: promotion.reward.fixedAmount ?? 0,
    currency,
    wageringMultiple: promotion.wageringMultiple,
    maxStake: promotion.maxStake,
    validityDays: promotion.validityDays,
    expiresAt: code.expiresAt === null ? null : iso(code.expiresAt),
  };
}

export const activityHandlers = defineHandlers({
  queryActivityConstant: ({ state }) => state.activityConstants,
  applyActivity: (ctx) => {
    const account = currentAccount(ctx);
    const currency = mainCurrency(ctx.state, account.id);
    if (ctx.body.type === 'LOGIN_BONUS') {
      const result = claimLoginBonus(ctx.state, account.id, ctx.body.requestId, ctx.now);
      if (!result.ok) {
        switch (result.reason) {
          case 'unknown':
            throw ctx.refuse(codes.bonusRequestNotFound);
          case 'claimed':
          case 'not-yet': {
            const today = loginBonusOf(ctx.state, account.id, ctx.now);
            throw result.reason === 'claimed'
              ? ctx.refuse(codes.loginBonusClaimed, { nextClaimableAt: iso(today.nextClaimableAt) })
              : ctx.refuse(codes.loginBonusNotYet, { claimableAt: iso(today.claimableAt) });
          }
          case 'too-many':
            throw ctx.refuse(codes.tooManyBonuses);
          case 'break':
            throw offerClosedError(ctx.refuse, result);
        }
      }
      return { type: 'LOGIN_BONUS' as const, bonus: bonusView(ctx.state, result.bonus, ctx.locale), codeOffer: null };
    }
    const result = revealOfferCode(ctx.state, account.id, ctx.now);
    if (!result.ok) {
      if (result.reason === 'none-left') throw ctx.refuse(codes.noCodeOffer);
      throw offerClosedError(ctx.refuse, result);
    }
    return { type: 'BONUS_CODE_OFFER' as const, bonus: null, codeOffer: codeOfferView(result.offer, currency) };
  },
  getFreeSpins: (ctx) => {
    const account = currentAccount(ctx);
    const bonuses = ctx.state.promotions.bonuses.filter((b) => b.accountId === account.id && b.freeBetId !== null);
    return {
      freeSpins: freeBetsOf(ctx.state, account.id)
        .slice(0, 100)
        .map((spin) => {
          const game = findGame(ctx.state.seed, spin.gameId);
          const bonus = bonuses.find((b) => b.freeBetId === spin.bonusId);
          return {
            bonusId: spin.bonusId,
            gameId: spin.gameId,
            providerCode: spin.providerCode,
            gameName: game?.name[ctx.locale] ?? spin.gameId,
            playType: game?.playType ?? 'PACHINKO',
            rounds: spin.rounds,
            roundsLeft: spin.roundsLeft,
            stake: spin.stake,
            currency: spin.currency,
            status: spin.status,
            grantedAt: iso(spin.grantedAt),
            expiresAt: iso(spin.expiresAt),
            winningsBonusId: bonus?.bonusId ?? null,
            winnings: bonus ? toMajor(bonus.amount, bonus.currency) : 0,
          };
        }),
    };
  },
  prequeryBonusCode: (ctx) => {
    const account = currentAccount(ctx);
    const result = prequeryCode(ctx.state, account.id, ctx.body.code, ctx.now);
    if (!result.ok) throw codeRefusal(ctx, result);
    return codePreview(result.code, result.promotion, mainCurrency(ctx.state, account.id), ctx.locale);
  },
  redeemBonusCode: (ctx) => {
    const account = currentAccount(ctx);
    const result = redeemCode(ctx.state, account.id, ctx.body.code, ctx.now);
    if (!result.ok) throw result.reason === 'too-many' ? ctx.refuse(codes.tooManyBonuses) : codeRefusal(ctx, result);
    return { bonus: bonusView(ctx.state, result.bonus, ctx.locale), wallets: walletsInOrder(ctx.state, account.id) };
  },
});

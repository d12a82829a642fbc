// Promotions and tasks (SPEC §7 "Promotion: list, history, claim, decline, revert. Task:
// checkDisplay, apply"): glue over use-cases/promotions.ts and bonus-offers.ts.
import { toMajor } from '#common/money.ts';
import type { Locale } from '../../contract.ts';
import { codes } from '../../contract.ts';
import { findBonus } from '../../domain/promotions/bonuses.ts';
import { findPromotion, freeSpinsGame, PROMOTIONS, promotionPictureName, runningPeriod, type PromotionDef } from '../../domain/promotions/catalogue.ts';
import { claimInPeriod, claimsOf } from '../../domain/promotions/claims.ts';
import type { Claim } from '../../domain/promotions/state.ts';
import { progressOf, TASKS, taskWindow, type TaskDef } from '../../domain/promotions/tasks.ts';
import { termsHtml } from '../../domain/promotions/terms.ts';
import { mediaPath } from '../../domain/shared/media.ts';
import type { MockState } from '../../domain/state.ts';
import { mainCurrency, walletsInOrder } from '../../domain/wallet/wallets.ts';
import { applyTask } from '../../use-cases/bonus-offers.ts';
import { offersClosed } from '../../domain/responsible-gaming/offers-closed.ts';
import { cashbackEstimate, eligibilityProblems } from '../../use-cases/promotion-eligibility.ts';
import { claimPromotion, declinePromotion, revertClaim } from '../../use-cases/promotions.ts';
import { bonusView, problemView } from '../bonus-views.ts';
import { offerClosedError } from '../offers-closed.ts';
import { defineHandlers, type ResultOf } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';

type Availability = ResultOf<'getPromotions'>['promotions'][number]['availability'];

function availability(state: MockState, accountId: string | undefined, def: PromotionDef, locale: Locale, now: number): Availability {
  const none = { reasons: [], claimId: null, bonusId: null, armedUntil: null };
  if (accountId === undefined) return { status: 'LOGIN_REQUIRED', ...none };
  const claim = claimInPeriod(state, accountId, def.promotionId, def.claimLimit, now);
  if (claim) {
    const bonus = claim.bonusId === null ? undefined : findBonus(state, accountId, claim.bonusId);
    const status = claim.state === 'ARMED' ? 'ARMED' : claim.state === 'DECLINED' ? 'DECLINED' : bonus?.status === 'ACTIVE' ? 'ACTIVE' : 'CLAIMED';
    return { status, reasons: [], claimId: claim.claimId, bonusId: claim.bonusId, armedUntil: claim.armedUntil === null ? null : iso(claim.armedUntil) };
  }
  const problems = eligibilityProblems(state, accountId, def, now);
  if (problems.length > 0) return { ...none, status: 'NOT_ELIGIBLE', reasons: problems.map((p) => problemView(p, locale)) };
  return { status: 'CLAIMABLE', ...none };
}

function promotionView(state: MockState, def: PromotionDef, accountId: string | undefined, locale: Locale, now: number) {
  const game = def.kind === 'FREE_SPINS' ? freeSpinsGame(state.seed) : undefined;
  const r = def.reward;
  const period = runningPeriod(now);
  return {
    promotionId: def.promotionId,
    kind: def.kind,
    title: def.title[locale],
    summary: def.summary(locale),
    terms: termsHtml(def, locale, game && { gameName: game.name[locale], stake: game.minBet }),
    imageUrl: mediaPath(state.seed, 'banner', promotionPictureName(def.promotionId), 'webp'),
    startAt: iso(period.startAt),
    endAt: iso(period.endAt),
    currency: accountId === undefined ? state.config.currency : mainCurrency(state, accountId),
    reward: {
      matchPercent: r.matchPercent ?? null,
      maxBonus: r.maxBonus ?? null,
      minDeposit: r.minDeposit ?? null,
      fixedAmount: r.fixedAmount ?? null,
      cashbackPercent: r.cashbackPercent ?? null,
      cashbackPlayType: r.cashbackPlayType ?? null,
      cashbackDays: r.cashbackDays ?? null,
      freeSpins: game ? { gameId: game.gameId, providerCode: game.providerCode, gameName: game.name[locale], playType: game.playType, rounds: r.freeSpins!.rounds, stake: game.minBet } : null,
      estimate: def.kind === 'CASHBACK' && accountId !== undefined ? cashbackEstimate(state, accountId, def, now) : null,
    },
    wageringMultiple: def.wageringMultiple,
    maxStake: def.maxStake,
    validityDays: def.validityDays,
    claimLimit: def.claimLimit,
    countries: [...def.countries],
    availability: availability(state, accountId, def, locale, now),
  };
}

export function claimView(state: MockState, claim: Claim, locale: Locale) {
  const def = findPromotion(claim.promotionId);
  const bonus = claim.bonusId === null ? undefined : findBonus(state, claim.accountId, claim.bonusId);
  // A paid claim follows its bonus; one whose closed bonus has since been forgotten ended with it.
  const status = claim.state === 'PAID' ? (bonus?.status ?? 'RELEASED') : claim.state;
  return {
    claimId: claim.claimId,
    promotionId: claim.promotionId,
    title: def?.title[locale] ?? claim.promotionId,
    status,
    claimedAt: iso(claim.claimedAt),
    armedUntil: claim.armedUntil === null ? null : iso(claim.armedUntil),
    bonusId: claim.bonusId,
    amount: bonus ? toMajor(bonus.amount, bonus.currency) : null,
    currency: bonus?.currency ?? mainCurrency(state, claim.accountId),
    closedAt: bonus?.closedAt != null ? iso(bonus.closedAt) : claim.closedAt === null ? null : iso(claim.closedAt),
  };
}

function taskView(state: MockState, accountId: string, task: TaskDef, locale: Locale, now: number) {
  const progress = progressOf(state, accountId, task, now);
  const window = taskWindow(task, now);
  return {
    taskId: task.taskId,
    title: task.title[locale],
    description: task.description(locale),
    period: task.period,
    periodStart: iso(window.start),
    periodEnd: iso(window.end),
    unit: task.unit,
    goal: task.goal,
    progress: progress.progress,
    status: progress.claimedAt !== null ? ('CLAIMED' as const) : progress.progress >= task.goal ? ('COMPLETED' as const) : ('IN_PROGRESS' as const),
    reward: { amount: task.reward.amount, currency: mainCurrency(state, accountId), wageringMultiple: task.reward.wageringMultiple },
  };
}

export const promotionHandlers = defineHandlers({
  getPromotions: ({ state, playerId, locale, now }) => ({
    promotions: PROMOTIONS.filter((p) => p.listed).map((def) => promotionView(state, def, playerId, locale, now)),
  }),
  getPromotionHistory: (ctx) => {
    const account = currentAccount(ctx);
    const { pageNo = 1, pageSize = 20, status } = ctx.body ?? {};
    const claims = claimsOf(ctx.state, account.id)
      .map((claim) => claimView(ctx.state, claim, ctx.locale))
      .filter((claim) => status === undefined || claim.status === status);
    return { pageNo, pageSize, total: claims.length, claims: claims.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
  },
  claimPromotion: (ctx) => {
    const account = currentAccount(ctx);
    const result = claimPromotion(ctx.state, account.id, ctx.body.promotionId, ctx.now);
    if (!result.ok) {
      switch (result.reason) {
        case 'not-found':
          throw ctx.refuse(codes.promotionNotFound);
        case 'code-only':
          throw ctx.refuse(codes.promotionCodeOnly);
        case 'claimed':
          throw ctx.refuse(codes.promotionAlreadyClaimed);
        case 'declined':
          throw ctx.refuse(codes.promotionDeclined);
        case 'armed-exists':
          throw ctx.refuse(codes.depositMatchArmed);
        case 'too-many':
          throw ctx.refuse(codes.tooManyBonuses);
        case 'break':
          throw offerClosedError(ctx.refuse, result);
        case 'not-eligible':
          throw ctx.refuse(codes.promotionNotEligible, { reasons: result.problems.map((p) => problemView(p, ctx.locale)) });
      }
    }
    return {
      claim: claimView(ctx.state, result.claim, ctx.locale),
      bonus: result.bonus ? bonusView(ctx.state, result.bonus, ctx.locale) : null,
      wallets: walletsInOrder(ctx.state, account.id),
    };
  },
  declinePromotion: (ctx) => {
    const account = currentAccount(ctx);
    const result = declinePromotion(ctx.state, account.id, ctx.body.promotionId, ctx.now);
    if (!result.ok) {
      if (result.reason === 'not-found') throw ctx.refuse(codes.promotionNotFound);
      if (result.reason === 'code-only') throw ctx.refuse(codes.promotionCodeOnly);
      throw ctx.refuse(result.reason === 'declined' ? codes.promotionDeclined : codes.promotionAlreadyClaimed);
    }
    return claimView(ctx.state, result.claim, ctx.locale);
  },
  revertPromotion: (ctx) => {
    const account = currentAccount(ctx);
    const result = revertClaim(ctx.state, account.id, ctx.body.claimId, ctx.now);
    if (!result.ok) throw ctx.refuse(result.reason === 'not-found' ? codes.claimNotFound : codes.claimNotRevertible);
    return { claim: claimView(ctx.state, result.claim, ctx.locale), wallets: walletsInOrder(ctx.state, account.id) };
  },
  checkTaskDisplay: (ctx) => {
    const account = currentAccount(ctx);
    const onBreak = offersClosed(ctx.state, account.id, ctx.now) !== undefined;
    return { display: !onBreak, tasks: onBreak ? [] : TASKS.map((task) => taskView(ctx.state, account.id, task, ctx.locale, ctx.now)) };
  },
  applyTask: (ctx) => {
    const account = currentAccount(ctx);
    const result = applyTask(ctx.state, account.id, ctx.body.taskId, ctx.now);
    if (!result.ok) {
      switch (result.reason) {
        case 'not-found':
          throw ctx.refuse(codes.taskNotFound);
        case 'claimed':
          throw ctx.refuse(codes.taskRewardClaimed);
        case 'too-many':
          throw ctx.refuse(codes.tooManyBonuses);
        case 'not-completed':
          throw ctx.refuse(codes.taskNotCompleted, taskView(ctx.state, account.id, result.task, ctx.locale, ctx.now));
        case 'break':
          throw offerClosedError(ctx.refuse, result);
      }
    }
    return { task: taskView(ctx.state, account.id, result.task, ctx.locale, ctx.now), bonus: bonusView(ctx.state, result.bonus, ctx.locale) };
  },
});

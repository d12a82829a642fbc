import { randomBytes } from 'node:crypto';
import { findAccountById } from '../domain/identity/accounts.ts';
import { hasRoomForBonus } from '../domain/promotions/bonuses.ts';
import type { PromotionDef } from '../domain/promotions/catalogue.ts';
import { addCode, checkCode, hasRedeemed, offerCodeName, recordRedemption, type CodeCheck } from '../domain/promotions/codes.ts';
import { CODE_OFFER_PROMOTION, codeOfferOf, LOGIN_BONUS, loginBonusOf, markLoginBonusClaimed, OFFER_TIMING, recordOfferCode, type CodeOfferState } from '../domain/promotions/offers.ts';
import type { Bonus, BonusCode } from '../domain/promotions/state.ts';
import { findTask, progressOf, progressRecord, type TaskDef } from '../domain/promotions/tasks.ts';
import type { BreakType } from '../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../domain/state.ts';
import { grantBonus } from './bonus-ledger.ts';
import { offersClosed } from '../domain/responsible-gaming/offers-closed.ts';
import { codeProblems, type EligibilityProblem } from './promotion-eligibility.ts';
import { grantFor } from './promotions.ts';

/**
 * What the player applies for outside the promotions list: the daily login bonus, a code from the
 * timed offer, a bonus code they type, a completed task's reward. Each is refused while a break is
 * in force, and each grants through the bonus ledger (grantBonus).
 */

type Break = { ok: false; reason: 'break'; type: BreakType; until: number };

const breakOf = (state: MockState, accountId: string, now: number): Break | undefined => {
  const onBreak = offersClosed(state, accountId, now);
  return onBreak && { ok: false, reason: 'break', ...onBreak };
};

/** The code offer for the player now, from their latest login. */
export function codeOfferFor(state: MockState, accountId: string, now: number): CodeOfferState {
  const loginAt = findAccountById(state, accountId)?.lastLoginAt;
  return codeOfferOf(state, accountId, loginAt, now, (code) => hasRedeemed(state, accountId, code));
}

type LoginBonusResult = { ok: true; bonus: Bonus } | { ok: false; reason: 'unknown' | 'claimed' | 'not-yet' | 'too-many' } | Break;

export function claimLoginBonus(state: MockState, accountId: string, requestId: string | undefined, now: number): LoginBonusResult {
  const onBreak = breakOf(state, accountId, now);
  if (onBreak) return onBreak;
  const today = loginBonusOf(state, accountId, now);
  // Switched off, there is no login bonus on offer: no request is today's.
  if (!state.promotions.timedOffers || requestId !== today.requestId) return { ok: false, reason: 'unknown' };
  if (today.status === 'CLAIMED') return { ok: false, reason: 'claimed' };
  if (today.status === 'WAITING') return { ok: false, reason: 'not-yet' };
  const title = { 'ja-JP': 'ログインボーナス', 'en-US': 'Login bonus', 'zh-CN': '登录奖金' };
  const granted = grantBonus(state, accountId, { source: 'LOGIN_BONUS', sourceRef: today.requestId, title, amount: LOGIN_BONUS.amount, wageringMultiple: LOGIN_BONUS.wageringMultiple, validityDays: LOGIN_BONUS.validityHours / 24 }, now);
  if (!granted.ok) return { ok: false, reason: 'too-many' };
  markLoginBonusClaimed(state, accountId, today.day);
  return { ok: true, bonus: granted.bonus };
}

type RevealResult = { ok: true; offer: CodeOfferState } | { ok: false; reason: 'none-left' } | Break;

/** SPEC §4 state 0 to 1: a code of the player's own, good for 30 minutes; a live one is shown again. */
export function revealOfferCode(state: MockState, accountId: string, now: number): RevealResult {
  const onBreak = breakOf(state, accountId, now);
  if (onBreak) return onBreak;
  const offer = codeOfferFor(state, accountId, now);
  if (offer.live) return { ok: true, offer };
  if (offer.offersLeft === 0) return { ok: false, reason: 'none-left' };
  // A code is a credential: drawn from the machine's randomness, not the session's seeded generator.
  const bytes = randomBytes(16);
  let next = 0;
  const random = () => bytes[next++ % bytes.length]! / 256;
  let added: ReturnType<typeof addCode> = { ok: false, reason: 'exists' };
  for (let tries = 0; tries < 4 && !added.ok; tries++) {
    added = addCode(state, { code: offerCodeName(random), promotionId: CODE_OFFER_PROMOTION, expiresAt: now + OFFER_TIMING.codeValidityMin * 60_000, usesLeft: 1, origin: 'OFFER', forAccount: accountId }, now);
  }
  if (!added.ok) throw new Error('no fresh offer code after four draws');
  recordOfferCode(state, accountId, added.code.code, now);
  return { ok: true, offer: codeOfferFor(state, accountId, now) };
}

type CodeRefusal = Exclude<CodeCheck, { ok: true }> | Break | { ok: false; reason: 'not-eligible'; problems: EligibilityProblem[] };
type CodePreview = { ok: true; code: BonusCode; promotion: PromotionDef } | CodeRefusal;

export function prequeryCode(state: MockState, accountId: string, typed: string, now: number): CodePreview {
  const onBreak = breakOf(state, accountId, now);
  if (onBreak) return onBreak;
  const checked = checkCode(state, accountId, typed, now);
  if (!checked.ok) return checked;
  const problems = codeProblems(state, accountId, checked.promotion, now);
  if (problems.length > 0) return { ok: false, reason: 'not-eligible', problems };
  return checked;
}

type RedeemResult = { ok: true; bonus: Bonus } | CodeRefusal | { ok: false; reason: 'too-many' };

export function redeemCode(state: MockState, accountId: string, typed: string, now: number): RedeemResult {
  const preview = prequeryCode(state, accountId, typed, now);
  if (!preview.ok) return preview;
  if (!hasRoomForBonus(state, accountId)) return { ok: false, reason: 'too-many' };
  const { code, promotion } = preview;
  const grant = { ...grantFor(state, accountId, promotion, promotion.reward.fixedAmount ?? 0), source: 'BONUS_CODE' as const, sourceRef: code.code };
  const granted = grantBonus(state, accountId, grant, now);
  if (!granted.ok) return { ok: false, reason: 'too-many' };
  recordRedemption(state, code, { code: code.code, accountId, at: now, bonusId: granted.bonus.bonusId });
  return granted;
}

type TaskResult = { ok: true; task: TaskDef; bonus: Bonus } | { ok: false; reason: 'not-found' | 'claimed' | 'too-many' } | { ok: false; reason: 'not-completed'; task: TaskDef } | Break;

export function applyTask(state: MockState, accountId: string, taskId: string, now: number): TaskResult {
  const task = findTask(taskId);
  if (!task) return { ok: false, reason: 'not-found' };
  const onBreak = breakOf(state, accountId, now);
  if (onBreak) return onBreak;
  const progress = progressOf(state, accountId, task, now);
  if (progress.claimedAt !== null) return { ok: false, reason: 'claimed' };
  if (progress.progress < task.goal) return { ok: false, reason: 'not-completed', task };
  const { amount, wageringMultiple, validityDays } = task.reward;
  const granted = grantBonus(state, accountId, { source: 'TASK', sourceRef: task.taskId, title: task.title, amount, wageringMultiple, validityDays }, now);
  if (!granted.ok) return { ok: false, reason: 'too-many' };
  progressRecord(state, accountId, task, now).claimedAt = now;
  return { ok: true, task, bonus: granted.bonus };
}

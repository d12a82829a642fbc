import { findAccountById, findAccountByLoginName } from '../../domain/identity/accounts.ts';
import { findPromotion, type PromotionDef } from '../../domain/promotions/catalogue.ts';
import { addClaim } from '../../domain/promotions/claims.ts';
import { addCode } from '../../domain/promotions/codes.ts';
import type { Bonus, BonusCode, PromotionsSlice } from '../../domain/promotions/state.ts';
import { now } from '../../domain/shared/clock.ts';
import type { MockState } from '../../domain/state.ts';
import { freeSpinsOf, grantBonus } from '../../use-cases/bonus-ledger.ts';
import { grantFor } from '../../use-cases/promotions.ts';
import { settleDue } from '../../use-cases/settle-due.ts';
import { bonusView as playerBonusView } from '../bonus-views.ts';
import { refusal } from '../../runtime/control-context.ts';
import { defineControlHandlers, filteredAccountId } from './handler.ts';
import { iso } from '../time.ts';

/** A bonus as QA reads it (openapi/mock-admin.yaml MockBonus): the player's view in Japanese, whose it is, free spins as a count. */
function bonusView(state: MockState, bonus: Bonus) {
  const { releasable: _releasable, revertible: _revertible, freeSpins: _freeSpins, ...seen } = playerBonusView(state, bonus, 'ja-JP');
  const spins = freeSpinsOf(state, bonus);
  return { ...seen, loginName: findAccountById(state, bonus.accountId)?.loginName ?? bonus.accountId, freeSpinsLeft: spins ? spins.roundsLeft : null };
}

function codeView(state: MockState & PromotionsSlice, code: BonusCode) {
  const name = (accountId: string) => findAccountById(state, accountId)?.loginName ?? accountId;
  return {
    code: code.code,
    promotionId: code.promotionId,
    origin: code.origin,
    expiresAt: code.expiresAt === null ? null : iso(code.expiresAt),
    usesLeft: code.usesLeft,
    forLoginName: code.forAccount === null ? null : name(code.forAccount),
    redeemedBy: state.promotions.redemptions.filter((r) => r.code === code.code).map((r) => name(r.accountId)),
  };
}

/** What a grant of `def` pays when QA names no amount: a deposit match its maximum, a fixed bonus its amount. */
const defaultAmount = (def: PromotionDef): number => def.reward.fixedAmount ?? def.reward.maxBonus ?? 0;

/** Players' bonuses, promotions granted on demand and bonus codes (tag bonuses). */
export const bonusHandlers = defineControlHandlers({
  listMockBonuses: ({ query, session }) => {
    const { state } = session;
    const accountId = filteredAccountId(state, query.loginName);
    if (accountId !== undefined) settleDue(state, now(session.clock), accountId);
    const bonuses = state.promotions.bonuses.filter((b) => accountId === undefined || b.accountId === accountId);
    return { bonuses: [...bonuses].reverse().map((bonus) => bonusView(state, bonus)) };
  },
  grantMockPromotion: ({ body, session }) => {
    const { state } = session;
    const at = now(session.clock);
    const account = findAccountByLoginName(state, body.loginName);
    if (!account) throw refusal(404, `no player ${body.loginName}`);
    const def = findPromotion(body.promotionId);
    if (!def) throw refusal(404, `no promotion ${body.promotionId}`);
    if (def.kind === 'FREE_SPINS' && body.amount !== undefined) throw refusal(400, 'amount: free spins grant their spins, not an amount');
    settleDue(state, at, account.id);
    const granted = grantBonus(state, account.id, grantFor(state, account.id, def, body.amount ?? defaultAmount(def)), at);
    if (!granted.ok) {
      if (granted.reason === 'too-many') throw refusal(409, `${account.loginName} holds the most active bonuses already`);
      if (granted.reason === 'no-wallet') throw refusal(409, `${account.loginName} holds no wallet any more`);
      throw refusal(400, 'amount: not an amount the currency can hold');
    }
    // As if the player had claimed it: the history lists it and it counts for the claim period.
    const claim = addClaim(state, { accountId: account.id, promotionId: def.promotionId, limit: def.claimLimit, state: 'PAID', armedUntil: null, at });
    claim.bonusId = granted.bonus.bonusId;
    return bonusView(state, granted.bonus);
  },
  setMockTimedOffers: ({ body, session }) => {
    session.state.promotions.timedOffers = body.enabled;
    return { enabled: body.enabled };
  },
  listMockBonusCodes: ({ session }) => ({ codes: Object.values(session.state.promotions.codes).map((code) => codeView(session.state, code)) }),
  createMockBonusCode: ({ body, session }) => {
    const { state } = session;
    if (!findPromotion(body.promotionId)) throw refusal(404, `no promotion ${body.promotionId}`);
    const expiresAt = body.expiresAt === undefined ? null : Date.parse(body.expiresAt);
    if (expiresAt !== null && Number.isNaN(expiresAt)) throw refusal(400, 'expiresAt: a date-time');
    const added = addCode(state, { code: body.code, promotionId: body.promotionId, expiresAt, usesLeft: body.uses ?? null, origin: 'QA', forAccount: null }, now(session.clock));
    if (!added.ok) throw refusal(409, added.reason === 'exists' ? `bonus code ${body.code.toUpperCase()} exists already` : 'this session holds 500 codes made by QA already');
    return codeView(state, added.code);
  },
});

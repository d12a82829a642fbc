// Valid requests of promotions, tasks, bonuses and the throne activity calls, for
// testing/app.ts's list: each prepares the claim, task or bonus it acts on.
import { withArmedClaim, withBonus, withCompletedTask } from './bonuses.ts';
import type { ValidRequest } from './inject.ts';
import { asPlayer } from './players.ts';

export const bonusRequests = {
  getPromotions: { body: {} },
  getPromotionHistory: { body: { pageSize: 5 }, prepare: asPlayer('qcplayer01', { pageSize: 5 }) },
  claimPromotion: { body: { promotionId: 'reload-weekly' }, prepare: asPlayer('qcplayer01', { promotionId: 'reload-weekly' }) },
  declinePromotion: { body: { promotionId: 'first-deposit' }, prepare: asPlayer('qcplayer01', { promotionId: 'first-deposit' }) },
  revertPromotion: { body: { claimId: 'CL-000001' }, prepare: withArmedClaim },
  checkTaskDisplay: { body: {}, prepare: asPlayer('qcplayer01') },
  applyTask: { body: { taskId: 'daily-rounds-10' }, prepare: withCompletedTask('daily-rounds-10') },
  getBonusRequests: { body: {}, prepare: asPlayer('qcplayer01') },
  getBonuses: { body: {}, prepare: asPlayer('qcplayer01') },
  getBonusWageringHistory: { body: { bonusId: 'BN-000001' }, prepare: withBonus('welcome-no-deposit') },
  getForfeitPreview: { body: { bonusId: 'BN-000001' }, prepare: withBonus('welcome-no-deposit') },
  giveUpBonus: { body: { bonusId: 'BN-000001', expectedForfeit: 1000 }, prepare: withBonus('welcome-no-deposit', false, (bonus) => ({ expectedForfeit: bonus.amount })) },
  releaseBonus: { body: { bonusId: 'BN-000001' }, prepare: withBonus('welcome-no-deposit', true) },
  getBonusCouponPage: { body: { pageSize: 5 }, prepare: asPlayer('qcplayer01', { pageSize: 5 }) },
  getBonusConfig: { body: {} },
  applyActivity: { body: { type: 'BONUS_CODE_OFFER' }, prepare: asPlayer('qcplayer01', { type: 'BONUS_CODE_OFFER' }) },
  getFreeSpins: { body: {}, prepare: asPlayer('qcplayer01') },
  prequeryBonusCode: { body: { code: 'WELCOME1000' }, prepare: asPlayer('qcplayer01', { code: 'WELCOME1000' }) },
  redeemBonusCode: { body: { code: 'welcome1000' }, prepare: asPlayer('qcplayer01', { code: 'welcome1000' }) },
} satisfies Record<string, ValidRequest>;

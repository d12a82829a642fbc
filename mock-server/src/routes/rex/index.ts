import { addReferralLinkLog, inviteesOf, inviteeState, QUALIFYING_DEPOSIT, referralCodeOf, REFERRAL_REWARD } from '../../domain/referrals/referrals.ts';
import { PRIZE_CURRENCY } from '../../use-cases/pay-prize.ts';
import { maskedPlayerName } from '../../use-cases/player-names.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';

const yen = (amount: number) => ({ amount, currency: PRIZE_CURRENCY });

export const rexHandlers = defineHandlers({
  addReferralLinkLog: ({ body, state, now }) => {
    const log = addReferralLinkLog(state, body, now);
    return { logId: log.logId };
  },

  // The referral centre (features/referral): the player's code and how their invitees stand.
  getReferralSummary: (ctx) => {
    const account = currentAccount(ctx);
    const code = referralCodeOf(account.id);
    const invitees = inviteesOf(ctx.state, account.id);
    const rewarded = invitees.filter((i) => i.rewardPaidAt !== null).length;
    return {
      code,
      linkPath: `/?invite=${code}`,
      rule: { qualifyingDeposit: yen(QUALIFYING_DEPOSIT), reward: yen(REFERRAL_REWARD), wallet: 'COMMON' as const },
      invited: invitees.length,
      deposited: invitees.filter((i) => i.deposited > 0).length,
      qualified: invitees.filter((i) => i.qualifiedAt !== null).length,
      rewardsPaid: yen(rewarded * REFERRAL_REWARD),
    };
  },

  getReferralInvitees: (ctx) => {
    const account = currentAccount(ctx);
    const { pageNo = 1, pageSize = 20, state: wanted } = ctx.body ?? {};
    const all = inviteesOf(ctx.state, account.id).filter((i) => wanted === undefined || inviteeState(i) === wanted);
    const page = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return {
      invitees: page.map((invitee) => ({
        // A deleted invitee's row stays (the reward was paid for them), under their masked id.
        maskedName: maskedPlayerName(ctx.state, invitee.inviteeId),
        registeredAt: new Date(invitee.registeredAt).toISOString(),
        state: inviteeState(invitee),
        deposited: yen(invitee.deposited),
        reward: invitee.rewardPaidAt === null ? null : { ...yen(REFERRAL_REWARD), paidAt: new Date(invitee.rewardPaidAt).toISOString() },
      })),
      page: { pageNo, pageSize, total: all.length },
    };
  },
});

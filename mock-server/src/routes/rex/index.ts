import { addReferralLinkLog } from '../../domain/referrals/referrals.ts';
import { defineHandlers } from '../handler.ts';

export const rexHandlers = defineHandlers({
  addReferralLinkLog: ({ body, state, now }) => {
    const log = addReferralLinkLog(state, body, now);
    return { logId: log.logId };
  },
});

import type { InputOf, rexContract } from '../../contract.ts';
import { addReferralLinkLog } from '../../domain/referrals/referrals.ts';
import { handler, type HandlerTable } from '../handler.ts';

export const rexHandlers: HandlerTable = {
  addReferralLinkLog: handler<InputOf<typeof rexContract.AddReferralLinkLogBody>>(({ body, state, now }) => {
    const log = addReferralLinkLog(state, body, now);
    return { logId: log.logId };
  }),
};

import type { InputOf, rexContract } from '../../contract.ts';
import { addReferralLinkLog } from '../../domain/referrals.ts';
import { handler, type HandlerTable } from '../handler.ts';

export const rexHandlers: HandlerTable = {
  addReferralLinkLog: handler<InputOf<typeof rexContract.AddReferralLinkLogBody>>(({ body, state, now }) => {
    addReferralLinkLog(state, body, now);
    return null;
  }),
};

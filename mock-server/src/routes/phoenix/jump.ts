// The jump dialog's count (SPEC §2, §4, §9), kept on the user on the session clock.
import type { JumpData } from '../../domain/jump/jump.ts';
import { jumpFor, markJumpShownFor } from '../../use-cases/jump-dialog.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';

/** The user's jump data as the contract's JumpData has it. */
export const jumpView = (jump: JumpData) => ({ times: jump.times, flag: jump.flag, nextAt: jump.nextAt === null ? null : new Date(jump.nextAt).toISOString() });

export const jumpHandlers = defineHandlers({
  markJumpShown: (ctx) => {
    const account = currentAccount(ctx);
    const counted = markJumpShownFor(ctx.state, account, Date.parse(ctx.body.dueAt), ctx.now);
    return { counted, jump: jumpView(jumpFor(ctx.state, account, ctx.now)) };
  },
});

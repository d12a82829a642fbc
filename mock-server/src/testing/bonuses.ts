// Promotions and bonuses as tests need them: a player with a granted bonus (through QA's grant, as
// QA would), a bonus whose wagering is met, a completed task, an armed claim.
import type { FastifyInstance } from 'fastify';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { now } from '../domain/shared/clock.ts';
import { findBonus, wageringDone, wageringRequired } from '../domain/promotions/bonuses.ts';
import { findTask, progressRecord } from '../domain/promotions/tasks.ts';
import { call, type CallOptions } from './inject.ts';
import { bearer, loginAs } from './players.ts';

async function control(app: FastifyInstance, method: 'GET' | 'POST', url: string, session: string, payload?: unknown) {
  return app.inject({ method, url, headers: { 'x-mock-session': session, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
}

/** QA grants `promotionId` to the player; answers the bonus (MockBonus). */
export async function grantPromotion(app: FastifyInstance, session: string, promotionId: string, loginName = 'qcplayer01', amount?: number): Promise<{ bonusId: string; amount: number }> {
  const answer = await control(app, 'POST', '/__mock/promotions/grant', session, { loginName, promotionId, ...(amount === undefined ? {} : { amount }) });
  if (answer.statusCode !== 200) throw new Error(`grant of ${promotionId} answered ${answer.statusCode}: ${answer.body}`);
  return answer.json();
}

/** The state of a session, for what no call can set up quickly (wagering met, a task done). */
const stateOf = (app: FastifyInstance, session: string) => app.mock.sessions.get(session).state;

/** Marks a bonus's wagering as met, as enough play would. */
export function meetWagering(app: FastifyInstance, session: string, bonusId: string, loginName = 'qcplayer01'): void {
  const { state, clock } = app.mock.sessions.get(session);
  const bonus = findBonus(state, findAccountByLoginName(state, loginName)!.id, bonusId)!;
  bonus.wagering.push({ at: now(clock), betId: null, taken: wageringRequired(bonus) - wageringDone(bonus) });
}

/** The player's request about a bonus granted just now (give up, preview, release). */
export const withBonus =
  (promotionId: string, met = false, extra: (bonus: { bonusId: string; amount: number }) => Record<string, unknown> = () => ({})) =>
  async (app: FastifyInstance, session: string): Promise<CallOptions> => {
    const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
    const bonus = await grantPromotion(app, session, promotionId);
    if (met) meetWagering(app, session, bonus.bonusId);
    return { headers, body: { bonusId: bonus.bonusId, ...extra(bonus) } };
  };

/** A task whose goal the player reached this period. */
export const withCompletedTask =
  (taskId: string) =>
  async (app: FastifyInstance, session: string): Promise<CallOptions> => {
    const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
    const state = stateOf(app, session);
    const task = findTask(taskId)!;
    progressRecord(state, findAccountByLoginName(state, 'qcplayer01')!.id, task, Date.now()).progress = task.goal;
    return { headers, body: { taskId } };
  };

/** An armed deposit match of the player, and the request that reverts it. */
export async function withArmedClaim(app: FastifyInstance, session: string): Promise<CallOptions> {
  const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
  const claimed = await call(app, 'claimPromotion', { session, headers, body: { promotionId: 'reload-weekly' } });
  return { headers, body: { claimId: claimed.json().data.claim.claimId as string } };
}

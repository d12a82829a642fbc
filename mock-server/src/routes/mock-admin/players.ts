import { randomUUID } from 'node:crypto';
import { codes } from '../../contract.ts';
import { CRYPTO_ROUTES, type CryptoCoin } from '../../domain/cashier/withdraw-limits.ts';
import type { WithdrawalDestination } from '../../domain/cashier/withdrawals.ts';
import { findAccountByLoginName, trustDevice } from '../../domain/identity/accounts.ts';
import type { Account } from '../../domain/identity/state.ts';
import { login } from '../../domain/identity/tokens.ts';
import { now } from '../../domain/shared/clock.ts';
import { refusal } from '../../runtime/control-context.ts';
import type { Session } from '../../runtime/sessions.ts';
import { changeSelfControl } from '../../use-cases/change-self-control.ts';
import { requestWithdrawal } from '../../use-cases/request-withdrawal.ts';
import { settleDue } from '../../use-cases/settle-due.ts';
import { REFUSAL_CODES } from '../phoenix/withdrawal.ts';
import { selfControlOf } from '../phoenix/responsible-gaming.ts';
import { loginResult } from '../players.ts';
import { gameNamed, placeOpenBet } from './open-bet.ts';
import { playPachislotHistory } from '../../use-cases/pachislot-history.ts';
import { catalogueFor } from '../../domain/games/catalogue.ts';
import { createPlayer } from './new-player.ts';
import { defineControlHandlers, named } from './handler.ts';
import { withdrawalView } from './orders.ts';
import { iso } from '../time.ts';

/**
 * The player a fixture path names, by the API's login name or the name a player types (without
 * the prefix); what fell due for them on the clock is settled first, as the player API's pipeline
 * does before a call of theirs, so the fixture starts from the state the clock says.
 */
export function fixturePlayer(session: Session, name: string): Account {
  const { state } = session;
  const account = findAccountByLoginName(state, name) ?? findAccountByLoginName(state, `${state.config.loginNamePrefix}${name}`);
  if (!account) throw refusal(404, `no player ${name}`);
  settleDue(state, now(session.clock), account.id);
  return account;
}

/** Where a fixture withdrawal pays to: a fixed test bank account, or USDT on TRON to its example address. */
function destinationFor(channel: 'BANK' | 'CRYPTO'): WithdrawalDestination {
  if (channel === 'BANK') return { kind: 'BANK', bankName: 'みずほ銀行', branchName: '渋谷支店', accountType: 'ORDINARY', accountNumber: '1234567', accountHolder: 'ヤマダ タロウ' };
  const route = CRYPTO_ROUTES[0]!;
  return { kind: 'CRYPTO', coin: route.coin as CryptoCoin, network: route.network, address: route.addressExample };
}

/** Which refusals of a withdrawal are about the amount asked (400) rather than the player's state (409). */
const AMOUNT_REFUSALS = new Set(['invalid-amount', 'below-minimum', 'above-maximum', 'not-withdrawable']);

/** Fixture calls (tag fixtures): state built through the player API's own use cases and domain functions. */
export const playerHandlers = defineControlHandlers({
  createMockPlayer: ({ body, session }) => createPlayer(session, body ?? {}),

  startPlayerSession: ({ params, body, session }) => {
    const account = fixturePlayer(session, params.loginName);
    if (account.status === 'DISABLED') throw refusal(409, `${account.loginName} is DISABLED: its login answers ${codes.accountDisabled} (${named(codes.accountDisabled)})`);
    const at = now(session.clock);
    if (body?.deviceId) trustDevice(account, body.deviceId);
    // One live session per account, as the player API's login; a test that needs two devices live says so.
    const tokens = login(session.state, account.id, at, { deviceId: body?.deviceId }, { keepOtherSessions: body?.keepOtherSessions === true });
    return { login: loginResult(account, tokens), accessExpiresAt: iso(at + tokens.expiresIn * 1000) };
  },

  openPlayerWithdrawal: ({ params, body, session }) => {
    const account = fixturePlayer(session, params.loginName);
    const { state } = session;
    const ask = { amount: body.amount, currency: body.currency, idempotencyKey: `qa-fixture-${randomUUID()}` };
    const { currency, result } = requestWithdrawal(state, account.id, ask, destinationFor(body.channel ?? 'BANK'), now(session.clock));
    if (!result.ok) {
      if (result.reason === 'invalid-amount') throw refusal(400, `amount: ${currency} keeps fewer decimals`);
      const code = REFUSAL_CODES[result.reason];
      const limits = result.limits ? ` (${result.limits.minAmount}-${result.limits.maxAmount}, identity above ${result.limits.identityRequiredAbove})` : '';
      const why = `${account.loginName}: the player API refuses this withdrawal${limits} (${named(code)})`;
      throw refusal(AMOUNT_REFUSALS.has(result.reason) ? 400 : 409, why);
    }
    return withdrawalView(state, result.order);
  },

  setPlayerSelfControl: ({ params, body, session }) => {
    const account = fixturePlayer(session, params.loginName);
    const changed = changeSelfControl(session.state, account.id, body, now(session.clock));
    if (!changed.ok) {
      if (changed.reason === 'bad-field') throw refusal(400, `body.${changed.field}: ${changed.problem}`);
      throw refusal(409, `${account.loginName}: a break running longer cannot be shortened (${named(codes.breakCannotShorten)})`);
    }
    return selfControlOf(session.state, account.id);
  },

  placePlayerBet: ({ params, body, session }) => placeOpenBet(session, fixturePlayer(session, params.loginName), body),

  playPachislotHistory: ({ params, body, session }) => {
    const account = fixturePlayer(session, params.loginName);
    const { state } = session;
    const game = body.game === undefined ? catalogueFor(state.seed).games.find((g) => g.providerCode === 'AMIGO' && g.gameType === 'PACHISLOT') : gameNamed(state.seed, body.game);
    if (!game) throw refusal(404, `no game ${body.game ?? 'of AMIGO\'s pachislot'} (GET /__mock/games lists them)`);
    const played = playPachislotHistory(state, account.id, { game, rounds: body.rounds, seed: body.seed, stake: body.stake ?? game.minBet }, now(session.clock));
    if (played.ok) {
      const { ok: _ok, firstSpinAt, lastSpinAt, ...history } = played;
      return { loginName: account.loginName, ...history, firstSpinAt: iso(firstSpinAt), lastSpinAt: iso(lastSpinAt) };
    }
    switch (played.reason) {
      case 'not-pachislot':
        throw refusal(400, `game: ${game.gameId} is a ${game.gameType} game, not a pachislot machine (GET /__mock/games?playType=PACHINKO)`);
      case 'stake':
        throw refusal(400, `stake: ${game.gameId} takes whole medals of 20 yen from ${played.minBet} to ${played.maxBet}`);
      case 'break':
        throw refusal(409, `${account.loginName} is on a ${played.type} break until ${iso(played.until)} (${named(played.type === 'COOLING_OFF' ? codes.coolingOffActive : codes.selfExcluded)})`);
      case 'balance':
        throw refusal(409, `${account.loginName}: the COMMON wallet holds ${played.balance}, the spins need ${played.needed} (${named(codes.insufficientBalanceForBet)})`);
    }
  },
});

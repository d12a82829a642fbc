import { toMajor, toMinor } from '#common/money.ts';
import { contribution } from '#common/wagering.ts';
import type { Bet, MachineKind } from '../domain/bets/state.ts';
import { findGame } from '../domain/games/catalogue.ts';
import { activeBonuses, fundingBonus, maxStakeWhileWagering, workDownWagering } from '../domain/promotions/bonuses.ts';
import { BONUS_MONEY_PLAY_TYPES, CONTRIBUTION_PERCENT } from '../domain/promotions/rules.ts';
import type { Bonus } from '../domain/promotions/state.ts';
import { countTowardTasks } from '../domain/promotions/tasks.ts';
import type { MockState } from '../domain/state.ts';
import { walletBalance } from '../domain/wallet/wallets.ts';

/**
 * Where bonuses meet play. A settled real-money bet wagers the player's bonuses down and counts
 * toward their tasks (engagement.ts calls `learnFromSettledBet` once per bet). A round that settles
 * at once is staked from COMMON while COMMON covers it, else from the oldest bonus that does
 * (`stakeSource`); its win goes back where the stake came from. While a bonus is being wagered no
 * stake above its maximum is taken (`stakeCap`).
 */

export function learnFromSettledBet(state: MockState, bet: Bet): void {
  const stake = toMinor(bet.stake, bet.currency);
  if (stake !== undefined) workDownWagering(state, bet.accountId, bet.currency, contribution(stake, CONTRIBUTION_PERCENT[bet.playType]), { betId: bet.betId, placedAt: bet.placedAt, settledAt: bet.settledAt ?? bet.placedAt });
  const gameType = findGame(state.seed, bet.gameId)?.gameType ?? '';
  countTowardTasks(state, bet.accountId, { gameType, stake: bet.stake, settledAt: bet.settledAt ?? bet.placedAt });
}

/** Rounds of these machines settle as they are played: bonus money may pay for them. */
const settlesAtOnce = (machine: MachineKind) => machine === 'PACHINKO' || machine === 'PACHISLOT' || machine === 'SLOT';

const bonusMoneyPlays = (machine: MachineKind, playType: Bet['playType']) => settlesAtOnce(machine) && BONUS_MONEY_PLAY_TYPES.includes(playType);

/** The largest stake taken now (major units), while a bonus is being wagered; undefined for none. */
export function stakeCap(state: MockState, accountId: string, currency: string): number | undefined {
  const cap = maxStakeWhileWagering(state, accountId, currency);
  return cap === null ? undefined : toMajor(cap, currency);
}

/** What a real round can be staked from: COMMON, plus bonus money on machines it may pay for. */
export function playableBalance(state: MockState, accountId: string, currency: string, machine: MachineKind, playType: Bet['playType']): number {
  const common = walletBalance(state, accountId, 'COMMON', currency);
  if (!bonusMoneyPlays(machine, playType)) return common;
  const bonusMoney = activeBonuses(state, accountId, currency).reduce((sum, b) => sum + b.balance, 0);
  return common + toMajor(bonusMoney, currency);
}

/** Where a stake comes from: COMMON (no bonus) or a bonus's money in PROMOTION; undefined when nothing covers it. */
export function stakeSource(state: MockState, accountId: string, currency: string, stake: number, machine: MachineKind, playType: Bet['playType']): { bonus: Bonus | null } | undefined {
  if (walletBalance(state, accountId, 'COMMON', currency) >= stake) return { bonus: null };
  if (!bonusMoneyPlays(machine, playType)) return undefined;
  const bonus = fundingBonus(state, accountId, currency, toMinor(stake, currency) ?? Number.POSITIVE_INFINITY);
  return bonus ? { bonus } : undefined;
}

/** The bonus's record follows its money: a stake out of it, a win back into it. */
export function moveBonusMoney(bonus: Bonus, amount: number): void {
  bonus.balance += toMinor(amount, bonus.currency) ?? 0;
  bonus.touched = true;
}

/** A free spin's win, collected by its bonus: it grows the bonus and what must be wagered. */
export function collectFreeSpinWin(bonus: Bonus, payout: number): void {
  const win = toMinor(payout, bonus.currency) ?? 0;
  bonus.amount += win;
  bonus.balance += win;
}

import type { Locale } from '../../contract.ts';
import { limitWindow } from '../cashier/deposit-limits.ts';
import { formatYen } from '../shared/locale.ts';
import type { LocalizedText, PromotionsSlice, TaskProgress } from './state.ts';

/**
 * Tasks (missions): a goal of real-money play in a day or a week (Japan time), counted from the
 * same settled bets that wager bonuses down, and a bonus on completion that the player collects
 * (task apply). Progress starts from nothing each period.
 */

type GameType = 'PACHINKO' | 'PACHISLOT';

export interface TaskDef {
  taskId: string;
  period: 'DAY' | 'WEEK';
  unit: 'ROUNDS' | 'TURNOVER';
  /** Rounds, or yen of stakes. */
  goal: number;
  /** Which bets count: any real-money bet, or one game type's. */
  gameType: GameType | null;
  reward: { amount: number; wageringMultiple: number; validityDays: number };
  title: LocalizedText;
  description: (locale: Locale) => string;
}

export const TASKS: readonly TaskDef[] = [
  {
    taskId: 'daily-rounds-10',
    period: 'DAY',
    unit: 'ROUNDS',
    goal: 10,
    gameType: null,
    reward: { amount: 100, wageringMultiple: 1, validityDays: 1 },
    title: { 'ja-JP': '今日10回プレイ', 'en-US': 'Play 10 rounds today', 'zh-CN': '今天玩10局' },
    description: (l) => ({ 'ja-JP': '今日中にリアルマネーで10回プレイしよう（種類は問いません）', 'en-US': 'Play 10 real-money rounds of anything today', 'zh-CN': '今天内用真钱玩10局（不限游戏）' })[l],
  },
  {
    taskId: 'weekly-pachislot-50',
    period: 'WEEK',
    unit: 'ROUNDS',
    goal: 50,
    gameType: 'PACHISLOT',
    reward: { amount: 500, wageringMultiple: 1, validityDays: 7 },
    title: { 'ja-JP': 'パチスロを50回転', 'en-US': 'Spin a pachislot 50 times', 'zh-CN': '柏青嫂旋转50次' },
    description: (l) => ({ 'ja-JP': '今週中にパチスロをリアルマネーで50回プレイしよう', 'en-US': 'Play 50 real-money pachislot spins this week', 'zh-CN': '本周内用真钱玩柏青嫂50次' })[l],
  },
  {
    taskId: 'weekly-pachinko-turnover',
    period: 'WEEK',
    unit: 'TURNOVER',
    goal: 10_000,
    gameType: 'PACHINKO',
    reward: { amount: 300, wageringMultiple: 3, validityDays: 7 },
    title: { 'ja-JP': 'パチンコで¥10,000ベット', 'en-US': 'Bet ¥10,000 on pachinko', 'zh-CN': '柏青哥投注¥10,000' },
    description: (l) => ({ 'ja-JP': `今週中にパチンコで合計${formatYen(10_000, l)}ベットしよう`, 'en-US': `Stake ${formatYen(10_000, l)} on pachinko this week`, 'zh-CN': `本周内在柏青哥累计投注${formatYen(10_000, l)}` })[l],
  },
];

export const findTask = (taskId: string): TaskDef | undefined => TASKS.find((t) => t.taskId === taskId);

export function taskWindow(task: TaskDef, at: number): { start: number; end: number } {
  return limitWindow(task.period === 'DAY' ? 'DAILY' : 'WEEKLY', at);
}

const keyOf = (task: TaskDef, at: number) => `${task.taskId}:${taskWindow(task, at).start}`;

/** The player's progress on `task` in the period of `at` (an empty record when none yet). */
export function progressOf(state: PromotionsSlice, accountId: string, task: TaskDef, at: number): TaskProgress {
  const key = keyOf(task, at);
  return (Object.hasOwn(state.promotions.tasks, accountId) ? state.promotions.tasks[accountId]! : []).find((p) => p.key === key) ?? { key, progress: 0, claimedAt: null };
}

/** The record to write progress into; records of periods that have ended are dropped. */
export function progressRecord(state: PromotionsSlice, accountId: string, task: TaskDef, at: number): TaskProgress {
  const current = new Set(TASKS.map((t) => keyOf(t, at)));
  const kept = (Object.hasOwn(state.promotions.tasks, accountId) ? state.promotions.tasks[accountId]! : []).filter((p) => current.has(p.key));
  state.promotions.tasks[accountId] = kept;
  const key = keyOf(task, at);
  let record = kept.find((p) => p.key === key);
  if (!record) kept.push((record = { key, progress: 0, claimedAt: null }));
  return record;
}

/** A settled real-money bet counts toward every task it matches, in the period it settled in. */
export function countTowardTasks(state: PromotionsSlice, accountId: string, bet: { gameType: string; stake: number; settledAt: number }): void {
  for (const task of TASKS) {
    if (task.gameType !== null && task.gameType !== bet.gameType) continue;
    const record = progressRecord(state, accountId, task, bet.settledAt);
    record.progress = Math.min(task.goal, record.progress + (task.unit === 'ROUNDS' ? 1 : bet.stake));
  }
}

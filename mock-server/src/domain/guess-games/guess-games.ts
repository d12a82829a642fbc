import { createHash } from 'node:crypto';
import type { Locale } from '../../contract.ts';
import { DAY_MS, HOUR_MS, japanDateKey, japanMidnight } from '../shared/japan-time.ts';

/**
 * Guess games: a question a day of each kind (a J.League match's result, the evening's lucky
 * number), open until their closing time, settled at their result time on the session clock (or
 * by QA with the outcome it chooses). One guess per player per game, final; a right guess is
 * rewarded through the ledger when the game settles (a use case pays it). Entry is free; the
 * contract also has entry with points, which waits for the points ledger.
 */

type Words = Record<Locale, string>;
export type GuessKind = 'MATCH_RESULT' | 'NUMBER';

interface Option {
  value: string;
  label: Words;
}

export interface Guess {
  accountId: string;
  option: string;
  placedAt: number;
  result: 'PENDING' | 'WON' | 'LOST';
  /** Yen, once won. */
  reward: number | null;
}

export interface GuessGame {
  id: string;
  kind: GuessKind;
  /** The Japanese date it is for, "20261124". */
  day: string;
  closesAt: number;
  settlesAt: number;
  outcome: string | null;
  settledAt: number | null;
  guesses: Guess[];
}

interface GuessGamesState {
  games: GuessGame[];
}

export interface GuessGamesSlice {
  guessGames: GuessGamesState;
}

export const noGuessGames = (): GuessGamesState => ({ games: [] });

/** Days kept: a settled game stays visible two days after its own. */
const KEEP_DAYS = 3;

const TEAMS: readonly Words[] = [
  { 'ja-JP': '浦和', 'en-US': 'Urawa', 'zh-CN': '浦和' },
  { 'ja-JP': '鹿島', 'en-US': 'Kashima', 'zh-CN': '鹿岛' },
  { 'ja-JP': '川崎', 'en-US': 'Kawasaki', 'zh-CN': '川崎' },
  { 'ja-JP': '横浜', 'en-US': 'Yokohama', 'zh-CN': '横滨' },
  { 'ja-JP': '神戸', 'en-US': 'Kobe', 'zh-CN': '神户' },
  { 'ja-JP': '名古屋', 'en-US': 'Nagoya', 'zh-CN': '名古屋' },
  { 'ja-JP': '広島', 'en-US': 'Hiroshima', 'zh-CN': '广岛' },
  { 'ja-JP': '札幌', 'en-US': 'Sapporo', 'zh-CN': '札幌' },
];

interface KindSpec {
  prefix: string;
  /** Hours after midnight in Japan. */
  closeHour: number;
  settleHour: number;
  /** Yen for a right guess. */
  reward: number;
  question: (day: string) => Words;
  options: (day: string) => Option[];
}

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The date a question is for, in each language ("11月24日", "November 24"). Every question names
 * its day: today's and tomorrow's games are listed side by side, and "tonight" would be wrong for
 * tomorrow's and make two cards read the same.
 */
function dateWords(day: string): Words {
  const month = Number(day.slice(4, 6));
  const date = Number(day.slice(6, 8));
  return { 'ja-JP': `${month}月${date}日`, 'en-US': `${ENGLISH_MONTHS[month - 1]} ${date}`, 'zh-CN': `${month}月${date}日` };
}

/** Two teams for the day, the same for the same date. */
function matchOf(day: string): [Words, Words] {
  const digest = createHash('sha256').update(`match:${day}`).digest();
  const home = digest[0]! % TEAMS.length;
  const away = (home + 1 + (digest[1]! % (TEAMS.length - 1))) % TEAMS.length;
  return [TEAMS[home]!, TEAMS[away]!];
}

export const KINDS: Readonly<Record<GuessKind, KindSpec>> = {
  MATCH_RESULT: {
    prefix: 'G-MATCH',
    closeHour: 19,
    settleHour: 21,
    reward: 1_000,
    question: (day) => {
      const [home, away] = matchOf(day);
      const on = dateWords(day);
      return {
        'ja-JP': `${on['ja-JP']}のJリーグ ${home['ja-JP']} 対 ${away['ja-JP']}、勝つのはどっち？`,
        'en-US': `J.League on ${on['en-US']}: ${home['en-US']} v ${away['en-US']}. Who wins?`,
        'zh-CN': `${on['zh-CN']}J联赛 ${home['zh-CN']} 对 ${away['zh-CN']}，谁会赢？`,
      };
    },
    options: (day) => {
      const [home, away] = matchOf(day);
      return [
        { value: 'HOME', label: { 'ja-JP': `${home['ja-JP']}の勝ち`, 'en-US': `${home['en-US']} win`, 'zh-CN': `${home['zh-CN']}胜` } },
        { value: 'DRAW', label: { 'ja-JP': '引き分け', 'en-US': 'Draw', 'zh-CN': '平局' } },
        { value: 'AWAY', label: { 'ja-JP': `${away['ja-JP']}の勝ち`, 'en-US': `${away['en-US']} win`, 'zh-CN': `${away['zh-CN']}胜` } },
      ];
    },
  },
  NUMBER: {
    prefix: 'G-NUMBER',
    closeHour: 20,
    settleHour: 20.5,
    reward: 3_000,
    question: (day) => {
      const on = dateWords(day);
      return {
        'ja-JP': `${on['ja-JP']}20時半のラッキーナンバー（1〜10）を当てよう`,
        'en-US': `Guess the lucky number (1 to 10) drawn at 8:30 pm on ${on['en-US']}`,
        'zh-CN': `猜猜${on['zh-CN']}20点半的幸运数字（1至10）`,
      };
    },
    options: () => Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: { 'ja-JP': String(i + 1), 'en-US': String(i + 1), 'zh-CN': String(i + 1) } })),
  },
};

const KIND_IDS = Object.keys(KINDS) as GuessKind[];

export const optionsOf = (game: GuessGame): Option[] => KINDS[game.kind].options(game.day);
export const questionOf = (game: GuessGame, locale: Locale): string => KINDS[game.kind].question(game.day)[locale];
export const rewardOf = (game: GuessGame): number => KINDS[game.kind].reward;

export type GuessStatus = 'OPEN' | 'CLOSED' | 'SETTLED';

export function guessStatus(game: GuessGame, now: number): GuessStatus {
  if (game.settledAt !== null) return 'SETTLED';
  return now < game.closesAt ? 'OPEN' : 'CLOSED';
}

export const findGuessGame = (state: GuessGamesSlice, id: string): GuessGame | undefined => state.guessGames.games.find((g) => g.id === id);

/**
 * What the last full check of a game list found: within the same Japanese day, while the list has
 * not changed since (same length, same number settled), there is nothing to add or drop. Every
 * request settles what is due (settle-due.ts), so the check is kept cheap (as ensureScheduled's).
 */
interface GamesCheck {
  checkedAt: number;
  dayEnds: number;
  length: number;
  settled: number;
}
const lastChecks = new WeakMap<GuessGame[], GamesCheck>();
const settledCount = (games: GuessGame[]) => games.reduce((count, g) => count + (g.settledAt === null ? 0 : 1), 0);

/** Today's and tomorrow's games exist; settled ones of older days go. */
export function ensureGuessGames(state: GuessGamesSlice, now: number): void {
  const last = lastChecks.get(state.guessGames.games);
  const { games: before } = state.guessGames;
  if (last && now >= last.checkedAt && now < last.dayEnds && before.length === last.length && settledCount(before) === last.settled) return;
  const today = japanMidnight(now);
  for (const midnight of [today, today + DAY_MS]) {
    const day = japanDateKey(midnight);
    for (const kind of KIND_IDS) {
      const spec = KINDS[kind];
      const id = `${spec.prefix}-${day}`;
      if (state.guessGames.games.some((g) => g.id === id)) continue;
      state.guessGames.games.push({ id, kind, day, closesAt: midnight + spec.closeHour * HOUR_MS, settlesAt: midnight + spec.settleHour * HOUR_MS, outcome: null, settledAt: null, guesses: [] });
    }
  }
  // An unsettled game stays until it is settled (and its right guesses paid), however old.
  const kept = (g: GuessGame) => g.settledAt === null || g.closesAt >= today - (KEEP_DAYS - 1) * DAY_MS;
  if (!state.guessGames.games.every(kept)) state.guessGames.games = state.guessGames.games.filter(kept);
  const { games } = state.guessGames;
  lastChecks.set(games, { checkedAt: now, dayEnds: today + DAY_MS, length: games.length, settled: settledCount(games) });
}

export type PlaceResult = { ok: true; game: GuessGame } | { ok: false; reason: 'not-found' | 'closed' | 'already' | 'bad-option' | 'entry' };

export function placeGuess(state: GuessGamesSlice, input: { accountId: string; gameId: string; option: string; entry: 'FREE' | 'POINTS' }, now: number): PlaceResult {
  const game = findGuessGame(state, input.gameId);
  if (!game) return { ok: false, reason: 'not-found' };
  if (guessStatus(game, now) !== 'OPEN') return { ok: false, reason: 'closed' };
  if (game.guesses.some((g) => g.accountId === input.accountId)) return { ok: false, reason: 'already' };
  if (!optionsOf(game).some((o) => o.value === input.option)) return { ok: false, reason: 'bad-option' };
  // Every game is free to enter until the points ledger exists.
  if (input.entry !== 'FREE') return { ok: false, reason: 'entry' };
  game.guesses.push({ accountId: input.accountId, option: input.option, placedAt: now, result: 'PENDING', reward: null });
  return { ok: true, game };
}

export interface GuessReward {
  accountId: string;
  gameId: string;
  amount: number;
}

/** Settles the game with `outcome` at `at`, once; answers the rewards won (none when it was settled already). */
export function settleGuessGame(game: GuessGame, outcome: string, at: number): GuessReward[] {
  if (game.settledAt !== null) return [];
  game.outcome = outcome;
  game.settledAt = at;
  const reward = rewardOf(game);
  const rewards: GuessReward[] = [];
  for (const guess of game.guesses) {
    const won = guess.option === outcome;
    guess.result = won ? 'WON' : 'LOST';
    guess.reward = won ? reward : null;
    if (won) rewards.push({ accountId: guess.accountId, gameId: game.id, amount: reward });
  }
  return rewards;
}

/** Games whose result time has come and that are not settled yet. */
export const dueToSettle = (state: GuessGamesSlice, now: number): GuessGame[] => state.guessGames.games.filter((g) => g.settledAt === null && g.settlesAt <= now);

import type { Locale } from '../../contract.ts';
import type { PlayType } from '../bets/state.ts';
import { DAY_MS, HOUR_MS, japanDateKey, japanMidnight, japanWeekStart } from '../shared/japan-time.ts';

/**
 * The tournaments the house runs, as templates on the Japanese calendar: a pachinko race every
 * day, a cup for the biggest win every week, an evening sprint of rounds played every day. The
 * session makes each instance when its time comes near (tournaments.ts), so there is always one
 * running and one coming whatever the session clock says.
 */

export type TemplateId = 'DAILY' | 'WEEKLY' | 'SPRINT';
export type Scoring = 'TOTAL_STAKE' | 'BIGGEST_MULTIPLIER' | 'ROUNDS_PLAYED';
type Words = Record<Locale, string>;

/** Ranks `fromRank`..`toRank` each win `amount` yen. */
export interface PrizeBand {
  fromRank: number;
  toRank: number;
  amount: number;
}

export interface Template {
  id: TemplateId;
  name: Words;
  summary: Words;
  rules: Words[];
  scoring: Scoring;
  playTypes: readonly PlayType[];
  prizes: readonly PrizeBand[];
  /** The window of the instance that runs at `at`, or of the next one when none does. */
  windowAt: (at: number) => { startsAt: number; endsAt: number };
}

const ALL_REAL_PLAY: readonly PlayType[] = ['PACHINKO', 'SLOT', 'LIVE', 'TABLE', 'SPORTS', 'ARCADE'];

/** Rules every tournament shares, after its own. */
const COMMON_RULES: Words[] = [
  {
    'ja-JP': '参加ボタンを押した後の、対象ゲームでのリアルマネーのベットだけが数えられます（フリーベットと無効になったベットは対象外）。',
    'en-US': 'Only real-money bets on the games that count, placed after you join, are counted (free bets and void bets are not).',
    'zh-CN': '仅计算加入后在参赛游戏中的真钱投注（免费投注和无效投注除外）。',
  },
  {
    'ja-JP': '同点の場合は、先にそのスコアに達したプレイヤーが上位になります。',
    'en-US': 'A tie goes to whoever reached the score first.',
    'zh-CN': '同分时，先达到该分数的玩家排名在前。',
  },
  {
    'ja-JP': '賞金は終了時にメインウォレットへ自動で支払われます。',
    'en-US': 'Prizes are paid into your main wallet automatically when the tournament ends.',
    'zh-CN': '奖金在锦标赛结束时自动发放到主钱包。',
  },
];

const daily = (at: number) => {
  const startsAt = japanMidnight(at);
  return { startsAt, endsAt: startsAt + DAY_MS };
};

/** 19:00 to 23:00 in Japan: today's while it runs or is still to come, else tomorrow's. */
const SPRINT_START = 19 * HOUR_MS;
const SPRINT_END = 23 * HOUR_MS;
const sprint = (at: number) => {
  let midnight = japanMidnight(at);
  if (at >= midnight + SPRINT_END) midnight += DAY_MS;
  return { startsAt: midnight + SPRINT_START, endsAt: midnight + SPRINT_END };
};

export const TEMPLATES: Readonly<Record<TemplateId, Template>> = {
  DAILY: {
    id: 'DAILY',
    name: { 'ja-JP': 'パチンコ・デイリーレース', 'en-US': 'Pachinko Daily Race', 'zh-CN': '柏青哥每日竞赛' },
    summary: { 'ja-JP': '今日のパチンコ・パチスロのベット額の合計で競います', 'en-US': "Today's total stake on pachinko and pachislot", 'zh-CN': '以今日柏青哥和柏青嫂的投注总额一决胜负' },
    rules: [
      {
        'ja-JP': 'スコアはパチンコ・パチスロ（AMIGO）でのベット額の合計（円）です。',
        'en-US': 'Your score is your total stake (yen) on pachinko and pachislot (AMIGO).',
        'zh-CN': '分数为柏青哥和柏青嫂（AMIGO）的投注总额（日元）。',
      },
      {
        'ja-JP': '日本時間の0時から24時まで開催します。',
        'en-US': 'It runs from midnight to midnight, Japan time.',
        'zh-CN': '比赛时间为日本时间0点至24点。',
      },
    ],
    scoring: 'TOTAL_STAKE',
    playTypes: ['PACHINKO'],
    prizes: [
      { fromRank: 1, toRank: 1, amount: 10_000 },
      { fromRank: 2, toRank: 2, amount: 5_000 },
      { fromRank: 3, toRank: 3, amount: 3_000 },
      { fromRank: 4, toRank: 10, amount: 1_000 },
    ],
    windowAt: daily,
  },
  WEEKLY: {
    id: 'WEEKLY',
    name: { 'ja-JP': 'ウィークリー・ビッグウィンカップ', 'en-US': 'Weekly Big Win Cup', 'zh-CN': '每周大奖杯' },
    summary: { 'ja-JP': '今週いちばん大きな配当倍率を出した人が勝ち', 'en-US': "The week's biggest win multiplier takes it", 'zh-CN': '本周最高派彩倍数者获胜' },
    rules: [
      {
        'ja-JP': 'スコアは1回のベットの配当倍率（配当 ÷ ベット額）の最高値です。スロットとパチンコが対象です。',
        'en-US': 'Your score is your best single-bet multiplier (payout ÷ stake) on slots and pachinko.',
        'zh-CN': '分数为单次投注的最高派彩倍数（派彩 ÷ 投注额），老虎机和柏青哥均可参赛。',
      },
      {
        'ja-JP': '日本時間の月曜0時から翌週月曜0時まで開催します。',
        'en-US': 'It runs from Monday midnight to the next Monday midnight, Japan time.',
        'zh-CN': '比赛时间为日本时间周一0点至下周一0点。',
      },
    ],
    scoring: 'BIGGEST_MULTIPLIER',
    playTypes: ['PACHINKO', 'SLOT'],
    prizes: [
      { fromRank: 1, toRank: 1, amount: 30_000 },
      { fromRank: 2, toRank: 2, amount: 15_000 },
      { fromRank: 3, toRank: 5, amount: 5_000 },
    ],
    windowAt: (at) => {
      const startsAt = japanWeekStart(at);
      return { startsAt, endsAt: startsAt + 7 * DAY_MS };
    },
  },
  SPRINT: {
    id: 'SPRINT',
    name: { 'ja-JP': 'イブニング・スプリント', 'en-US': 'Evening Sprint', 'zh-CN': '夜间冲刺赛' },
    summary: { 'ja-JP': '19時から23時までのプレイ回数で競います', 'en-US': 'Most rounds played from 7 pm to 11 pm', 'zh-CN': '以19点至23点的游戏局数一决胜负' },
    rules: [
      {
        'ja-JP': 'スコアはリアルマネーでのベット回数です。すべてのゲームが対象です。',
        'en-US': 'Your score is the number of real-money bets you place, on any game.',
        'zh-CN': '分数为真钱投注的次数，所有游戏均可参赛。',
      },
      {
        'ja-JP': '毎日、日本時間の19時から23時まで開催します。',
        'en-US': 'It runs every day from 7 pm to 11 pm, Japan time.',
        'zh-CN': '每天日本时间19点至23点举行。',
      },
    ],
    scoring: 'ROUNDS_PLAYED',
    playTypes: ALL_REAL_PLAY,
    prizes: [
      { fromRank: 1, toRank: 1, amount: 5_000 },
      { fromRank: 2, toRank: 2, amount: 2_000 },
      { fromRank: 3, toRank: 3, amount: 1_000 },
    ],
    windowAt: sprint,
  },
};

export const TEMPLATE_IDS = Object.keys(TEMPLATES) as TemplateId[];

export const rulesOf = (template: Template, locale: Locale): string[] => [...template.rules, ...COMMON_RULES].map((rule) => rule[locale]);

/** `T-DAILY-20261124`: the template and the Japanese date the instance starts. */
export const tournamentId = (template: TemplateId, startsAt: number): string => `T-${template}-${japanDateKey(startsAt)}`;

/** The prize a rank wins, if any. */
export const prizeForRank = (template: Template, rank: number): number | undefined => template.prizes.find((band) => rank >= band.fromRank && rank <= band.toRank)?.amount;

/** The last rank the table pays. */
export const paidRanks = (template: Template): number => Math.max(...template.prizes.map((band) => band.toRank));

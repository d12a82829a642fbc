import type { Locale } from '../../contract.ts';
import { nextRandom, pickWeighted, type RandomSource } from './rng.ts';
import type { MachineKind, PachislotBonus, PachislotSpin } from './state.ts';

/**
 * What a round draws, per machine. The tables pay back a little under the stake on average (RTP
 * about 92-95 %), as real machines do, and no outcome pays exactly the stake, so every settled
 * round moves the balance (a test sees it move). Payouts are whole yen, rounded down.
 */

export interface Outcome {
  symbols: string[];
  multiplier: number;
  /** Language-neutral: `<kind>:<what>` (see describe). */
  detail: string;
  /** A pachislot spin's bonus (null: none); absent on other machines. */
  bonus?: PachislotBonus | null;
}

type Words = Record<Locale, string>;

const POCKETS = [
  { pocket: 'OUT', multiplier: 0, weight: 70 },
  { pocket: 'START', multiplier: 1.5, weight: 20 },
  { pocket: 'ATTACKER', multiplier: 3, weight: 7.1 },
  { pocket: 'JACKPOT', multiplier: 15, weight: 2.9 },
] as const;

const REEL_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'WATERMELON', 'CHERRY', 'REPLAY'] as const;
const LINES = [
  { line: 'SEVEN', multiplier: 50, weight: 0.4 },
  { line: 'BAR', multiplier: 20, weight: 1 },
  { line: 'BELL', multiplier: 8, weight: 3 },
  { line: 'WATERMELON', multiplier: 4, weight: 4 },
  { line: 'CHERRY', multiplier: 2, weight: 6 },
  { line: 'LOSE', multiplier: 0, weight: 85.6 },
] as const;

/**
 * A pachislot machine's spins: a BIG BONUS (BB, three sevens) about 1 in 280 and a REGULAR BONUS
 * (RB, three bars) 1 in 400, the small wins between; about 94.8 % back. What a hall's data
 * counter counts is the bonuses, so they are their own lines.
 */
const PACHISLOT_LINES = [
  { line: 'BB', symbols: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 80, weight: 357 },
  { line: 'RB', symbols: ['BAR', 'BAR', 'BAR'], multiplier: 32, weight: 250 },
  { line: 'BELL', symbols: ['BELL', 'BELL', 'BELL'], multiplier: 4, weight: 10_800 },
  { line: 'WATERMELON', symbols: ['WATERMELON', 'WATERMELON', 'WATERMELON'], multiplier: 5, weight: 1_667 },
  { line: 'CHERRY', symbols: [], multiplier: 2, weight: 3_333 },
  { line: 'LOSE', symbols: [], multiplier: 0, weight: 83_593 },
] as const;

/** A pachislot medal (20 yen, 20スロ): the catalogue's least pachislot stake is one. */
export const MEDAL_YEN = 20;

/** The counter's facts of a settled pachislot round. */
export const pachislotSpin = (stake: number, payout: number, bonus: PachislotBonus | null): PachislotSpin => ({
  bonus,
  coinsIn: Math.floor(stake / MEDAL_YEN),
  coinsOut: Math.floor(payout / MEDAL_YEN),
});

/** The bonus a pachislot round's detail records (a demo round keeps only its detail). */
export const pachislotBonusOf = (detail: string): PachislotBonus | null => (detail === 'REELS:BB' ? 'BB' : detail === 'REELS:RB' ? 'RB' : null);

/** What a sports or live bet can be on, with the odds a win pays (stake included). */
const SELECTIONS: Partial<Record<MachineKind, readonly { pick: string; odds: number; weight: number }[]>> = {
  SPORTS: [
    { pick: 'HOME', odds: 2.1, weight: 45 },
    { pick: 'DRAW', odds: 3.2, weight: 25 },
    { pick: 'AWAY', odds: 3.4, weight: 30 },
  ],
  LIVE: [
    { pick: 'PLAYER', odds: 2, weight: 44.6 },
    { pick: 'BANKER', odds: 1.95, weight: 45.8 },
    { pick: 'TIE', odds: 8, weight: 9.6 },
  ],
};

export const selectionsOf = (machine: MachineKind): string[] => (SELECTIONS[machine] ?? []).map((s) => s.pick);
export const takesSelection = (machine: MachineKind): boolean => SELECTIONS[machine] !== undefined;

const symbolAt = (state: RandomSource, exclude: readonly string[] = []): string => {
  const choices = REEL_SYMBOLS.filter((s) => !exclude.includes(s));
  return choices[Math.floor(nextRandom(state) * choices.length)]!;
};

function pachislot(state: RandomSource): Outcome {
  const drawn = pickWeighted(state, PACHISLOT_LINES);
  const bonus = drawn.line === 'BB' || drawn.line === 'RB' ? drawn.line : null;
  if (drawn.line === 'CHERRY' || drawn.line === 'LOSE') return { ...reelsOf(state, drawn.line, drawn.multiplier), bonus };
  return { symbols: [...drawn.symbols], multiplier: drawn.multiplier, detail: `REELS:${drawn.line}`, bonus };
}

/** A cherry on the first reel, or a loss: no cherry first and not three of a kind. */
function reelsOf(state: RandomSource, line: 'CHERRY' | 'LOSE', multiplier: number): Outcome {
  if (line === 'CHERRY') return { symbols: ['CHERRY', symbolAt(state, ['CHERRY']), symbolAt(state, ['CHERRY'])], multiplier, detail: 'REELS:CHERRY' };
  const first = symbolAt(state, ['CHERRY']);
  const second = symbolAt(state);
  const third = symbolAt(state, second === first ? [first] : []);
  return { symbols: [first, second, third], multiplier: 0, detail: 'REELS:LOSE' };
}

function reels(state: RandomSource): Outcome {
  const { line, multiplier } = pickWeighted(state, LINES);
  if (line === 'CHERRY' || line === 'LOSE') return reelsOf(state, line, multiplier);
  return { symbols: [line, line, line], multiplier, detail: `REELS:${line}` };
}

/** The draw of one settled round (pachinko ball, spin) or of a pick's result (sports, live). */
export function drawOutcome(state: RandomSource, machine: MachineKind, selection?: string): Outcome {
  if (machine === 'PACHISLOT') return pachislot(state);
  if (machine === 'PACHINKO') {
    const { pocket, multiplier } = pickWeighted(state, POCKETS);
    return { symbols: [pocket], multiplier, detail: `POCKET:${pocket}` };
  }
  const selections = SELECTIONS[machine];
  if (selections) {
    const result = pickWeighted(state, selections);
    const mine = selections.find((s) => s.pick === selection);
    const multiplier = mine && mine.pick === result.pick ? mine.odds : 0;
    return { symbols: [result.pick], multiplier, detail: `PICK:${selection ?? ''}:${result.pick}` };
  }
  return reels(state);
}

export const payoutOf = (stake: number, multiplier: number): number => Math.floor(stake * multiplier);

const POCKET_WORDS: Record<string, Words> = {
  OUT: { 'ja-JP': 'ハズレ', 'en-US': 'Missed', 'zh-CN': '未中' },
  START: { 'ja-JP': 'スタート入賞', 'en-US': 'Start pocket', 'zh-CN': '启动口入赏' },
  ATTACKER: { 'ja-JP': 'アタッカー入賞', 'en-US': 'Attacker pocket', 'zh-CN': '大奖口入赏' },
  JACKPOT: { 'ja-JP': '大当たり', 'en-US': 'Jackpot', 'zh-CN': '大当' },
};
const LINE_WORDS: Record<string, Words> = {
  SEVEN: { 'ja-JP': '7揃い', 'en-US': 'Three sevens', 'zh-CN': '三个7' },
  BAR: { 'ja-JP': 'BAR揃い', 'en-US': 'Three bars', 'zh-CN': '三个BAR' },
  BELL: { 'ja-JP': 'ベル揃い', 'en-US': 'Three bells', 'zh-CN': '三个铃铛' },
  WATERMELON: { 'ja-JP': 'スイカ揃い', 'en-US': 'Three watermelons', 'zh-CN': '三个西瓜' },
  CHERRY: { 'ja-JP': 'チェリー', 'en-US': 'Cherry', 'zh-CN': '樱桃' },
  LOSE: { 'ja-JP': 'ハズレ', 'en-US': 'No win', 'zh-CN': '未中' },
  BB: { 'ja-JP': 'ビッグボーナス', 'en-US': 'Big bonus', 'zh-CN': '大奖（BIG）' },
  RB: { 'ja-JP': 'レギュラーボーナス', 'en-US': 'Regular bonus', 'zh-CN': '常规奖（REG）' },
};
/** The picks of a sports or live table round; the machines' pages name them with the same words. */
export const PICK_WORDS: Record<string, Words> = {
  HOME: { 'ja-JP': 'ホーム', 'en-US': 'Home', 'zh-CN': '主队' },
  DRAW: { 'ja-JP': '引き分け', 'en-US': 'Draw', 'zh-CN': '平局' },
  AWAY: { 'ja-JP': 'アウェイ', 'en-US': 'Away', 'zh-CN': '客队' },
  PLAYER: { 'ja-JP': 'プレイヤー', 'en-US': 'Player', 'zh-CN': '闲' },
  BANKER: { 'ja-JP': 'バンカー', 'en-US': 'Banker', 'zh-CN': '庄' },
  TIE: { 'ja-JP': 'タイ', 'en-US': 'Tie', 'zh-CN': '和' },
};
const RESULT_WORDS: Words = { 'ja-JP': '結果', 'en-US': 'result', 'zh-CN': '结果' };

/** A detail in the reader's language: "大当たり", "ベル揃い", "ホーム (結果: アウェイ)". */
export function describe(detail: string, locale: Locale): string {
  const [kind, what = '', result] = detail.split(':');
  if (kind === 'POCKET') return POCKET_WORDS[what]?.[locale] ?? what;
  if (kind === 'REELS') return LINE_WORDS[what]?.[locale] ?? what;
  if (kind === 'PICK') {
    const pick = PICK_WORDS[what]?.[locale] ?? what;
    if (result === undefined || result === '') return pick;
    const sep = locale === 'en-US' ? ': ' : '：';
    return `${pick} (${RESULT_WORDS[locale]}${sep}${PICK_WORDS[result]?.[locale] ?? result})`;
  }
  return detail;
}

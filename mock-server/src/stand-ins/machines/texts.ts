import type { Locale } from '../../contract.ts';
import { PICK_WORDS } from '../../domain/bets/outcomes.ts';
import type { MachineKind } from '../../domain/bets/state.ts';

/**
 * The machines' words in the launch's language. The page is rendered with them and hands the ones
 * its script needs over in a data attribute (no inline script: the pages run under a strict CSP).
 */

export interface MachineTexts {
  machineName: string;
  demo: string;
  balance: string;
  stake: string;
  play: string;
  picks: string;
  keys: string;
  loading: string;
  paid: string;
  noWin: string;
  betOpen: string;
  freeRounds: string;
  network: string;
  result: string;
  board: string;
  symbols: Record<string, string>;
}

type Words = Record<Locale, string>;
const pick = (words: Words, locale: Locale) => words[locale];

const MACHINE_NAMES: Record<MachineKind, Words> = {
  PACHINKO: { 'ja-JP': 'パチンコ', 'en-US': 'Pachinko', 'zh-CN': '弹珠机' },
  PACHISLOT: { 'ja-JP': 'パチスロ', 'en-US': 'Pachislot', 'zh-CN': '柏青嫂' },
  SLOT: { 'ja-JP': 'スロット', 'en-US': 'Slot', 'zh-CN': '老虎机' },
  SPORTS: { 'ja-JP': 'スポーツベット', 'en-US': 'Sports bet', 'zh-CN': '体育投注' },
  LIVE: { 'ja-JP': 'ライブカジノ', 'en-US': 'Live casino', 'zh-CN': '真人娱乐场' },
};

const PLAY: Record<MachineKind, Words> = {
  PACHINKO: { 'ja-JP': '玉を打つ', 'en-US': 'Shoot a ball', 'zh-CN': '发射弹珠' },
  PACHISLOT: { 'ja-JP': 'スピン', 'en-US': 'Spin', 'zh-CN': '旋转' },
  SLOT: { 'ja-JP': 'スピン', 'en-US': 'Spin', 'zh-CN': '旋转' },
  SPORTS: { 'ja-JP': 'ベットする', 'en-US': 'Place bet', 'zh-CN': '投注' },
  LIVE: { 'ja-JP': 'ベットする', 'en-US': 'Place bet', 'zh-CN': '投注' },
};

const PICKS: Partial<Record<MachineKind, Words>> = {
  SPORTS: { 'ja-JP': '勝敗を予想', 'en-US': 'Your pick', 'zh-CN': '选择赛果' },
  LIVE: { 'ja-JP': 'ベット先', 'en-US': 'Bet on', 'zh-CN': '投注对象' },
};

const BOARD: Record<MachineKind, Words> = {
  PACHINKO: { 'ja-JP': '盤面', 'en-US': 'Board', 'zh-CN': '盘面' },
  PACHISLOT: { 'ja-JP': 'リール', 'en-US': 'Reels', 'zh-CN': '转轴' },
  SLOT: { 'ja-JP': 'リール', 'en-US': 'Reels', 'zh-CN': '转轴' },
  SPORTS: { 'ja-JP': '試合', 'en-US': 'Match', 'zh-CN': '比赛' },
  LIVE: { 'ja-JP': 'テーブル', 'en-US': 'Table', 'zh-CN': '牌桌' },
};

const SYMBOLS: Record<string, Words> = {
  SEVEN: { 'ja-JP': '7', 'en-US': 'Seven', 'zh-CN': '7' },
  BAR: { 'ja-JP': 'BAR', 'en-US': 'Bar', 'zh-CN': 'BAR' },
  BELL: { 'ja-JP': 'ベル', 'en-US': 'Bell', 'zh-CN': '铃铛' },
  WATERMELON: { 'ja-JP': 'スイカ', 'en-US': 'Watermelon', 'zh-CN': '西瓜' },
  CHERRY: { 'ja-JP': 'チェリー', 'en-US': 'Cherry', 'zh-CN': '樱桃' },
  REPLAY: { 'ja-JP': 'リプレイ', 'en-US': 'Replay', 'zh-CN': '重播' },
  ...PICK_WORDS,
};

const COMMON = {
  demo: { 'ja-JP': 'デモプレイ（プレイマネー）', 'en-US': 'Demo play (play money)', 'zh-CN': '试玩（虚拟币）' },
  balance: { 'ja-JP': '残高', 'en-US': 'Balance', 'zh-CN': '余额' },
  stake: { 'ja-JP': 'ベット額', 'en-US': 'Stake', 'zh-CN': '投注额' },
  keys: { 'ja-JP': 'スペースキー・Enterキーでもプレイできます', 'en-US': 'Space or Enter plays too', 'zh-CN': '也可按空格键或回车键游戏' },
  loading: { 'ja-JP': '読み込み中…', 'en-US': 'Loading…', 'zh-CN': '加载中…' },
  paid: { 'ja-JP': '払い戻し', 'en-US': 'Paid', 'zh-CN': '派彩' },
  noWin: { 'ja-JP': '払い戻しなし', 'en-US': 'No win', 'zh-CN': '未中奖' },
  betOpen: { 'ja-JP': 'ベットを受け付けました（結果待ち）', 'en-US': 'Bet placed (awaiting the result)', 'zh-CN': '投注成功（等待结果）' },
  freeRounds: { 'ja-JP': 'フリーベット 残り{n}回', 'en-US': 'Free bet: {n} rounds left', 'zh-CN': '免费投注：剩余{n}次' },
  network: { 'ja-JP': '通信できませんでした。もう一度お試しください', 'en-US': 'Could not reach the game. Please try again', 'zh-CN': '无法连接游戏，请重试' },
  result: { 'ja-JP': '結果', 'en-US': 'Result', 'zh-CN': '结果' },
} satisfies Record<string, Words>;

export function machineTexts(machine: MachineKind, locale: Locale): MachineTexts {
  return {
    machineName: pick(MACHINE_NAMES[machine], locale),
    demo: pick(COMMON.demo, locale),
    balance: pick(COMMON.balance, locale),
    stake: pick(COMMON.stake, locale),
    play: pick(PLAY[machine], locale),
    picks: PICKS[machine] ? pick(PICKS[machine], locale) : '',
    keys: pick(COMMON.keys, locale),
    loading: pick(COMMON.loading, locale),
    paid: pick(COMMON.paid, locale),
    noWin: pick(COMMON.noWin, locale),
    betOpen: pick(COMMON.betOpen, locale),
    freeRounds: pick(COMMON.freeRounds, locale),
    network: pick(COMMON.network, locale),
    result: pick(COMMON.result, locale),
    board: pick(BOARD[machine], locale),
    symbols: Object.fromEntries(Object.entries(SYMBOLS).map(([symbol, words]) => [symbol, words[locale]])),
  };
}

import type { Locale } from '../../contract.ts';
import { catalogueFor, type CatalogueGame, type PlayTypeCode } from './catalogue.ts';

type Names = Record<Locale, string>;

/** The site's lobbies by route: which play types and game types each shows (getLobbyCodes). */
export const LOBBY_CODES = ['pachinko', 'slots', 'live-casino', 'sports-bet', 'game', 'baccart', 'tablegame', 'roulette', 'blackjack'] as const;
export type LobbyCode = (typeof LOBBY_CODES)[number];

export interface Lobby {
  lobbyCode: LobbyCode;
  name: Names;
  playTypes: PlayTypeCode[];
  /** Empty: every game type of the play types. */
  gameTypes: string[];
}

export const LOBBIES: readonly Lobby[] = [
  { lobbyCode: 'pachinko', name: { 'ja-JP': 'パチンコ・パチスロ', 'en-US': 'Pachinko & Pachislot', 'zh-CN': '柏青哥・柏青嫂' }, playTypes: ['PACHINKO'], gameTypes: [] },
  { lobbyCode: 'slots', name: { 'ja-JP': 'スロット', 'en-US': 'Slots', 'zh-CN': '老虎机' }, playTypes: ['SLOT'], gameTypes: [] },
  { lobbyCode: 'live-casino', name: { 'ja-JP': 'ライブカジノ', 'en-US': 'Live casino', 'zh-CN': '真人娱乐场' }, playTypes: ['LIVE'], gameTypes: [] },
  { lobbyCode: 'sports-bet', name: { 'ja-JP': 'スポーツベット', 'en-US': 'Sports betting', 'zh-CN': '体育投注' }, playTypes: ['SPORTS'], gameTypes: [] },
  { lobbyCode: 'game', name: { 'ja-JP': 'ゲーム', 'en-US': 'Games', 'zh-CN': '游戏' }, playTypes: ['ARCADE'], gameTypes: [] },
  { lobbyCode: 'baccart', name: { 'ja-JP': 'バカラ', 'en-US': 'Baccarat', 'zh-CN': '百家乐' }, playTypes: ['LIVE', 'TABLE'], gameTypes: ['BACCARAT'] },
  { lobbyCode: 'tablegame', name: { 'ja-JP': 'テーブルゲーム', 'en-US': 'Table games', 'zh-CN': '桌面游戏' }, playTypes: ['TABLE'], gameTypes: [] },
  { lobbyCode: 'roulette', name: { 'ja-JP': 'ルーレット', 'en-US': 'Roulette', 'zh-CN': '轮盘' }, playTypes: ['LIVE', 'TABLE'], gameTypes: ['ROULETTE'] },
  { lobbyCode: 'blackjack', name: { 'ja-JP': 'ブラックジャック', 'en-US': 'Blackjack', 'zh-CN': '二十一点' }, playTypes: ['LIVE', 'TABLE'], gameTypes: ['BLACKJACK'] },
];

export const PLAY_TYPE_NAMES: Readonly<Record<PlayTypeCode, Names>> = {
  PACHINKO: { 'ja-JP': 'パチンコ・パチスロ', 'en-US': 'Pachinko & Pachislot', 'zh-CN': '柏青哥・柏青嫂' },
  SLOT: { 'ja-JP': 'スロット', 'en-US': 'Slots', 'zh-CN': '老虎机' },
  LIVE: { 'ja-JP': 'ライブカジノ', 'en-US': 'Live casino', 'zh-CN': '真人娱乐场' },
  TABLE: { 'ja-JP': 'テーブルゲーム', 'en-US': 'Table games', 'zh-CN': '桌面游戏' },
  SPORTS: { 'ja-JP': 'スポーツ', 'en-US': 'Sports', 'zh-CN': '体育' },
  ARCADE: { 'ja-JP': 'アーケード', 'en-US': 'Arcade', 'zh-CN': '街机' },
};

export const PLAY_TYPE_ORDER: readonly PlayTypeCode[] = ['PACHINKO', 'SLOT', 'LIVE', 'TABLE', 'SPORTS', 'ARCADE'];

export const GAME_TYPE_NAMES: Readonly<Record<string, Names>> = {
  PACHINKO: { 'ja-JP': 'パチンコ', 'en-US': 'Pachinko', 'zh-CN': '柏青哥' },
  PACHISLOT: { 'ja-JP': 'パチスロ', 'en-US': 'Pachislot', 'zh-CN': '柏青嫂' },
  VIDEO_SLOT: { 'ja-JP': 'ビデオスロット', 'en-US': 'Video slots', 'zh-CN': '视频老虎机' },
  BACCARAT: { 'ja-JP': 'バカラ', 'en-US': 'Baccarat', 'zh-CN': '百家乐' },
  BLACKJACK: { 'ja-JP': 'ブラックジャック', 'en-US': 'Blackjack', 'zh-CN': '二十一点' },
  ROULETTE: { 'ja-JP': 'ルーレット', 'en-US': 'Roulette', 'zh-CN': '轮盘' },
  POKER: { 'ja-JP': 'ポーカー', 'en-US': 'Poker', 'zh-CN': '扑克' },
  SICBO: { 'ja-JP': 'シックボー', 'en-US': 'Sic Bo', 'zh-CN': '骰宝' },
  GAME_SHOW: { 'ja-JP': 'ゲームショー', 'en-US': 'Game shows', 'zh-CN': '游戏节目' },
  SPORTSBOOK: { 'ja-JP': 'スポーツブック', 'en-US': 'Sportsbook', 'zh-CN': '体育博彩' },
  ESPORTS: { 'ja-JP': 'eスポーツ', 'en-US': 'Esports', 'zh-CN': '电子竞技' },
  VIRTUAL_SPORTS: { 'ja-JP': 'バーチャルスポーツ', 'en-US': 'Virtual sports', 'zh-CN': '虚拟体育' },
  CRASH: { 'ja-JP': 'クラッシュ', 'en-US': 'Crash', 'zh-CN': '崩溃游戏' },
  FISHING: { 'ja-JP': 'フィッシング', 'en-US': 'Fishing', 'zh-CN': '捕鱼' },
  MINES: { 'ja-JP': 'マインズ', 'en-US': 'Mines', 'zh-CN': '扫雷' },
  PLINKO: { 'ja-JP': 'プリンコ', 'en-US': 'Plinko', 'zh-CN': '弹珠' },
  DICE: { 'ja-JP': 'ダイス', 'en-US': 'Dice', 'zh-CN': '骰子' },
  KENO: { 'ja-JP': 'キノ', 'en-US': 'Keno', 'zh-CN': '基诺' },
  SCRATCH: { 'ja-JP': 'スクラッチ', 'en-US': 'Scratch cards', 'zh-CN': '刮刮乐' },
};

export function lobbyOf(code: LobbyCode): Lobby {
  return LOBBIES.find((l) => l.lobbyCode === code)!;
}

/** Whether a game shows in a lobby. */
function inLobby(lobby: Lobby, game: CatalogueGame): boolean {
  return lobby.playTypes.includes(game.playType) && (lobby.gameTypes.length === 0 || lobby.gameTypes.includes(game.gameType));
}

/** The games of a lobby in the catalogue's order (what getGameList lists first), or all of them. */
export function lobbyGames(seed: number, lobbyCode: LobbyCode | undefined): CatalogueGame[] {
  const { games } = catalogueFor(seed);
  if (!lobbyCode) return games;
  const lobby = lobbyOf(lobbyCode);
  return games.filter((g) => inLobby(lobby, g));
}

// CMS game labels: the badges game tiles carry, with names in three languages and colours.
import { defineHandlers } from '../handler.ts';

/** Colours chosen so white text on them reads at 4.5:1 or better (WCAG AA). */
const GAME_LABELS = [
  { code: 'NEW', name: { 'ja-JP': '新着', 'en-US': 'New', 'zh-CN': '新游戏' }, color: '#1864ab', textColor: '#ffffff', sort: 1 },
  { code: 'HOT', name: { 'ja-JP': '人気', 'en-US': 'Hot', 'zh-CN': '热门' }, color: '#c92a2a', textColor: '#ffffff', sort: 2 },
  { code: 'JACKPOT', name: { 'ja-JP': 'ジャックポット', 'en-US': 'Jackpot', 'zh-CN': '累积奖金' }, color: '#7a4a00', textColor: '#ffffff', sort: 3 },
] as const;

export const gameLabelHandlers = defineHandlers({
  getGameLabels: () => GAME_LABELS,
});

import type { Faker } from '@faker-js/faker';
import type { Locale } from '../../contract.ts';
import {
  GAME_WORDS,
  PACHINKO_EDITIONS,
  PACHINKO_NOUNS,
  PACHINKO_PREFIXES,
  PACHISLOT_FAMILIES,
  SLOT_MODIFIERS,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
  TABLE_NAMES,
  TABLE_STYLES,
  type Word,
} from './words.ts';

export interface GameTitle {
  name: Record<Locale, string>;
  kana: string;
}

/** A word and whether a space comes before it in the Japanese and Chinese titles. */
type Part = readonly [word: Word, spaced: boolean];

/** Joins words into a title in three languages; the reading is the words' readings, spaces dropped. */
export function compose(parts: readonly Part[]): GameTitle {
  const join = (pick: (w: Word) => string, alwaysSpace: boolean) =>
    parts.map(([word, spaced], i) => (i > 0 && (spaced || alwaysSpace) ? ' ' : '') + pick(word)).join('');
  return {
    name: { 'ja-JP': join((w) => w[0], false), 'en-US': join((w) => w[2], true), 'zh-CN': join((w) => w[3], false) },
    kana: parts.map(([word]) => word[1]).join(''),
  };
}

const words = (gameType: string): readonly Word[] => GAME_WORDS[gameType] ?? [];

/** One title drawn for a game type; `live` tables carry a room name as real studios do. */
function drawTitle(faker: Faker, gameType: string, live: boolean): GameTitle {
  const pick = <T>(list: readonly T[]) => faker.helpers.arrayElement(list as T[]);
  switch (gameType) {
    case 'PACHINKO': {
      const parts: Part[] = [[pick(PACHINKO_PREFIXES), false], [pick(PACHINKO_NOUNS), false]];
      if (faker.datatype.boolean(0.4)) parts.push([pick(PACHINKO_EDITIONS), true]);
      return compose(parts);
    }
    case 'PACHISLOT':
      return compose([[pick(PACHISLOT_FAMILIES), false], [pick(PACHINKO_PREFIXES), true], [pick(PACHINKO_NOUNS), false]]);
    case 'VIDEO_SLOT': {
      const parts: Part[] = [[pick(SLOT_MODIFIERS), false], [pick(SLOT_NOUNS), false]];
      if (faker.datatype.boolean(0.25)) parts.push([pick(SLOT_SUFFIXES), true]);
      return compose(parts);
    }
    case 'BACCARAT':
    case 'BLACKJACK':
    case 'ROULETTE':
    case 'SICBO':
    case 'POKER': {
      const parts: Part[] = [[pick(TABLE_STYLES), false], [pick(words(gameType)), false]];
      if (live) parts.push([pick(TABLE_NAMES), true]);
      return compose(parts);
    }
    case 'SPORTSBOOK':
    case 'ESPORTS':
    case 'VIRTUAL_SPORTS':
      return compose([[pick(words(gameType)), false]]);
    default:
      // Game shows and arcade games: a lively modifier before the game's own word.
      return compose([[pick(SLOT_MODIFIERS), false], [pick(words(gameType)), false]]);
  }
}

/**
 * A title not yet used by this provider: a few draws, then a room name or edition added, as a
 * studio names its second table. `used` holds the Japanese titles already given.
 */
export function uniqueTitle(faker: Faker, gameType: string, live: boolean, used: Set<string>): GameTitle {
  for (let attempt = 0; attempt < 40; attempt++) {
    const title = drawTitle(faker, gameType, live);
    if (!used.has(title.name['ja-JP'])) {
      used.add(title.name['ja-JP']);
      return title;
    }
  }
  for (const extra of [...TABLE_NAMES, ...PACHINKO_EDITIONS]) {
    const base = drawTitle(faker, gameType, live);
    const title = compose([
      [[base.name['ja-JP'], base.kana, base.name['en-US'], base.name['zh-CN']], false],
      [extra, true],
    ]);
    if (!used.has(title.name['ja-JP'])) {
      used.add(title.name['ja-JP']);
      return title;
    }
  }
  throw new Error(`no free title for ${gameType}`);
}

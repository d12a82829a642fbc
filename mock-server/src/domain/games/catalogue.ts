import { base, en, Faker, ja } from '@faker-js/faker';
import type { Locale } from '../../contract.ts';
import { compose, uniqueTitle, type GameTitle } from './names.ts';
import { PROVIDERS, RELEASE_WINDOW, SHELVES, type PlayTypeCode, type Shelf } from './shelves.ts';
import { GAME_WORDS } from './words.ts';

/**
 * The game catalogue: 800+ games from the providers a Japanese casino carries, drawn from the
 * seed. It is read-only and large, so it is built once per seed and kept here, never inside a
 * session's state (which is deep-copied per session).
 */
export type { PlayTypeCode };
export type GameLabel = 'NEW' | 'HOT' | 'JACKPOT';
type Volatility = 'LOW' | 'MEDIUM' | 'HIGH';

export interface CatalogueGame {
  /** Stable, e.g. "AMIGO-PA-0001". */
  gameId: string;
  providerCode: string;
  playType: PlayTypeCode;
  /** PACHINKO | PACHISLOT | VIDEO_SLOT | BACCARAT | BLACKJACK | ROULETTE | POKER | SICBO | GAME_SHOW | SPORTSBOOK | CRASH | FISHING | ... */
  gameType: string;
  name: Record<Locale, string>;
  /** Hiragana reading of the Japanese name, spaces dropped (for search). */
  kana: string;
  labels: GameLabel[];
  /** Percent, e.g. 96.5. */
  rtp: number;
  volatility: Volatility;
  /** Whole JPY. */
  minBet: number;
  maxBet: number;
  /** ISO date (YYYY-MM-DD). */
  releasedAt: string;
  /** Rank in the lobby: 1 first. */
  sort: number;
  /** Whether the game is live (a studio table) rather than RNG. */
  live: boolean;
  /** Two hues the thumbnail is painted with, drawn from the seed. */
  hues: [number, number];
}

interface CatalogueProvider {
  code: string;
  name: string;
}

export interface Catalogue {
  providers: CatalogueProvider[];
  games: CatalogueGame[];
  byId: Map<string, CatalogueGame>;
}

/** Two letters per game type in the id: AMIGO-PA-0001 is AMIGO's first pachinko machine. */
const ID_LETTERS: Record<string, string> = {
  PACHINKO: 'PA', PACHISLOT: 'PS', VIDEO_SLOT: 'SL', BACCARAT: 'BA', BLACKJACK: 'BJ', ROULETTE: 'RO',
  POKER: 'PK', SICBO: 'SB', GAME_SHOW: 'GS', SPORTSBOOK: 'SP', ESPORTS: 'ES', VIRTUAL_SPORTS: 'VS',
  CRASH: 'CR', FISHING: 'FI', MINES: 'MI', PLINKO: 'PL', DICE: 'DI', KENO: 'KE', SCRATCH: 'SC',
};

/** Bet ranges by play type, in whole yen; a pachinko ball is 4 yen, a pachislot medal 20. */
function betRange(faker: Faker, shelf: Shelf): [number, number] {
  if (shelf.gameType === 'PACHINKO') return [4, 4 * faker.helpers.arrayElement([125, 250, 500])];
  if (shelf.gameType === 'PACHISLOT') return [20, 20 * faker.helpers.arrayElement([3, 50, 150])];
  const min = faker.helpers.arrayElement(shelf.playType === 'LIVE' ? [100, 200, 500, 1000] : [10, 20, 50, 100, 200]);
  const max = min * faker.helpers.arrayElement(shelf.playType === 'LIVE' ? [500, 1000, 5000] : [100, 500, 1000]);
  return [min, max];
}

function rtpFor(faker: Faker, shelf: Shelf): number {
  if (shelf.playType === 'SPORTS') return faker.number.float({ min: 93, max: 95.5, fractionDigits: 1 });
  if (shelf.playType === 'PACHINKO') return faker.number.float({ min: 85, max: 97, fractionDigits: 1 });
  return faker.number.float({ min: 94, max: 98.8, fractionDigits: 1 });
}

/** Sports titles are the sports themselves, taken in order so none repeats within a provider. */
function sportsTitles(gameType: string, count: number): GameTitle[] {
  return (GAME_WORDS[gameType] ?? []).slice(0, count).map((word) => compose([[word, false]]));
}

function buildCatalogue(seed: number): Catalogue {
  // Its own faker, so adding games never shifts what the rest of the seed draws.
  const faker = new Faker({ locale: [ja, en, base], seed: seed * 7919 + 13 });
  const drafts: Omit<CatalogueGame, 'sort'>[] = [];
  const usedByProvider = new Map<string, Set<string>>();
  const counters = new Map<string, number>();
  for (const shelf of SHELVES) {
    const used = usedByProvider.get(shelf.providerCode) ?? new Set<string>();
    usedByProvider.set(shelf.providerCode, used);
    const titles =
      shelf.playType === 'SPORTS'
        ? sportsTitles(shelf.gameType, shelf.count)
        : Array.from({ length: shelf.count }, () => uniqueTitle(faker, shelf.gameType, shelf.playType === 'LIVE', used));
    for (const title of titles) {
      const idKey = `${shelf.providerCode}-${ID_LETTERS[shelf.gameType] ?? 'GM'}`;
      const n = (counters.get(idKey) ?? 0) + 1;
      counters.set(idKey, n);
      const [minBet, maxBet] = betRange(faker, shelf);
      const released = faker.date.between({ from: RELEASE_WINDOW.from, to: RELEASE_WINDOW.to });
      const labels: GameLabel[] = [];
      if (released.getTime() > RELEASE_WINDOW.to - 75 * 86_400_000) labels.push('NEW');
      if (faker.datatype.boolean(0.12)) labels.push('HOT');
      if (shelf.jackpots && faker.datatype.boolean(0.15)) labels.push('JACKPOT');
      const hue = faker.number.int({ min: 0, max: 359 });
      drafts.push({
        gameId: `${idKey}-${String(n).padStart(4, '0')}`,
        providerCode: shelf.providerCode,
        playType: shelf.playType,
        gameType: shelf.gameType,
        name: title.name,
        kana: title.kana,
        labels,
        rtp: rtpFor(faker, shelf),
        volatility: faker.helpers.arrayElement(['LOW', 'MEDIUM', 'HIGH'] as const),
        minBet,
        maxBet,
        releasedAt: released.toISOString().slice(0, 10),
        live: shelf.playType === 'LIVE',
        hues: [hue, (hue + faker.number.int({ min: 30, max: 90 })) % 360],
      });
    }
  }
  // Lobby order: hot and new first, then a seeded shuffle, as a merchandiser would rank them.
  const weight = (g: Omit<CatalogueGame, 'sort'>) => (g.labels.includes('HOT') ? 0 : 1) + (g.labels.includes('NEW') ? 0 : 1);
  const ranked = faker.helpers.shuffle(drafts).sort((a, b) => weight(a) - weight(b));
  const games = ranked.map((g, i) => ({ ...g, sort: i + 1 }));
  return {
    providers: PROVIDERS.map((p) => ({ ...p })),
    games,
    byId: new Map(games.map((g) => [g.gameId, g])),
  };
}

/** Built per seed on first use; a handful of seeds at most are ever live, so the memo is small. */
const memo = new Map<number, Catalogue>();
const MEMO_LIMIT = 8;

export function catalogueFor(seed: number): Catalogue {
  let catalogue = memo.get(seed);
  if (!catalogue) {
    catalogue = buildCatalogue(seed);
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(seed, catalogue);
  }
  return catalogue;
}

export function findGame(seed: number, gameId: string): CatalogueGame | undefined {
  return catalogueFor(seed).byId.get(gameId);
}

import type { CatalogueGame } from './catalogue.ts';

/**
 * Progressive jackpots: each JACKPOT game's pot grows on the session clock at its own rate until
 * it is won, then starts again from its seed amount. Everything follows from the seed, the game
 * and the time, so the same session clock always shows the same amounts.
 */
interface JackpotReading {
  gameId: string;
  currency: 'JPY';
  amount: number;
  growthPerSecond: number;
  at: string;
}

/** A stable 32-bit number for a text (FNV-1a), to draw a game's pot without state. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

interface Pot {
  seedAmount: number;
  growthPerSecond: number;
  /** Seconds from one win to the next. */
  cycleSeconds: number;
  /** Where in its cycle the pot stood at the epoch. */
  phaseSeconds: number;
}

function potOf(seed: number, gameId: string): Pot {
  const h = stableHash(`${seed}:${gameId}`);
  const cycleSeconds = 86_400 * (3 + (h % 18));
  return {
    seedAmount: 1_000_000 * (1 + ((h >>> 5) % 30)),
    growthPerSecond: 5 + ((h >>> 10) % 76),
    cycleSeconds,
    phaseSeconds: (h >>> 3) % cycleSeconds,
  };
}

function jackpotAt(seed: number, game: Pick<CatalogueGame, 'gameId'>, now: number): JackpotReading {
  const pot = potOf(seed, game.gameId);
  const elapsed = (Math.floor(now / 1000) + pot.phaseSeconds) % pot.cycleSeconds;
  return {
    gameId: game.gameId,
    currency: 'JPY',
    amount: pot.seedAmount + pot.growthPerSecond * elapsed,
    growthPerSecond: pot.growthPerSecond,
    at: new Date(now).toISOString(),
  };
}

/** The jackpots of these games, largest first. */
export function jackpotsAt(seed: number, games: readonly CatalogueGame[], now: number): JackpotReading[] {
  return games
    .filter((g) => g.labels.includes('JACKPOT'))
    .map((g) => jackpotAt(seed, g, now))
    .sort((a, b) => b.amount - a.amount);
}

/** The lobby families a game belongs to (SPEC §7 play types). */
export type PlayTypeCode = 'PACHINKO' | 'SLOT' | 'LIVE' | 'TABLE' | 'SPORTS' | 'ARCADE';

/** The providers the site carries; AMIGO makes the pachinko and pachislot machines. */
export const PROVIDERS: readonly { code: string; name: string }[] = [
  { code: 'AMIGO', name: 'AMIGO' },
  { code: 'PGSOFT', name: 'PG Soft' },
  { code: 'PRAGMATIC', name: 'Pragmatic Play' },
  { code: 'EVOLUTION', name: 'Evolution' },
  { code: 'EZUGI', name: 'Ezugi' },
  { code: 'SAGAMING', name: 'SA Gaming' },
  { code: 'PLAYNGO', name: "Play'n GO" },
  { code: 'NETENT', name: 'NetEnt' },
  { code: 'HABANERO', name: 'Habanero' },
  { code: 'MICROGAMING', name: 'Microgaming' },
  { code: 'REDTIGER', name: 'Red Tiger' },
  { code: 'SPRIBE', name: 'Spribe' },
  { code: 'JILI', name: 'JILI' },
  { code: 'KINGMAKER', name: 'Kingmaker' },
  { code: 'BTI', name: 'BTi' },
  { code: 'SABA', name: 'SABA Sports' },
];

/** One provider's run of games of one type: what the catalogue is drawn from. */
export interface Shelf {
  providerCode: string;
  playType: PlayTypeCode;
  gameType: string;
  count: number;
  /** Whether some of these games carry a progressive jackpot. */
  jackpots?: boolean;
}

const shelf = (providerCode: string, playType: PlayTypeCode, gameType: string, count: number, jackpots = false): Shelf => ({
  providerCode,
  playType,
  gameType,
  count,
  jackpots,
});

export const SHELVES: readonly Shelf[] = [
  shelf('AMIGO', 'PACHINKO', 'PACHINKO', 32, true),
  shelf('AMIGO', 'PACHINKO', 'PACHISLOT', 28, true),
  shelf('AMIGO', 'SLOT', 'VIDEO_SLOT', 6, true),
  shelf('PGSOFT', 'SLOT', 'VIDEO_SLOT', 80, true),
  shelf('PRAGMATIC', 'SLOT', 'VIDEO_SLOT', 90, true),
  shelf('PLAYNGO', 'SLOT', 'VIDEO_SLOT', 70, true),
  shelf('NETENT', 'SLOT', 'VIDEO_SLOT', 70, true),
  shelf('HABANERO', 'SLOT', 'VIDEO_SLOT', 60, true),
  shelf('MICROGAMING', 'SLOT', 'VIDEO_SLOT', 60, true),
  shelf('REDTIGER', 'SLOT', 'VIDEO_SLOT', 60, true),
  shelf('JILI', 'SLOT', 'VIDEO_SLOT', 30),
  shelf('EVOLUTION', 'LIVE', 'BACCARAT', 16),
  shelf('EVOLUTION', 'LIVE', 'BLACKJACK', 12),
  shelf('EVOLUTION', 'LIVE', 'ROULETTE', 10),
  shelf('EVOLUTION', 'LIVE', 'GAME_SHOW', 8, true),
  shelf('EVOLUTION', 'LIVE', 'SICBO', 3),
  shelf('EZUGI', 'LIVE', 'BACCARAT', 8),
  shelf('EZUGI', 'LIVE', 'BLACKJACK', 8),
  shelf('EZUGI', 'LIVE', 'ROULETTE', 6),
  shelf('SAGAMING', 'LIVE', 'BACCARAT', 12),
  shelf('SAGAMING', 'LIVE', 'SICBO', 3),
  shelf('SAGAMING', 'LIVE', 'ROULETTE', 3),
  shelf('PRAGMATIC', 'LIVE', 'BACCARAT', 8),
  shelf('PRAGMATIC', 'LIVE', 'BLACKJACK', 6),
  shelf('PRAGMATIC', 'LIVE', 'ROULETTE', 5),
  shelf('PRAGMATIC', 'LIVE', 'GAME_SHOW', 4),
  shelf('KINGMAKER', 'TABLE', 'BACCARAT', 6),
  shelf('KINGMAKER', 'TABLE', 'SICBO', 6),
  shelf('KINGMAKER', 'TABLE', 'POKER', 6),
  shelf('KINGMAKER', 'TABLE', 'ROULETTE', 4),
  shelf('KINGMAKER', 'TABLE', 'BLACKJACK', 4),
  shelf('HABANERO', 'TABLE', 'BLACKJACK', 6),
  shelf('HABANERO', 'TABLE', 'ROULETTE', 4),
  shelf('HABANERO', 'TABLE', 'POKER', 6),
  shelf('HABANERO', 'TABLE', 'BACCARAT', 4),
  shelf('MICROGAMING', 'TABLE', 'BLACKJACK', 6),
  shelf('MICROGAMING', 'TABLE', 'ROULETTE', 4),
  shelf('MICROGAMING', 'TABLE', 'POKER', 4),
  shelf('MICROGAMING', 'TABLE', 'BACCARAT', 3),
  shelf('MICROGAMING', 'TABLE', 'SICBO', 2),
  shelf('BTI', 'SPORTS', 'SPORTSBOOK', 7),
  shelf('BTI', 'SPORTS', 'ESPORTS', 1),
  shelf('BTI', 'SPORTS', 'VIRTUAL_SPORTS', 1),
  shelf('SABA', 'SPORTS', 'SPORTSBOOK', 7),
  shelf('SABA', 'SPORTS', 'VIRTUAL_SPORTS', 1),
  shelf('SPRIBE', 'ARCADE', 'CRASH', 4),
  shelf('SPRIBE', 'ARCADE', 'MINES', 3),
  shelf('SPRIBE', 'ARCADE', 'PLINKO', 3),
  shelf('SPRIBE', 'ARCADE', 'DICE', 3),
  shelf('SPRIBE', 'ARCADE', 'KENO', 2),
  shelf('JILI', 'ARCADE', 'FISHING', 10, true),
  shelf('JILI', 'ARCADE', 'CRASH', 4),
  shelf('JILI', 'ARCADE', 'SCRATCH', 4),
  shelf('KINGMAKER', 'ARCADE', 'CRASH', 3),
  shelf('KINGMAKER', 'ARCADE', 'FISHING', 4),
  shelf('KINGMAKER', 'ARCADE', 'KENO', 3),
];

/** Release dates fall in this window; the last 75 days of it are "new". Fixed, not "now"-relative. */
export const RELEASE_WINDOW = { from: Date.UTC(2023, 0, 1), to: Date.UTC(2026, 0, 15) };

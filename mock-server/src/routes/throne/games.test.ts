import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../domain/games/catalogue.ts';
import { call, testApp } from '../../testing/app.ts';
import { advanceClock } from '../../testing/players.ts';

type Game = { gameId: string; providerCode: string; playType: string; gameType: string; gameName: Record<string, string>; labels: string[]; thumbnail: { fullWebpFilePath: string; filePath: string; width: number } };
const list = async (app: Awaited<ReturnType<typeof testApp>>, body: object) => (await call(app, 'getGameList', { body })).json();

describe('catalogue calls', () => {
  it('lists play types with their counts, and the game types of one', async () => {
    const app = await testApp();
    const playTypes = (await call(app, 'getPlayTypes', { body: {} })).json().data;
    expect(playTypes.map((p: { code: string }) => p.code)).toEqual(['PACHINKO', 'SLOT', 'LIVE', 'TABLE', 'SPORTS', 'ARCADE']);
    expect(playTypes.reduce((sum: number, p: { gameCount: number }) => sum + p.gameCount, 0)).toBe(catalogueFor(1).games.length);
    const live = (await call(app, 'getGameTypes', { body: { playType: 'LIVE' } })).json().data;
    expect(live.map((t: { code: string }) => t.code).sort()).toEqual(['BACCARAT', 'BLACKJACK', 'GAME_SHOW', 'ROULETTE', 'SICBO']);
    expect(live[0]).toMatchObject({ code: 'BACCARAT', playType: 'LIVE', name: { 'ja-JP': 'バカラ' } });
    expect((await call(app, 'getGameTypes', { body: { playType: 'CARDS' } })).statusCode).toBe(400);
  });

  it('maps each of the nine lobbies to its play and game types', async () => {
    const app = await testApp();
    const lobbies = (await call(app, 'getLobbyCodes', { body: {} })).json().data;
    expect(lobbies.map((l: { lobbyCode: string }) => l.lobbyCode)).toEqual(['pachinko', 'slots', 'live-casino', 'sports-bet', 'game', 'baccart', 'tablegame', 'roulette', 'blackjack']);
    expect(lobbies.find((l: { lobbyCode: string }) => l.lobbyCode === 'baccart')).toMatchObject({ playTypes: ['LIVE', 'TABLE'], gameTypes: ['BACCARAT'], visitorsMayBrowse: true });
  });

  it('answers a whole lobby in one page of 999, with SPEC §3 thumbnails', async () => {
    const app = await testApp();
    const slots = (await list(app, { lobbyCode: 'slots', size: 999 })).data;
    expect(slots.total).toBeGreaterThan(500);
    expect(slots.list).toHaveLength(slots.total);
    expect(slots.list.every((g: Game) => g.playType === 'SLOT')).toBe(true);
    const first = slots.list[0] as Game;
    expect(first.thumbnail).toMatchObject({ fullWebpFilePath: `/media/1/game/${first.gameId}.webp`, filePath: `/media/1/game/${first.gameId}.webp`, width: 400 });
    const baccarat = (await list(app, { lobbyCode: 'baccart' })).data.list as Game[];
    expect(new Set(baccarat.map((g) => g.gameType))).toEqual(new Set(['BACCARAT']));
    expect(new Set(baccarat.map((g) => g.playType))).toEqual(new Set(['LIVE', 'TABLE']));
  });

  it('filters by provider, game type and label, and pages', async () => {
    const app = await testApp();
    const amigo = (await list(app, { lobbyCode: 'pachinko', providerCode: 'AMIGO', gameType: 'PACHISLOT' })).data;
    expect(amigo.total).toBeGreaterThan(10);
    expect(amigo.list.every((g: Game) => g.providerCode === 'AMIGO' && g.gameType === 'PACHISLOT')).toBe(true);
    const hot = (await list(app, { label: 'HOT' })).data.list as Game[];
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.labels.includes('HOT'))).toBe(true);
    const page2 = (await list(app, { lobbyCode: 'slots', page: 2, size: 10 })).data;
    const all = (await list(app, { lobbyCode: 'slots' })).data.list as Game[];
    expect(page2.list.map((g: Game) => g.gameId)).toEqual(all.slice(10, 20).map((g) => g.gameId));
    expect((await list(app, { providerCode: 'NOBODY' })).code).toBe(102403);
    expect((await call(app, 'getGameList', { body: { size: 1000 } })).statusCode).toBe(400);
    expect((await call(app, 'getGameList', { body: { lobbyCode: 'bingo' } })).statusCode).toBe(400);
  });

  it('finds a Japanese name from kana, katakana, romaji or kanji, and English names as typed', async () => {
    const app = await testApp();
    const target = catalogueFor(1).games.find((g) => g.gameType === 'PACHINKO')!;
    for (const search of [target.kana, target.name['ja-JP'], target.name['ja-JP'].split(' ')[0]!, target.name['en-US'].toLowerCase()]) {
      const found = (await list(app, { search })).data.list as Game[];
      expect(found.map((g) => g.gameId), search).toContain(target.gameId);
    }
    const dragons = (await list(app, { search: 'doragon' })).data.list as Game[];
    expect(dragons.length).toBeGreaterThan(0);
    expect(dragons.every((g) => g.gameName['ja-JP'].includes('ドラゴン') || g.gameName['en-US'].toLowerCase().includes('doragon'))).toBe(true);
    expect((await list(app, { search: 'ドラゴン' })).data.total).toBe((await list(app, { search: 'doragon' })).data.total);
    expect((await list(app, { search: 'zzzzqqq' })).data).toMatchObject({ total: 0, list: [] });
  });

  it('lists providers of a lobby with their counts', async () => {
    const app = await testApp();
    const pachinko = (await call(app, 'getGameProviders', { body: { lobbyCode: 'pachinko' } })).json().data;
    expect(pachinko).toEqual([{ code: 'AMIGO', name: 'AMIGO', gameCount: 60 }]);
    const all = (await call(app, 'getGameProviders', { body: {} })).json().data;
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it('grows jackpots on the session clock, the same for the same time', async () => {
    const app = await testApp();
    const before = (await call(app, 'getJackpots', { body: {} })).json().data;
    expect(before.length).toBeGreaterThan(10);
    expect(before[0]).toMatchObject({ currency: 'JPY' });
    await advanceClock(app, 60_000);
    const after = (await call(app, 'getJackpots', { body: {} })).json().data as { gameId: string; amount: number; growthPerSecond: number; at: string }[];
    const grown = after.find((j) => j.gameId === before[0].gameId)!;
    // A pot won in that minute starts again lower; the rest grew by exactly their rate for every
    // whole second between the two readings (the minute moved, plus what passed between the calls).
    const second = (at: string) => Math.floor(Date.parse(at) / 1000);
    const seconds = second(after[0].at) - second(before[0].at);
    expect(seconds).toBeGreaterThanOrEqual(60);
    const grew = after.filter((j) => { const b = before.find((x: { gameId: string }) => x.gameId === j.gameId); return j.amount - b.amount === j.growthPerSecond * seconds; });
    expect(grew.length).toBeGreaterThan(after.length - 3);
    expect(grown.amount).not.toBe(before[0].amount);
    const slots = (await call(app, 'getJackpots', { body: { lobbyCode: 'slots' } })).json().data as { gameId: string }[];
    expect(slots.every((j) => catalogueFor(1).byId.get(j.gameId)?.playType === 'SLOT')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { recordRecentlyPlayed } from '../../domain/games/player-games.ts';
import { call, testApp } from '../../testing/app.ts';
import { playerSession } from '../../testing/players.ts';

describe('favourites and recently played', () => {
  it('keeps favourites per player on the server: another login of the same player sees them', async () => {
    const app = await testApp();
    const phone = await playerSession(app);
    expect((await phone('getFavouriteGames')).json().data).toEqual([]);
    expect((await phone('updateFavouriteGame', { gameId: 'AMIGO-PA-0001', favourite: true })).json().data).toEqual({ gameId: 'AMIGO-PA-0001', favourite: true });
    await phone('updateFavouriteGame', { gameId: 'AMIGO-PS-0001', favourite: true });
    const desktop = await playerSession(app);
    expect((await desktop('getFavouriteGames')).json().data.map((g: { gameId: string }) => g.gameId)).toEqual(['AMIGO-PS-0001', 'AMIGO-PA-0001']);
    await desktop('updateFavouriteGame', { gameId: 'AMIGO-PS-0001', favourite: false });
    // A login elsewhere ends the phone's session (-130): back on the phone, the player logs in again.
    const phoneAgain = await playerSession(app);
    expect((await phoneAgain('getFavouriteGames')).json().data.map((g: { gameId: string }) => g.gameId)).toEqual(['AMIGO-PA-0001']);
    const other = await playerSession(app, 'qctransfer01');
    expect((await other('getFavouriteGames')).json().data).toEqual([]);
  });

  it('refuses a game that does not exist (103101) and a list past 200 (102402); needs a player', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('updateFavouriteGame', { gameId: 'NOPE-XX-0001', favourite: true })).json().code).toBe(103101);
    const games = (await call(app, 'getGameList', { body: { lobbyCode: 'slots', size: 201 } })).json().data.list as { gameId: string }[];
    for (const g of games.slice(0, 200)) expect((await as('updateFavouriteGame', { gameId: g.gameId, favourite: true })).json().code).toBe(200);
    expect((await as('updateFavouriteGame', { gameId: games[200]!.gameId, favourite: true })).json().code).toBe(102402);
    expect((await as('updateFavouriteGame', { gameId: games[0]!.gameId, favourite: false })).json().code).toBe(200);
    expect((await call(app, 'getFavouriteGames', { body: {} })).statusCode).toBe(401);
    expect((await call(app, 'updateFavouriteGame', { body: { gameId: 'AMIGO-PA-0001', favourite: true } })).statusCode).toBe(401);
    expect((await as('updateFavouriteGame', { gameId: 'AMIGO-PA-0001' })).statusCode).toBe(400);
  });

  it('answers recently played games newest first, with when', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('getRecentGames')).json().data).toEqual([]);
    const state = app.mock.sessions.get('default').state;
    const playerId = state.accounts.list.find((a: { loginName: string }) => a.loginName === 'qcplayer01')!.id;
    recordRecentlyPlayed(state, playerId, 'AMIGO-PA-0002', Date.UTC(2026, 10, 24, 5));
    recordRecentlyPlayed(state, playerId, 'AMIGO-PS-0003', Date.UTC(2026, 10, 24, 6));
    const recent = (await as('getRecentGames')).json().data;
    expect(recent.map((g: { gameId: string; playedAt: string }) => [g.gameId, g.playedAt])).toEqual([
      ['AMIGO-PS-0003', '2026-11-24T06:00:00.000Z'],
      ['AMIGO-PA-0002', '2026-11-24T05:00:00.000Z'],
    ]);
    expect((await call(app, 'getRecentGames', { body: {} })).statusCode).toBe(401);
  });
});

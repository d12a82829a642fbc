// The player's own games (tag games): favourites and recently played, kept per account on the server.
import { findGame } from '../../domain/games/catalogue.ts';
import { favouritesOf, recentOf, setFavourite } from '../../domain/games/player-games.ts';
import { codes } from '../../contract.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { gameView } from './game-view.ts';

export const playerGamesHandlers = defineHandlers({
  getFavouriteGames: (ctx) => {
    const { id } = currentAccount(ctx);
    // A favourite whose game left the catalogue is not shown (it stays in the player's list).
    return favouritesOf(ctx.state, id).flatMap((gameId) => {
      const game = findGame(ctx.state.seed, gameId);
      return game ? [gameView(ctx.state.seed, game)] : [];
    });
  },

  updateFavouriteGame: (ctx) => {
    const { id } = currentAccount(ctx);
    if (!findGame(ctx.state.seed, ctx.body.gameId)) throw ctx.refuse(codes.gameNotFound);
    const result = setFavourite(ctx.state, id, ctx.body.gameId, ctx.body.favourite);
    if (result === 'full') throw ctx.refuse(codes.favouritesFull);
    return { gameId: ctx.body.gameId, favourite: result };
  },

  getRecentGames: (ctx) => {
    const { id } = currentAccount(ctx);
    return recentOf(ctx.state, id).flatMap(({ gameId, playedAt }) => {
      const game = findGame(ctx.state.seed, gameId);
      return game ? [{ ...gameView(ctx.state.seed, game), playedAt: new Date(playedAt).toISOString() }] : [];
    });
  },
});

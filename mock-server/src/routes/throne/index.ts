import { defineHandlers } from '../handler.ts';
import { gamesHandlers } from './games.ts';
import { playerGamesHandlers } from './games-player.ts';

export const throneHandlers = defineHandlers({
  queryActivityConstant: ({ state }) => state.activityConstants,
  ...gamesHandlers,
  ...playerGamesHandlers,
});

import { activityHandlers } from './activity.ts';
import { betsHandlers } from './bets.ts';
import { gamesHandlers } from './games.ts';
import { playerGamesHandlers } from './games-player.ts';
import { launchHandlers } from './launch.ts';
import { machineHandlers } from './launch-machine.ts';
import { myNumbersHandlers } from './my-numbers.ts';
import { statementHandlers } from './statement.ts';

export const throneHandlers = {
  ...activityHandlers,
  ...gamesHandlers,
  ...playerGamesHandlers,
  ...launchHandlers,
  ...betsHandlers,
  ...myNumbersHandlers,
  ...statementHandlers,
  ...machineHandlers,
};

import { defineHandlers } from '../handler.ts';
import { betsHandlers } from './bets.ts';
import { launchHandlers } from './launch.ts';
import { machineHandlers } from './launch-machine.ts';

export const throneHandlers = {
  ...defineHandlers({
    queryActivityConstant: ({ state }) => state.activityConstants,
  }),
  ...launchHandlers,
  ...betsHandlers,
  ...machineHandlers,
};

import { defineHandlers } from '../handler.ts';

export const throneHandlers = defineHandlers({
  queryActivityConstant: ({ state }) => state.activityConstants,
});

import { handler, type HandlerTable } from '../handler.ts';

export const throneHandlers: HandlerTable = {
  queryActivityConstant: handler(({ state }) => state.activityConstants),
};

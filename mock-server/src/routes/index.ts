import { authHandlers } from './auth/index.ts';
import { cmsHandlers } from './cms/index.ts';
import type { HandlerTable } from './handler.ts';
import { phoenixHandlers } from './phoenix/index.ts';
import { rexHandlers } from './rex/index.ts';
import { throneHandlers } from './throne/index.ts';

/** Every operation's handler, keyed by operationId; a test fails when one is missing. */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...phoenixHandlers,
  ...throneHandlers,
  ...rexHandlers,
  ...cmsHandlers,
};

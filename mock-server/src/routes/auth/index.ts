import { revokeToken } from '../../domain/accounts.ts';
import { handler, type HandlerTable } from '../handler.ts';

export const authHandlers: HandlerTable = {
  // Idempotent: no token, an unknown one or one already revoked all log out fine.
  logout: handler(({ state, token }) => {
    revokeToken(state, token);
    return null;
  }),
};

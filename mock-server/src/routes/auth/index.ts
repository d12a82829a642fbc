import { logout } from '../../domain/identity/tokens.ts';
import { handler, type HandlerTable } from '../handler.ts';
import { loginHandler, type LoginBody } from './login.ts';

export const authHandlers: HandlerTable = {
  login: handler<LoginBody>(({ body, state, now }) => loginHandler(state, body, now)),
  // Idempotent: no token, an unknown one or one already revoked all log out fine.
  logout: handler(({ state, token }) => {
    logout(state, token);
    return null;
  }),
};

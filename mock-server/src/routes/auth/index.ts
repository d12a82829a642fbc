import { logout } from '../../domain/identity/tokens.ts';
import { defineHandlers } from '../handler.ts';
import { loginHandler } from './login.ts';

export const authHandlers = defineHandlers({
  login: ({ body, state, now }) => loginHandler(state, body, now),
  // Idempotent: no token, an unknown one or one already revoked all log out fine.
  logout: ({ state, token }) => {
    logout(state, token);
    return null;
  },
});

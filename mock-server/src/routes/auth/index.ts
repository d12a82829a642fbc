import { logout } from '../../domain/identity/tokens.ts';
import { defineHandlers } from '../handler.ts';
import { loginHandler } from './login.ts';

export const authHandlers = defineHandlers({
  login: loginHandler,
  // Idempotent: no token, an unknown one or one already revoked all log out fine.
  logout: ({ state, token, now }) => {
    logout(state, token, now);
    return null;
  },
});

import { logout } from '../../domain/identity/tokens.ts';
import { defineHandlers } from '../handler.ts';
import { loginHandler } from './login.ts';

export const authHandlers = defineHandlers({
  login: ({ body, state, now, session, clientAddress }) => loginHandler(state, body, now, { address: clientAddress, throttle: session.loginThrottle }),
  // Idempotent: no token, an unknown one or one already revoked all log out fine.
  logout: ({ state, token }) => {
    logout(state, token);
    return null;
  },
});

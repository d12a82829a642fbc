import { refusal } from '../../runtime/control-context.ts';
import { pushToSession } from '../../plugins/socket.ts';
import { defineControlHandlers } from './handler.ts';

/** A live-push message to the session's sockets (tag push). */
export const pushHandlers = defineControlHandlers({
  pushMessage: ({ body, session }) => {
    const result = pushToSession(session, body.topic, body.payload, body.loginName);
    if ('error' in result) throw refusal(400, result.error);
    return result;
  },
});

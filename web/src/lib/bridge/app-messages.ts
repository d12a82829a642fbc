/**
 * What the app sends, checked against the contract (openapi/bridge.yaml `AppMessage`) before
 * anyone acts on it: a message of a type the app sends whose data breaks the contract is reported
 * (a shell that breaks the contract is a fault worth seeing) and dropped. Messages of other types
 * are not the bridge's (a page may hear many `message` events) and pass by unseen. The schema
 * loads with the first message: nothing of it is in the first download.
 */
import type { AppMessageOutput } from '#generated/bridge/schemas/appMessage.zod.ts';
import { onAppMessage } from './bridge';

const APP_MESSAGE_TYPES: ReadonlySet<string> = new Set(['BACK', 'THIRD_LOGIN', 'APPLE_SIGN_IN', 'SET_LANGUAGE', 'SHOW_UPDATE'] satisfies AppMessageOutput['type'][]);

export type { AppMessageOutput as AppMessage };

/** Calls `handle` with each valid message from the app, in order; returns the unsubscribe. */
export function listenToApp(handle: (message: AppMessageOutput) => void): () => void {
  let queue = Promise.resolve();
  let live = true;
  const stop = onAppMessage((raw) => {
    if (!APP_MESSAGE_TYPES.has(raw.type)) return;
    queue = queue
      .then(() => import('#generated/bridge/schemas/appMessage.zod.ts'))
      .then(({ AppMessage }) => {
        const checked = AppMessage.safeParse(raw);
        if (!checked.success) {
          console.error(`[bridge] dropped a ${raw.type} from the app that breaks openapi/bridge.yaml`, checked.error.issues);
          return;
        }
        if (live) handle(checked.data);
      })
      .catch((error: unknown) => console.error('[bridge] could not handle a message from the app', error));
  });
  return () => {
    live = false;
    stop();
  };
}

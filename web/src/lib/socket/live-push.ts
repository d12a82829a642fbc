/**
 * The site's one live-push connection. app/ starts it after the first paint (the client and zod
 * load in their own chunk); anything may subscribe before that: `whenLivePush()` resolves once it
 * runs. Subscribing goes through `usePushTopic` (./use-push-topic).
 */
import type { PushClient, PushClientOptions } from './push-client';

let started: Promise<PushClient> | null = null;
let resolveClient: (client: PushClient) => void = () => undefined;
const ready = new Promise<PushClient>((resolve) => {
  resolveClient = resolve;
});

/** Loads the client, connects, and hands it to every waiting subscriber. Once per page. */
export function startLivePush(options: PushClientOptions): Promise<PushClient> {
  started ??= import('./push-client').then(({ createPushClient }) => {
    const client = createPushClient(options);
    client.start();
    resolveClient(client);
    return client;
  });
  return started;
}

/** The running client, once started. */
export function whenLivePush(): Promise<PushClient> {
  return ready;
}

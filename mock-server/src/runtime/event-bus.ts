import type { RecordedEvent } from '../domain/events/events.ts';

export type EventListener = (event: RecordedEvent) => void;

/**
 * A session's events, delivered live: slices record events in session state (domain/events),
 * the session publishes them here once the call that changed the state is done, and listeners
 * (the socket plugin's clients) hear each one. Nothing here knows about sockets or topics.
 */
export interface EventBus {
  /** Answers the function that unsubscribes. */
  subscribe(listener: EventListener): () => void;
  publish(event: RecordedEvent): void;
  readonly listeners: number;
}

export function createEventBus(): EventBus {
  const listeners = new Set<EventListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(event) {
      // A copy: a listener may unsubscribe (its socket closed) while the event goes round.
      for (const listener of [...listeners]) listener(event);
    },
    get listeners() {
      return listeners.size;
    },
  };
}

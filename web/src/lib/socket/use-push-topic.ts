import { useEffect, useEffectEvent } from 'react';
import { whenLivePush } from './live-push';
import type { Topic, TopicData } from './topics';

interface PushTopicOptions {
  /** Listen only while true (per-player topics: while logged in). Default true. */
  enabled?: boolean;
  /** What a scoped topic is about: orderRanking's tournament (push-client `subscribe`). */
  scope?: string;
}

/**
 * Calls `handler` with each message of `topic` while the component is mounted (and `enabled`).
 * The data has passed the topic's zod schema (generated/socket); invalid messages never arrive
 * (the push client reports and drops them). The latest handler is used without resubscribing.
 */
export function usePushTopic<T extends Topic>(topic: T, handler: (data: TopicData[T]) => void, { enabled = true, scope }: PushTopicOptions = {}): void {
  const onMessage = useEffectEvent((data: TopicData[T]) => handler(data));
  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => void) | null = null;
    let live = true;
    void whenLivePush().then((client) => {
      if (live) unsubscribe = client.subscribe(topic, (data) => onMessage(data), scope);
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [topic, enabled, scope]);
}

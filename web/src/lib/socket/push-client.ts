/**
 * Live-push client (SPEC §7, openapi/socket.yaml) over `/ws/push`: connection_init, then one
 * subscribe per topic, ping every 10 s, reconnect 5 s after a drop. Every incoming message is
 * validated against the contract: the envelope by readServerMessage (held to the generated schema by
 * its tests, no zod at start-up), a topic's data by its generated zod schema. An invalid one is
 * reported (console.error: a server that breaks the contract is a fault worth seeing) and dropped,
 * and never reaches a listener. A failing listener is reported the same way and does not stop the
 * others.
 * A topic's data schema loads with the topic's first message (building all ten at start-up was a
 * long task on a phone); that topic's messages wait for it and keep their order.
 */
import type { ClientMessage, Topic } from '#generated/socket/socket.zod.ts';
import { loadTopicPayloadSchema } from '#generated/socket/topic-schemas.ts';
import type { ZodType } from 'zod';
import { readServerMessage } from './server-message';
import type { TopicData } from './topics';

export const HEARTBEAT_MS = 10_000;
export const RECONNECT_MS = 5_000;

type Listener = (data: unknown) => void;

export interface PushClientOptions {
  url?: string;
  getToken?: () => string | null;
  /** The live-support conversation's key, for its `chat` pushes (a visitor has no token). */
  getChatKey?: () => string | null;
  getLocale?: () => 'ja-JP' | 'en-US' | 'zh-CN';
  /** Injected in tests. */
  createSocket?: (url: string) => WebSocket;
}

export interface PushClient {
  /**
   * Listens to a topic; the data passed on is valid for that topic. Returns the unsubscribe.
   * `scope` names what a scoped topic is about (orderRanking: the tournament watched): each scope
   * is a subscription of its own, and its listeners hear only its messages.
   */
  subscribe: <T extends Topic>(topic: T, listener: (data: TopicData[T]) => void, scope?: string) => () => void;
  start: () => void;
  stop: () => void;
  /** Closes and opens again, e.g. after login so per-player topics get a token. */
  restart: () => void;
}

function defaultUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws/push`;
}

/** A subscription: a topic, or a topic about one thing (`orderRanking|T-DAILY-20261124`). */
type SubscriptionKey = Topic | `${Topic}|${string}`;
const keyOf = (topic: Topic, scope?: string): SubscriptionKey => (scope === undefined ? topic : `${topic}|${scope}`);
const partsOf = (key: SubscriptionKey): { topic: Topic; scope?: string } => {
  const bar = key.indexOf('|');
  return bar === -1 ? { topic: key as Topic } : { topic: key.slice(0, bar) as Topic, scope: key.slice(bar + 1) };
};

export function createPushClient(options: PushClientOptions = {}): PushClient {
  const listeners = new Map<SubscriptionKey, Set<Listener>>();
  const subscriptionIds = new Map<SubscriptionKey, string>();
  // A scoped subscription's messages are told apart by their subscription id.
  const scopedById = new Map<string, SubscriptionKey>();
  let socket: WebSocket | null = null;
  let acknowledged = false;
  let running = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let sequence = 0;
  const topicSchemas = new Map<Topic, Promise<ZodType>>();

  /** The topic's schema, loaded once; a failed load is reported and tried again with the next message. */
  const schemaOf = (topic: Topic): Promise<ZodType> => {
    let schema = topicSchemas.get(topic);
    if (!schema) {
      schema = loadTopicPayloadSchema[topic]();
      schema.catch(() => topicSchemas.delete(topic));
      topicSchemas.set(topic, schema);
    }
    return schema;
  };

  const deliverData = async (topic: Topic, data: unknown, key: SubscriptionKey) => {
    let schema: ZodType;
    try {
      schema = await schemaOf(topic);
    } catch (error) {
      console.error(`[push] dropped ${topic} data: its schema did not load`, error);
      return;
    }
    const valid = schema.safeParse(data);
    if (!valid.success) {
      console.error(`[push] dropped invalid ${topic} data`, valid.error.issues);
      return;
    }
    for (const listener of listeners.get(key) ?? []) {
      try {
        listener(valid.data);
      } catch (error) {
        console.error(`[push] a ${topic} listener failed`, error);
      }
    }
  };

  const send = (message: ClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const sendSubscribe = (key: SubscriptionKey) => {
    const { topic, scope } = partsOf(key);
    const id = `${topic}-${++sequence}`;
    subscriptionIds.set(key, id);
    if (scope !== undefined) scopedById.set(id, key);
    send({ type: 'subscribe', id, payload: scope === undefined ? { topic } : { topic, tournamentId: scope } });
  };

  const deliver = (raw: unknown) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(raw));
    } catch {
      console.error('[push] dropped a message that is not JSON');
      return;
    }
    const value = readServerMessage(parsed);
    if (!value) {
      console.error('[push] dropped a message that is not one of the contract\'s', String(raw).slice(0, 200));
      return;
    }
    switch (value.type) {
      case 'connection_ack':
        acknowledged = true;
        for (const key of listeners.keys()) sendSubscribe(key);
        clearInterval(heartbeat);
        heartbeat = setInterval(() => send({ type: 'ping' }), HEARTBEAT_MS);
        return;
      case 'pong':
        return;
      case 'error':
        console.warn('[push] server error', value.payload.message);
        return;
      case 'next': {
        const scoped = scopedById.get(value.id);
        void deliverData(value.payload.topic, value.payload.data, scoped !== undefined && partsOf(scoped).topic === value.payload.topic ? scoped : value.payload.topic);
        return;
      }
    }
  };

  const connect = () => {
    if (!running) return;
    acknowledged = false;
    subscriptionIds.clear();
    scopedById.clear();
    const url = options.url ?? defaultUrl();
    const next = options.createSocket ? options.createSocket(url) : new WebSocket(url);
    socket = next;
    next.addEventListener('open', () => {
      const token = options.getToken?.() ?? undefined;
      const chatKey = options.getChatKey?.() ?? undefined;
      const locale = options.getLocale?.();
      send({ type: 'connection_init', payload: { ...(token ? { token } : {}), ...(chatKey ? { chatKey } : {}), ...(locale ? { locale } : {}) } });
    });
    next.addEventListener('message', (event) => deliver((event as MessageEvent).data));
    next.addEventListener('close', () => {
      if (socket !== next) return;
      clearInterval(heartbeat);
      socket = null;
      if (running) reconnect = setTimeout(connect, RECONNECT_MS);
    });
    // An error is followed by close, which schedules the reconnect.
    next.addEventListener('error', () => undefined);
  };

  const start = () => {
    if (running) return;
    running = true;
    connect();
  };

  const stop = () => {
    running = false;
    clearInterval(heartbeat);
    clearTimeout(reconnect);
    const current = socket;
    socket = null;
    current?.close();
  };

  return {
    subscribe<T extends Topic>(topic: T, listener: (data: TopicData[T]) => void, scope?: string) {
      const key = keyOf(topic, scope);
      const set = listeners.get(key) ?? new Set<Listener>();
      const isNew = set.size === 0;
      // Stored untyped: `deliver` hands each listener only data its topic's schema accepted.
      set.add(listener as Listener);
      listeners.set(key, set);
      if (isNew && acknowledged) sendSubscribe(key);
      return () => {
        set.delete(listener as Listener);
        if (set.size === 0) {
          listeners.delete(key);
          const id = subscriptionIds.get(key);
          subscriptionIds.delete(key);
          if (id) scopedById.delete(id);
          if (id && acknowledged) send({ type: 'unsubscribe', id });
        }
      };
    },
    start,
    stop,
    restart() {
      stop();
      start();
    },
  };
}

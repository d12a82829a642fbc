import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { socketContract } from '../contract.ts';
import { tokenStatus } from '../domain/identity/tokens.ts';
import type { RecordedEvent } from '../domain/events/events.ts';
import { now } from '../domain/shared/clock.ts';
import { describeIssues } from '../runtime/answers.ts';
import { scheduleRankingPush } from '../runtime/ranking-fanout.ts';
import { type PushClient, type Session, type SessionStore } from '../runtime/sessions.ts';

const { ClientMessage, topicPayloadSchemas } = socketContract;
type Topic = keyof typeof topicPayloadSchemas;

/** Clients ping every 10 s (SPEC §9); three missed pings means the client is gone. */
export const SOCKET_IDLE_MS = 30_000;
export const CLOSE_UNAUTHORISED = 4401;
export const CLOSE_IDLE = 4408;
/** Ten topics, and a few tournaments watched at once: more is a client gone wrong. */
const MAX_SUBSCRIPTIONS = 50;

type ServerMessage = { type: 'connection_ack' } | { type: 'pong' } | { type: 'next'; id: string; payload: { topic: string; data: unknown } } | { type: 'error'; id?: string; payload: { message: string } };

function send(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * Sends `data` on `topic` to the session's sockets subscribed to it (only the player's, with
 * `loginName`). Every push goes through here, so every `next` is checked against its topic's
 * schema first; a bad payload is refused with the field named and nothing is sent.
 */
export function pushToSession(
  session: Session,
  topic: Topic,
  data: unknown,
  loginName?: string,
): { delivered: number } | { error: string } {
  const checked = topicPayloadSchemas[topic].safeParse(data);
  if (!checked.success) {
    const where = checked.error.issues.map((i) => `payload${i.path.length ? `.${i.path.join('.')}` : ''}: ${i.message}`);
    return { error: where.slice(0, 5).join('; ') };
  }
  let delivered = 0;
  for (const client of session.sockets) {
    if (loginName && client.loginName !== loginName) continue;
    if (client.deliver(topic, checked.data)) delivered++;
  }
  return { delivered };
}

const WITHDRAW_PUSH_STATUS = { PENDING: 'PENDING', PAID: 'SUCCESS', FAILED: 'FAILED', REJECTED: 'FAILED', CANCELLED: 'CANCELLED' } as const;

/**
 * What a session event pushes: the topic SPEC §7 names for it, its payload, and whose sockets get
 * it: one player's (`playerId`), or, for a public topic, every socket of the session.
 */
export interface EventPush {
  topic: Topic;
  data: unknown;
  playerId: string | undefined;
  /** A live-support conversation's key: its sockets hear it too (a visitor has no player). */
  chatKey?: string;
}

/** Whether a socket hears a push: a public one, its player's, or its conversation's. */
export function hears(client: Pick<PushClient, 'playerId' | 'chatKey'>, push: EventPush): boolean {
  if (push.chatKey !== undefined && client.chatKey === push.chatKey) return true;
  return push.playerId === undefined ? push.chatKey === undefined : push.playerId === client.playerId;
}

export function pushForEvent(event: RecordedEvent): EventPush | undefined {
  switch (event.type) {
    case 'wallet-changed':
      // WalletData (openapi/socket.yaml): the wallet and its balance now.
      return { topic: 'wallet', data: event.wallet, playerId: event.accountId };
    case 'withdrawal-changed':
      // WithdrawData: the socket's order statuses; paid is SUCCESS, a rejection a failure (the money came back either way).
      return {
        topic: 'withdraw',
        data: { orderNo: event.orderId, amount: event.amount, currency: event.currency, status: WITHDRAW_PUSH_STATUS[event.status], time: new Date(event.at).toISOString() },
        playerId: event.accountId,
      };
    case 'deposit-changed':
      // DepositData: the order's new status (a PAID one is followed by its wallet-changed).
      return { topic: 'deposit', data: event.deposit, playerId: event.accountId };
    case 'bonus-changed':
      // ActivityData: BONUS_<change> with the bonus; its money's `wallet` pushes come beside it.
      return {
        topic: 'activity',
        data: {
          activityId: event.promotionId ?? event.source.toLowerCase(),
          event: `BONUS_${event.change}`,
          bonus: { bonusId: event.bonusId, amount: event.amount, currency: event.currency, expiresAt: new Date(event.expiresAt).toISOString() },
        },
        playerId: event.accountId,
      };
    case 'rate-changed': {
      // CurrencyRateData: the rate now, the one before and the change, for visitors too.
      const { at, ...rate } = event.rate;
      return { topic: 'currencyRate', data: { ...rate, time: new Date(at).toISOString() }, playerId: undefined };
    }
    case 'notable-win':
      // OrderAllData: the feed of notable wins, for visitors too.
      return { topic: 'orderAll', data: event.win, playerId: undefined };
    case 'ranking-changed':
      // Each watcher gets its own view, throttled: runtime/ranking-fanout.ts.
      return undefined;
    case 'prize-awarded':
      // The money is pushed by its wallet-changed; the notices slice tells the player of the prize.
      return undefined;
    case 'chat-changed': {
      // ChatData: what happened in the conversation, for its player and its key's sockets.
      const { message } = event;
      return {
        topic: 'chat',
        data: {
          conversationId: event.conversationId,
          kind: event.kind,
          message: message && { ...message, sentAt: new Date(message.sentAt).toISOString() },
          typing: event.typing,
          readUpTo: event.readUpTo,
          unread: event.unread,
        },
        playerId: event.accountId ?? undefined,
        chatKey: event.chatKey,
      };
    }
    case 'coupon-changed': {
      // CouponData: the coupon, its title in every language, what happened to it.
      const { couponId, goodsId, kind, title, status } = event;
      return { topic: 'coupon', data: { couponId, goodsId, kind, title, status }, playerId: event.accountId };
    }
    case 'notice-created': {
      // NoticeData: the new station message and the player's unread count (the header's badge).
      const { recordId, title, important, unreadCount } = event;
      return { topic: 'notice', data: { recordId, title, important, unreadCount }, playerId: event.accountId };
    }
    case 'identity-reviewed':
      // No topic of its own: the player hears of it through the notice it makes.
      return undefined;
  }
}

/**
 * GET /ws/push: the live-push protocol of SPEC §7. connection_init first (anything else closes
 * with 4401), then subscribe/unsubscribe per topic and ping/pong. Every frame is validated; a bad
 * one gets an `error` message and the connection lives on.
 */
export interface SocketOptions {
  sessions: SessionStore;
  idleMs?: number;
  /** A payload an event would push breaks its topic's schema (tests fail on it; it is not sent). */
  onContractViolation: (message: string) => void;
  /** The orderRanking throttle (runtime/ranking-fanout.ts); tests and the bench may change it. */
  rankingIntervalMs?: number;
}

export async function socketPlugin(app: FastifyInstance, options: SocketOptions): Promise<void> {
  const idleMs = options.idleMs ?? SOCKET_IDLE_MS;
  const fanoutOptions = { intervalMs: options.rankingIntervalMs, onContractViolation: options.onContractViolation };
  app.get('/ws/push', { websocket: true }, (socket, request) => {
    // Bound by the session-binding hook, which refused a bad name before the upgrade.
    const session: Session = options.sessions.forRequest(request);
    // subscription id -> topic, and the tournament an orderRanking subscription watches
    const subscriptions = new Map<string, { topic: string; tournamentId: string | undefined }>();
    let initialised = false;
    let stopListening: (() => void) | undefined;

    /** The session's events for this client's player, as pushes on their topics, checked against the topic's schema. */
    const hear = (event: RecordedEvent) => {
      if (event.type === 'ranking-changed') return scheduleRankingPush(session, event.tournamentId, fanoutOptions);
      const push = pushForEvent(event);
      if (push === undefined || !hears(client, push)) return;
      const checked = topicPayloadSchemas[push.topic].safeParse(push.data);
      if (!checked.success) {
        options.onContractViolation(`Push of ${event.type} on ${push.topic} breaks openapi/socket.yaml: ${describeIssues(checked.error, 'body')}`);
        return;
      }
      client.deliver(push.topic, checked.data);
    };

    const client: PushClient = {
      loginName: undefined,
      playerId: undefined,
      chatKey: undefined,
      deliver(topic, data, scope) {
        let delivered = false;
        for (const [id, subscribed] of subscriptions) {
          if (subscribed.topic !== topic || (scope !== undefined && subscribed.tournamentId !== scope)) continue;
          send(socket, { type: 'next', id, payload: { topic, data } });
          delivered = true;
        }
        return delivered;
      },
      watches(tournamentId) {
        for (const subscribed of subscriptions.values()) if (subscribed.topic === 'orderRanking' && subscribed.tournamentId === tournamentId) return true;
        return false;
      },
      close(code, reason) {
        socket.close(code, reason);
      },
    };

    let idle = setTimeout(() => socket.close(CLOSE_IDLE, 'no ping for 30 s'), idleMs);
    socket.on('close', () => {
      clearTimeout(idle);
      stopListening?.();
      session.sockets.delete(client);
    });
    socket.on('error', () => socket.terminate());

    socket.on('message', (raw) => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.close(CLOSE_IDLE, 'no ping for 30 s'), idleMs);
      let json: unknown;
      try {
        json = JSON.parse(String(raw));
      } catch {
        return send(socket, { type: 'error', payload: { message: 'message is not valid JSON' } });
      }
      const parsed = ClientMessage.safeParse(json);
      if (!parsed.success) {
        const id = json && typeof json === 'object' && typeof (json as { id?: unknown }).id === 'string' ? (json as { id: string }).id : undefined;
        return send(socket, { type: 'error', ...(id ? { id } : {}), payload: { message: describeIssues(parsed.error, 'body') } });
      }
      const message = parsed.data;
      if (!initialised && message.type !== 'connection_init') {
        send(socket, { type: 'error', payload: { message: 'send connection_init first' } });
        return socket.close(CLOSE_UNAUTHORISED, 'unauthorised');
      }
      switch (message.type) {
        case 'connection_init': {
          if (initialised) return send(socket, { type: 'error', payload: { message: 'already initialised' } });
          initialised = true;
          const token = message.payload?.token;
          const status = token ? tokenStatus(session.state, token, now(session.clock)) : undefined;
          if (status?.status === 'valid') {
            client.loginName = status.loginName;
            client.playerId = status.accountId;
          }
          client.chatKey = message.payload?.chatKey;
          // Every socket hears the session's events: public ones (rates) go to visitors too.
          stopListening = session.events.subscribe(hear);
          session.sockets.add(client);
          return send(socket, { type: 'connection_ack' });
        }
        case 'subscribe': {
          if (subscriptions.has(message.id)) {
            return send(socket, { type: 'error', id: message.id, payload: { message: `subscription ${message.id} already exists` } });
          }
          const { topic, tournamentId } = message.payload;
          // A ranking is one tournament's (the watcher's own row differs per tournament); other topics take no tournament.
          if ((topic === 'orderRanking') !== (tournamentId !== undefined)) {
            const problem = topic === 'orderRanking' ? 'orderRanking needs payload.tournamentId' : `payload.tournamentId is for orderRanking only, not ${topic}`;
            return send(socket, { type: 'error', id: message.id, payload: { message: problem } });
          }
          if (subscriptions.size >= MAX_SUBSCRIPTIONS) return send(socket, { type: 'error', id: message.id, payload: { message: `at most ${MAX_SUBSCRIPTIONS} subscriptions per socket` } });
          subscriptions.set(message.id, { topic, tournamentId });
          return undefined;
        }
        case 'unsubscribe':
          subscriptions.delete(message.id);
          return undefined;
        case 'ping':
          return send(socket, { type: 'pong' });
      }
    });
  });
}

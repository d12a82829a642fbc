import type { ChatMessageRecord } from '../chat/state.ts';
import type { DepositChannelCode } from '../cashier/deposits.ts';
import type { BonusSource } from '../promotions/state.ts';
import type { OrderStatus } from '../cashier/orders.ts';
import type { RejectReason } from '../kyc/state.ts';
import type { Rate } from '../rates/state.ts';
import type { LocalizedText } from '../shared/locale.ts';
import type { CouponKind } from '../shop/state.ts';
import type { WalletView } from '../wallet/state.ts';
import type { Locale } from '../../contract.ts';
import type { NotableWin } from '../wins/state.ts';

/**
 * What happened in a session that a player would see live. Slice code records an event where the
 * state changes; the session publishes what was recorded once the call that changed it is done,
 * and the socket plugin turns each event into a push on its topic (SPEC §7). Recording is plain
 * data in session state, so slices never know who listens. New kinds (an order changed, a notice
 * arrived) join the union.
 */
/** What happened to a bonus, as the `activity` push says it (BONUS_<change>). */
export type BonusChange = 'GRANTED' | 'RELEASED' | 'FORFEITED' | 'EXPIRING' | 'EXPIRED' | 'REVERTED';

type SessionEvent =
  | {
      type: 'wallet-changed';
      /** The player whose wallet moved. */
      accountId: string;
      /** The wallet's balance after the movement. */
      wallet: WalletView;
    }
  | {
      type: 'withdrawal-changed';
      /** The player whose withdrawal it is. */
      accountId: string;
      orderId: string;
      amount: number;
      currency: string;
      /** The order's status now (domain/cashier/withdrawals.ts). */
      status: 'PENDING' | 'PAID' | 'FAILED' | 'REJECTED' | 'CANCELLED';
    }
  | {
      type: 'deposit-changed';
      /** The player whose deposit order it is. */
      accountId: string;
      /** The order as the `deposit` topic carries it (openapi/socket.yaml DepositData). */
      deposit: { orderNo: string; channel: DepositChannelCode; amount: number; currency: string; status: OrderStatus; time: string };
    }
  | {
      /** An exchange rate stepped (domain/rates); public: every socket of the session hears it. */
      type: 'rate-changed';
      rate: Rate;
    }
  // Competitions: tournaments, the lottery and guess games.
  | {
      /**
       * A tournament's ranking changed (a join, a score, its start or end). No push of its own:
       * the socket's ranking fan-out (runtime/ranking-fanout.ts) sends each watcher its view,
       * throttled per tournament.
       */
      type: 'ranking-changed';
      tournamentId: string;
    }
  | {
      /** A notable win (domain/wins); public: every socket of the session hears it on orderAll. */
      type: 'notable-win';
      win: NotableWin;
    }
  | {
      /**
       * A prize or reward was paid to the player (its wallet-changed follows from the ledger).
       * No push of its own: what the player is told of it is a notice, which the notices slice
       * makes from this event.
       */
      type: 'prize-awarded';
      accountId: string;
      source: 'TOURNAMENT' | 'LOTTERY' | 'GUESS' | 'REFERRAL';
      /** The tournament, draw entry, guess game or invitee it is for. */
      refId: string;
      /** What it is for, in each language ("パチンコ・デイリーレース 1位"). */
      title: Record<Locale, string>;
      amount: number;
      currency: string;
    }
  | {
      /** Something happened in a live-support conversation (domain/chat): for the player's or the chat key's sockets. */
      type: 'chat-changed';
      conversationId: string;
      chatKey: string;
      accountId: string | null;
      kind: 'MESSAGE' | 'TYPING' | 'READ' | 'CLOSED';
      message: ChatMessageRecord | null;
      typing: boolean | null;
      readUpTo: number | null;
      /** The player's unread count after it. */
      unread: number;
    }
  | {
      /**
       * A bonus was granted, released to COMMON, forfeited (given up), is to expire within a day,
       * expired or was reverted (use-cases/bonus-ledger.ts); pushed on `activity`. The title is
       * in every language, for whoever tells the player (a notice, a toast).
       */
      type: 'bonus-changed';
      accountId: string;
      change: BonusChange;
      bonusId: string;
      promotionId: string | null;
      source: BonusSource;
      title: Record<Locale, string>;
      /** Major units: what moved (granted, released, forfeited); for EXPIRING the balance at stake. */
      amount: number;
      currency: string;
      expiresAt: number;
    }
  // Points, the Q-pon shop and notices.
  | {
      /** One of the player's coupons was issued, used or expired (domain/shop). */
      type: 'coupon-changed';
      accountId: string;
      couponId: string;
      goodsId: string;
      kind: CouponKind;
      title: LocalizedText;
      status: 'ISSUED' | 'USED' | 'EXPIRED';
    }
  | {
      /** A document's review came in (domain/kyc): by the clock or by QA. */
      type: 'identity-reviewed';
      accountId: string;
      documentId: string;
      status: 'APPROVED' | 'REJECTED';
      reason: RejectReason | null;
    }
  | {
      /** A station message was written for the player (domain/notices); pushed on `notice`. */
      type: 'notice-created';
      accountId: string;
      recordId: number;
      title: LocalizedText;
      important: boolean;
      /** The player's unread notices with this one. */
      unreadCount: number;
    };

export type { SessionEvent };
export type RecordedEvent = SessionEvent & { id: number; at: number };

interface EventsState {
  /** Recorded and not yet published, oldest first. */
  outbox: RecordedEvent[];
  nextId: number;
}

export interface EventsSlice {
  events: EventsState;
}

/** Nobody drains a session whose calls all fail: the outbox stays bounded anyway. */
const OUTBOX_LIMIT = 1000;

export const noEvents = (): EventsState => ({ outbox: [], nextId: 1 });

export function recordEvent(state: EventsSlice, event: SessionEvent, at: number): RecordedEvent {
  const recorded: RecordedEvent = { ...event, id: state.events.nextId++, at };
  state.events.outbox.push(recorded);
  if (state.events.outbox.length > OUTBOX_LIMIT) state.events.outbox.shift();
  return recorded;
}

/** The events recorded since the last call, oldest first; the outbox is empty after. */
export function takeEvents(state: EventsSlice): RecordedEvent[] {
  if (state.events.outbox.length === 0) return [];
  const taken = state.events.outbox;
  state.events.outbox = [];
  return taken;
}

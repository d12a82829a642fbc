import { randomBytes } from 'node:crypto';
import type { Locale } from '../../contract.ts';
import { recordEvent, type EventsSlice } from '../events/events.ts';
import { CLOSED_NOTE, cannedReply, GREETING, OFFLINE_NOTE, OFFLINE_RECEIVED } from './canned.ts';
import type { ChatAttachmentInfo, ChatAuthor, ChatDesk, ChatMessageRecord, ChatSlice, Conversation } from './state.ts';

/**
 * Conversations with the support desk: opening one, messages each way, typing, read receipts,
 * closing and rating, and the canned replies that answer when nobody is at the desk. What the
 * player would see live is recorded as a `chat-changed` event (the `chat` push).
 */

/** How long a canned reply takes (the desk "typing" meanwhile), on the session clock. */
export const CANNED_DELAY_MS = 2_000;
/** Conversations a session keeps (closed ones go first) and messages a conversation keeps. */
const MAX_CONVERSATIONS = 50;
const MAX_MESSAGES = 200;

type ChatState = ChatSlice & EventsSlice;

/** The player's unread count: the desk's and the chat's messages after their read receipt. */
export const unreadOf = (conversation: Conversation): number =>
  conversation.messages.filter((message) => message.from !== 'PLAYER' && message.id > conversation.readByPlayerUpTo).length;

const latestId = (conversation: Conversation) => conversation.nextMessageId - 1;

function tell(state: ChatState, conversation: Conversation, change: Pick<Extract<Parameters<typeof recordEvent>[1], { type: 'chat-changed' }>, 'kind' | 'message' | 'typing' | 'readUpTo'>, at: number): void {
  recordEvent(
    state,
    { type: 'chat-changed', conversationId: conversation.id, chatKey: conversation.key, accountId: conversation.accountId, ...change, unread: unreadOf(conversation) },
    at,
  );
}

function append(conversation: Conversation, from: ChatAuthor, text: string | null, attachment: ChatAttachmentInfo | null, at: number): ChatMessageRecord {
  const message: ChatMessageRecord = { id: conversation.nextMessageId++, from, text, attachment, sentAt: at };
  conversation.messages.push(message);
  if (conversation.messages.length > MAX_MESSAGES) conversation.messages.shift();
  return message;
}

export function findConversation(state: ChatSlice, id: string): Conversation | undefined {
  return state.chat.conversations.find((conversation) => conversation.id === id);
}

/** A conversation is the caller's by its key, or, for a player, by being theirs. */
export function mayAccess(conversation: Conversation, access: { chatKey?: string | undefined; accountId?: string | undefined }): boolean {
  return (access.chatKey !== undefined && access.chatKey === conversation.key) || (access.accountId !== undefined && access.accountId === conversation.accountId);
}

/**
 * A new conversation (LIVE while agents are online, else an offline message), or the player's
 * open one. It starts with the chat's greeting, or the note that agents are offline.
 */
export function openConversation(state: ChatState, input: { accountId: string | null; contactEmail: string | null; locale: Locale }, now: number): Conversation {
  if (input.accountId !== null) {
    const open = state.chat.conversations.find((c) => c.accountId === input.accountId && c.status === 'OPEN');
    if (open) return open;
  }
  const mode = state.chat.desk.agentsOnline ? 'LIVE' : 'OFFLINE';
  const conversation: Conversation = {
    id: `chat-${state.chat.nextId++}`,
    key: `ck-${randomBytes(12).toString('base64url')}`,
    accountId: input.accountId,
    contactEmail: input.contactEmail,
    locale: input.locale,
    status: 'OPEN',
    mode,
    openedAt: now,
    closedAt: null,
    messages: [],
    nextMessageId: 1,
    playerTyping: false,
    agentTyping: false,
    readByPlayerUpTo: 0,
    readByAgentUpTo: 0,
    rating: null,
    cannedDueAt: null,
  };
  append(conversation, 'SYSTEM', (mode === 'LIVE' ? GREETING : OFFLINE_NOTE)[input.locale], null, now);
  const list = state.chat.conversations;
  list.push(conversation);
  while (list.length > MAX_CONVERSATIONS) {
    const closed = list.findIndex((c) => c.status === 'CLOSED');
    list.splice(closed >= 0 ? closed : 0, 1);
  }
  return conversation;
}

/**
 * The player's message. With agents online and nobody at the desk a canned reply falls due
 * CANNED_DELAY_MS later (the desk shows as typing meanwhile); an offline message is acknowledged
 * at once, the first time.
 */
export function addPlayerMessage(state: ChatState, conversation: Conversation, content: { text: string | null; attachment: ChatAttachmentInfo | null }, now: number): ChatMessageRecord {
  const message = append(conversation, 'PLAYER', content.text, content.attachment, now);
  conversation.playerTyping = false;
  tell(state, conversation, { kind: 'MESSAGE', message, typing: null, readUpTo: null }, now);
  if (conversation.mode === 'OFFLINE') {
    if (!conversation.messages.some((m) => m.from === 'SYSTEM' && m.text === OFFLINE_RECEIVED[conversation.locale])) {
      const note = append(conversation, 'SYSTEM', OFFLINE_RECEIVED[conversation.locale], null, now);
      tell(state, conversation, { kind: 'MESSAGE', message: note, typing: null, readUpTo: null }, now);
    }
  } else if (!state.chat.desk.staffed) {
    conversation.cannedDueAt = now + CANNED_DELAY_MS;
    if (!conversation.agentTyping) {
      conversation.agentTyping = true;
      tell(state, conversation, { kind: 'TYPING', message: null, typing: true, readUpTo: null }, now);
    }
  }
  return message;
}

/** The desk's answer: the desk has read everything before it, and stops typing. */
export function addAgentMessage(state: ChatState, conversation: Conversation, text: string, now: number): ChatMessageRecord {
  const message = append(conversation, 'AGENT', text, null, now);
  conversation.agentTyping = false;
  conversation.readByAgentUpTo = message.id;
  tell(state, conversation, { kind: 'MESSAGE', message, typing: null, readUpTo: null }, now);
  return message;
}

export function setAgentTyping(state: ChatState, conversation: Conversation, typing: boolean, now: number): void {
  if (conversation.agentTyping === typing) return;
  conversation.agentTyping = typing;
  tell(state, conversation, { kind: 'TYPING', message: null, typing, readUpTo: null }, now);
}

/** The player read up to `upTo` (never past the latest message, never backwards). */
export function markReadByPlayer(conversation: Conversation, upTo: number): number {
  conversation.readByPlayerUpTo = Math.max(conversation.readByPlayerUpTo, Math.min(upTo, latestId(conversation)));
  return unreadOf(conversation);
}

export function markReadByAgent(state: ChatState, conversation: Conversation, now: number): number {
  const latest = latestId(conversation);
  if (conversation.readByAgentUpTo < latest) {
    conversation.readByAgentUpTo = latest;
    tell(state, conversation, { kind: 'READ', message: null, typing: null, readUpTo: latest }, now);
  }
  return conversation.readByAgentUpTo;
}

/** Ends the conversation with the chat's closing line; closing twice changes nothing. */
export function closeConversation(state: ChatState, conversation: Conversation, now: number): void {
  if (conversation.status === 'CLOSED') return;
  const note = append(conversation, 'SYSTEM', CLOSED_NOTE[conversation.locale], null, now);
  conversation.status = 'CLOSED';
  conversation.closedAt = now;
  conversation.cannedDueAt = null;
  conversation.agentTyping = false;
  conversation.playerTyping = false;
  tell(state, conversation, { kind: 'CLOSED', message: note, typing: null, readUpTo: null }, now);
}

/** Once, after it closed. */
export function rateConversation(conversation: Conversation, stars: number, comment: string | null): boolean {
  if (conversation.status !== 'CLOSED' || conversation.rating !== null) return false;
  conversation.rating = { stars, comment };
  return true;
}

/** Somebody sat down at the desk or left it, or agents went on or off line. Staffing it stops the canned replies waiting. */
export function changeDesk(state: ChatState, change: Partial<ChatDesk>, now: number): ChatDesk {
  Object.assign(state.chat.desk, change);
  if (state.chat.desk.staffed) {
    for (const conversation of state.chat.conversations) {
      if (conversation.cannedDueAt === null) continue;
      conversation.cannedDueAt = null;
      setAgentTyping(state, conversation, false, now);
    }
  }
  return state.chat.desk;
}

/** Delivers the canned replies that fell due, each stamped when it fell due. */
export function settleCannedReplies(state: ChatState, now: number): void {
  for (const conversation of state.chat.conversations) {
    const due = conversation.cannedDueAt;
    if (due === null || due > now) continue;
    conversation.cannedDueAt = null;
    const asked = conversation.messages.findLast((message) => message.from === 'PLAYER');
    addAgentMessage(state, conversation, cannedReply(asked?.text ?? null, conversation.locale), due);
  }
}

/** When the next canned reply falls due, if one waits. */
export function nextCannedReplyAt(state: ChatSlice): number | undefined {
  let next: number | undefined;
  for (const conversation of state.chat.conversations) {
    if (conversation.cannedDueAt !== null && (next === undefined || conversation.cannedDueAt < next)) next = conversation.cannedDueAt;
  }
  return next;
}

/** The player's conversations, newest first. */
export function conversationsOf(state: ChatSlice, accountId: string): Conversation[] {
  return state.chat.conversations.filter((conversation) => conversation.accountId === accountId).reverse();
}

/**
 * The live-support conversation in the query cache, shared by the chat widget (features/chat) and
 * the floating contact button's unread count (app/layouts): one entry per conversation, loaded
 * from getChatConversation and kept current by the `chat` push (applyChatPush, api/live-updates)
 * and by what the player sends.
 */
import { useQuery } from '@tanstack/react-query';
import { getChatConversation, type ChatConversation } from '#generated/phoenix/chat.ts';
import type { ChatDataOutput } from '#generated/socket/socket.zod.ts';
import { useChatAccess, type ChatAccess } from '../lib/chat/chat-access';
import { queryClient } from '../lib/query/query-client';
import { apiQuery } from './api-query';

export type { ChatConversation };
export type ChatMessage = ChatConversation['messages'][number];

const accessBody = (access: ChatAccess) => ({ conversationId: access.conversationId, chatKey: access.chatKey });

export const chatConversationQueryOptions = (access: ChatAccess) =>
  apiQuery({ getChatConversation }, accessBody(access), {
    // Silent: a conversation that is gone (109203) is forgotten by the widget, not toasted.
    silent: true,
    // Pushes keep it current; a reconnecting socket may have missed some, so a new look refetches.
    staleTime: 30_000,
    retry: false,
  });

/** The conversation this device is in, if any. */
export function useChatConversation() {
  const access = useChatAccess((state) => state.access);
  const query = useQuery({ ...chatConversationQueryOptions(access ?? { conversationId: '', chatKey: '' }), enabled: access !== null });
  return { access, ...query };
}

/** Messages from the desk the player has not read: the floating button's badge. */
export function useChatUnread(): number {
  const { data } = useChatConversation();
  return data?.unread ?? 0;
}

/** Adds a message once (the sender's own device hears it pushed too). */
export function withMessage(conversation: ChatConversation, message: ChatMessage): ChatConversation {
  if (conversation.messages.some((known) => known.id === message.id)) return conversation;
  return { ...conversation, messages: [...conversation.messages, message].sort((a, b) => a.id - b.id) };
}

export function updateConversation(access: ChatAccess, update: (conversation: ChatConversation) => ChatConversation): void {
  queryClient.setQueryData(chatConversationQueryOptions(access).queryKey, (conversation) => (conversation ? update(conversation) : conversation));
}

/** What a `chat` push changes in the conversation's cache entry (the current conversation only). */
export function applyChatPush(access: ChatAccess | null, push: ChatDataOutput): void {
  if (!access || access.conversationId !== push.conversationId) return;
  updateConversation(access, (conversation) => {
    let next: ChatConversation = { ...conversation, unread: push.unread };
    if (push.message) next = withMessage(next, push.message);
    if (push.kind === 'MESSAGE' && push.message?.from === 'AGENT') next.agentTyping = false;
    if (push.kind === 'TYPING' && push.typing !== null) next.agentTyping = push.typing;
    if (push.kind === 'READ' && push.readUpTo !== null) next.readByAgentUpTo = push.readUpTo;
    if (push.kind === 'CLOSED') next = { ...next, status: 'CLOSED', agentTyping: false, closedAt: push.message?.sentAt ?? new Date().toISOString() };
    return next;
  });
}
